import fs from 'node:fs';
import { HOSTILE_DOCUMENTS, ORDINARY_DOCUMENT } from '../support/hostile-markdown-documents';
import { startWebHost, type RunningHost } from '../support/web-host';

/**
 * Hostile Markdown through the browser host's API (POST /api/<channel>): for each document in the hostile list,
 * the save, the export to every venue (with its preflight) and the word count answer within a generous bound,
 * and the app process's peak memory stays under 512 MB. Before the bounded markdown job, the forum export of
 * '*a' x 300,000 took 8-14 s and 1.1-1.9 GB, the newsletter export 36 s, and most shapes here passed 40 s.
 * Bounds are generous (the job's deadline is 0.7 s; 5 s, or more on a machine whose ordinary answers are slow, allows
 * for load), never tight wall-clock figures: the bench (bench/writings-hostile.bench.ts) reports the times as ratios.
 */
jest.setTimeout(600_000);

/**
 * Each call's bound: five times the one-second goal, far below what the unbounded parser took (8-40 s). A machine
 * loaded by other work (another e2e file beside this one) slows every answer, so the bound grows with an ordinary
 * document's export measured in the same run: never below 5 s, and 50 ordinary round trips at most, which on a
 * quiet machine is well under 5 s.
 */
const ANSWER_BOUND_MS = 5_000;
const ORDINARY_ROUND_TRIPS = 50;
let answerBoundMs = ANSWER_BOUND_MS;
const MEMORY_CEILING_MB = 512;
const VENUES = ['forum_general', 'newsletter', 'personal'] as const;

type Answer = Awaited<ReturnType<RunningHost['call']>>;

/** The node process that runs the app: the tsx launcher's child (the host itself; its threads share its memory). */
function appPid(launcher: number): number {
  const children = fs.readFileSync(`/proc/${launcher}/task/${launcher}/children`, 'utf8').trim().split(/\s+/);
  return children[0] ? Number(children[0]) : launcher;
}

/** The peak resident memory of a process since it started (VmHWM), in MB. */
function peakMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function timed(call: () => Promise<Answer>): Promise<{ answer: Answer; ms: number; at: number }> {
  const t0 = performance.now();
  const answer = await call();
  const at = performance.now();
  return { answer, ms: at - t0, at };
}

let host: RunningHost;
let pid: number;

beforeAll(async () => {
  host = await startWebHost();
  pid = appPid(host.pid);
  // The job threads load the parser on first use: a first ordinary export and save warm them.
  const created = await host.call('writings:create', { title: 'Ordinary' });
  const { id } = created.value as { id: string };
  await host.call('writings:update', { id, body_md: ORDINARY_DOCUMENT });
  for (const venue of VENUES) expect((await host.call('writings:export', { id, venue })).ok).toBe(true);
  const ordinary: number[] = [];
  for (let i = 0; i < 5; i++) ordinary.push((await timed(() => host.call('writings:export', { id, venue: 'newsletter' }))).ms);
  const median = ordinary.sort((a, b) => a - b)[2]!;
  answerBoundMs = Math.max(ANSWER_BOUND_MS, ORDINARY_ROUND_TRIPS * median);
});

afterAll(async () => {
  await host?.stop();
});

async function waitForCount(id: string): Promise<number> {
  for (;;) {
    const piece = (await host.call('writings:get', { id })).value as { word_count: number | null };
    if (piece.word_count !== null) return piece.word_count;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.each(Object.keys(HOSTILE_DOCUMENTS))('hostile Markdown: %s', (name) => {
  const body = HOSTILE_DOCUMENTS[name]!;

  test('the save, every export with its preflight, and the word count answer in time; memory stays under 512 MB', async () => {
    const created = await host.call('writings:create', { title: `Hostile ${name}` });
    const { id } = created.value as { id: string };

    const save = await timed(() => host.call('writings:update', { id, body_md: body }));
    expect(save.answer.ok).toBe(true);
    expect(save.ms).toBeLessThan(answerBoundMs);

    for (const venue of VENUES) {
      const exported = await timed(() => host.call('writings:export', { id, venue }));
      expect({ venue, ok: exported.answer.ok, error: exported.answer.error }).toEqual({ venue, ok: true, error: undefined });
      expect({ venue, ms: exported.ms, bound: answerBoundMs, within: exported.ms < answerBoundMs }).toMatchObject({ venue, within: true });
      const value = exported.answer.value as { markdown: string; preflight: { rule: string; message: string }[] };
      expect(value.markdown.length).toBeGreaterThan(0);
      // Either the full checks ran, or one line says they did not, which limit stopped them and what to change.
      const unchecked = value.preflight.find((p) => p.message.startsWith('Not checked'));
      expect(unchecked?.message ?? 'checked').toMatch(/^checked$|limit.*Split very long paragraphs/s);
    }

    const count = await waitForCount(id);
    expect(count).toBeGreaterThanOrEqual(0);
    expect(peakMb(pid)).toBeLessThan(MEMORY_CEILING_MB);
  });
});

test('the host answers profiles:list while a hostile export runs', async () => {
  const created = await host.call('writings:create', { title: 'Stars' });
  const { id } = created.value as { id: string };
  await host.call('writings:update', { id, body_md: HOSTILE_DOCUMENTS.stars });
  const idle = await timed(() => host.call('profiles:list', {}));
  expect(idle.answer.ok).toBe(true);

  const exporting = timed(() => host.call('writings:export', { id, venue: 'newsletter' }));
  await new Promise((r) => setTimeout(r, 100));
  const during = await timed(() => host.call('profiles:list', {}));
  const exported = await exporting;

  expect(during.answer.ok).toBe(true);
  expect(exported.answer.ok).toBe(true);
  // Answered while the export was still running, and in a time of the order of an idle round trip (a generous
  // bound: the unbounded export held every other request for 8-36 s).
  expect(during.at).toBeLessThan(exported.at);
  expect(during.ms).toBeLessThan(Math.max(1_000, idle.ms * 20));
});

test('a big body whose sampled parse pace is far past the deadline is answered as written without waiting for the deadline', async () => {
  // 500 paragraphs of bold runs (1.3 MB) parse at a few tens of KB/s in any window, so the cost check's estimate
  // is tens of seconds, far past four times the deadline on any machine. Before it, the export waited out the whole
  // 0.7 s deadline, then answered "took longer than".
  const created = await host.call('writings:create', { title: 'Bold runs' });
  const { id } = created.value as { id: string };
  const body = HOSTILE_DOCUMENTS.emphasis_runs!;
  await host.call('writings:update', { id, body_md: body });
  const exported = await host.call('writings:export', { id, venue: 'newsletter' });
  expect(exported.ok).toBe(true);
  const value = exported.value as { markdown: string; html: string; preflight: { rule: string; message: string }[] };
  expect(value.preflight).toEqual([
    {
      line: 1,
      rule: 'too_complex',
      message: expect.stringMatching(
        /stopped because a sample of it parsed at about [\d,]+ characters a second, which puts the whole piece at about \d+ s, far over the export's limit of 0\.7 s, so it is exported as written/,
      ),
    },
  ]);
  expect(value.markdown).toBe(`${body.trim()}\n`);
  expect(value.html.startsWith('<p>**bold** **bold**')).toBe(true);
});
