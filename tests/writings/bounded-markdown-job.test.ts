import { createMarkdownJobRunner, type MarkdownJobRunner } from '../../src/main/services/writings/markdown/bounded-job';
import type { MarkdownJob } from '../../src/main/services/writings/markdown/job-protocol';

/**
 * The bounded markdown job runner with real worker threads: a job answers its value; a job the parser is slow on
 * stops at the deadline and the next job is answered by a fresh worker; one that needs more heap than allowed stops
 * at the memory ceiling; with a standby, the worker after a stopped job is already loaded. Times are never
 * asserted: the slow document takes the parser many seconds, the deadline is a fraction of one.
 */
jest.setTimeout(120_000);

/** Emphasis openers without closers: micromark's slow shape (seconds for this size, a gigabyte of events). */
const SLOW = '*a'.repeat(300_000);
const SMALL = 'Two short paragraphs.\n\nThe second has five words.';

/** A forum export of `body`: a whole parse and stringify, where the slow shape costs its seconds and its memory. */
const exportOf = (body: string): MarkdownJob => ({
  kind: 'export',
  piece: {
    title: 'Probe',
    body_md: body,
    type: null,
    stage: 'draft',
    epistemic_status: null,
    tags: [],
    published_at: null,
    updated_at: '2026-11-28T10:00:00.000Z',
  },
  venue: 'forum_general',
  settings: { substack_publication: null },
});

const runners: MarkdownJobRunner[] = [];
function runner(...args: Parameters<typeof createMarkdownJobRunner>): MarkdownJobRunner {
  const r = createMarkdownJobRunner(...args);
  runners.push(r);
  return r;
}
/** Resolves once `done` holds (checked every 10 ms; jest's timeout bounds the wait). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}

afterEach(() => {
  while (runners.length) runners.pop()!.close();
});

it('answers a job with its value and reuses the warm worker for the next', async () => {
  const r = runner({ deadlineMs: 30_000, memoryMb: 160 });
  const first = await r.run({ kind: 'count', body: SMALL });
  const second = await r.run({ kind: 'count', body: `${SMALL}\n\nAnd three more.` });
  expect(first).toEqual({ ok: true, value: expect.objectContaining({ total: 8 }) });
  expect(second).toEqual({ ok: true, value: expect.objectContaining({ total: 11 }) });
  expect(r.stats.started).toBe(1);
});

it('stops a job at its deadline, names the limit, and answers the next job from a fresh worker', async () => {
  const r = runner({ deadlineMs: 300, memoryMb: 512 });
  const slow = await r.run(exportOf(SLOW));
  expect(slow).toEqual({ ok: false, limit: 'time', code: null, message: 'it took longer than 300 ms' });
  const next = await r.run({ kind: 'count', body: SMALL });
  expect(next).toEqual({ ok: true, value: expect.objectContaining({ total: 8 }) });
  // Without a standby the fresh worker starts at once, while the stopped one is still ending.
  expect(r.stats).toEqual({ started: 2, loaded: 2, promoted: 0, peakAlive: 2 });
});

it('stops a job that needs more heap than its ceiling', async () => {
  const r = runner({ deadlineMs: 120_000, memoryMb: 24 });
  const greedy = await r.run(exportOf(SLOW));
  expect(greedy).toEqual({ ok: false, limit: 'memory', code: null, message: 'it needed more than 24 MB of memory' });
  expect(await r.run({ kind: 'count', body: SMALL })).toEqual({ ok: true, value: expect.objectContaining({ total: 8 }) });
});

it('with a standby, the job after a stopped one goes to the worker already loaded, and a new standby loads', async () => {
  const r = runner({ deadlineMs: 300, memoryMb: 512 }, { standby: true });
  // The first job starts the active worker and, once it works, the standby behind it.
  expect(await r.run({ kind: 'count', body: SMALL })).toEqual({ ok: true, value: expect.objectContaining({ total: 8 }) });
  expect(r.stats.started).toBe(2);
  await until(() => r.stats.loaded === 2);
  const queued = [r.run(exportOf(SLOW)), r.run({ kind: 'count', body: SMALL })];
  const [slow, next] = await Promise.all(queued);
  expect(slow).toEqual(expect.objectContaining({ ok: false, limit: 'time' }));
  expect(next).toEqual({ ok: true, value: expect.objectContaining({ total: 8 }) });
  expect(r.stats.promoted).toBe(1);
  // The new standby loads once the stopped worker's thread has exited, never beside it: two heaps, not three.
  await until(() => r.stats.started === 3);
  expect(r.stats.peakAlive).toBe(2);
});

it('fails queued and later jobs once closed', async () => {
  const r = runner({ deadlineMs: 30_000, memoryMb: 160 }, { standby: true });
  const pending = r.run({ kind: 'count', body: SMALL });
  r.close();
  expect(await pending).toEqual({ ok: false, limit: 'error', code: null, message: 'the app is closing' });
  expect(await r.run({ kind: 'count', body: SMALL })).toEqual({
    ok: false,
    limit: 'error',
    code: null,
    message: 'the app is closing',
  });
});
