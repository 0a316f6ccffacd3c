import { createMarkdownJobRunner, type MarkdownJobRunner } from '../../src/main/services/writings/markdown/bounded-job';
import {
  COUNT_JOB_LIMITS,
  EXPORT_JOB_LIMITS,
  createWritingsService,
  type WritingRow,
  type WritingsStore,
} from '../../src/main/services/writings/service';
import type { ExportablePiece } from '../../src/main/services/writings/export';
import { forumMarkdown } from '../../src/main/services/writings/export/forum';

/**
 * The heap ceilings of the bounded markdown jobs, as the app sets them (service.ts): every job thread's heap is the
 * app process's memory, so the ceilings are tight. Ordinary pieces fit under them: the exports of 160 KB of prose
 * (more than the build machine parses within the export's deadline) and the count of a 2 MB body (the largest a
 * save takes).
 * A piece the parser is greedy on (a 3,000-row table needs about 160 MB) reaches the export's ceiling and is
 * answered as written, with a preflight line naming the limit. The deadlines are long here, so the ceiling and
 * not the clock is what stops a job; no time is asserted.
 */
jest.setTimeout(120_000);

/** Ordinary prose: paragraphs with emphasis, links, inline code and footnote calls, lists and headings. */
function prose(chars: number): string {
  const blocks: string[] = [];
  const notes: string[] = [];
  for (let i = 0, size = 0; size < chars; i++) {
    let block =
      i % 10 === 0
        ? `## Section ${i / 10}`
        : i % 7 === 0
          ? `- The *first* point of part ${i}.\n- A [second](https://example.org/${i}) one.\n- And \`code\` in a third.`
          : `Paragraph ${i} weighs the **reward model** against the policy, as [the survey](https://example.org/p${i}) ` +
            `does, and asks whether the *gradient* of the loss tells us more than the loss itself. It rarely does ` +
            `on the first reading, and the second reading of a long result needs the same care as the first one.`;
    if (i % 5 === 1) {
      block += `[^${i}]`;
      notes.push(`[^${i}]: A note on part ${i}.`);
    }
    blocks.push(block);
    size += block.length + 2;
  }
  return `${blocks.join('\n\n')}\n\n${notes.join('\n')}\n`;
}

/** A table of `rows` rows of six cells, one with emphasis and one with a link (the hostile list's shape, smaller). */
const table = (rows: number) =>
  `| a | b | c | d | e | f |\n|---|---|---|---|---|---|\n` +
  Array.from({ length: rows }, (_, i) => `| ${i} | *x* | y | z | [w](#w) | v |`).join('\n');

const piece = (body: string): ExportablePiece => ({
  title: 'Probe',
  body_md: body,
  type: null,
  stage: 'draft',
  epistemic_status: 'Fairly sure.',
  tags: [],
  published_at: null,
  updated_at: '2026-11-29T08:00:00.000Z',
});

const runners: MarkdownJobRunner[] = [];
/** A runner with the app's heap ceiling and a deadline long enough never to be what stops a job. */
function withCeiling(memoryMb: number): MarkdownJobRunner {
  const r = createMarkdownJobRunner({ deadlineMs: 110_000, memoryMb });
  runners.push(r);
  return r;
}
afterEach(() => {
  while (runners.length) runners.pop()!.close();
});

/** The writings service over one stored piece, its jobs under the app's ceilings with long deadlines. */
function serviceWith(body: string) {
  const row = {
    id: 'w1',
    title: 'Probe',
    type: null,
    venue: null,
    stage: 'draft',
    bodyMd: body,
    wordCount: 0,
    epistemicStatus: null,
    tags: [],
    publishedAt: null,
    publishedUrl: null,
    sourceRef: null,
    createdAt: '2026-11-29T08:00:00.000Z',
    updatedAt: '2026-11-29T08:00:00.000Z',
  } as unknown as WritingRow;
  const unused = () => {
    throw new Error('not used by an export');
  };
  const writings = {
    get: (_userId: string, id: string) => (id === row.id ? row : undefined),
    setPendingWordCount: () => false,
    list: unused,
    meta: unused,
    create: unused,
    update: unused,
    setStage: unused,
    stageHistory: unused,
    delete: unused,
  } as unknown as WritingsStore;
  return createWritingsService({
    writings,
    userSettings: { getPreference: () => undefined, setPreference: unused },
    clock: { now: () => new Date('2026-11-29T08:00:00.000Z') },
    jobs: { exports: withCeiling(EXPORT_JOB_LIMITS.memoryMb), counts: withCeiling(COUNT_JOB_LIMITS.memoryMb) },
  });
}

it('a piece that needs more heap than the export allows is exported as written, the preflight naming the limit', async () => {
  const body = table(3_000);
  const service = serviceWith(body);
  try {
    const result = await service.export('u1', 'w1', 'forum_general');
    expect(result.markdown).toBe(forumMarkdown(body, null));
    expect(result.preflight[0]).toEqual({
      line: 1,
      rule: 'too_complex',
      message: expect.stringContaining(
        `stopped because it needed more than ${EXPORT_JOB_LIMITS.memoryMb} MB of memory (the export's limit), ` +
          'so it is exported as written',
      ),
    });
  } finally {
    service.close();
  }
});

it('an ordinary piece longer than the export parses in time fits under the export ceiling, in every venue', async () => {
  const runner = withCeiling(EXPORT_JOB_LIMITS.memoryMb);
  const body = prose(160_000);
  const richText: unknown = expect.stringContaining('<strong>reward model</strong>');
  for (const venue of ['newsletter', 'forum_general', 'personal'] as const) {
    const outcome = await runner.run({ kind: 'export', piece: piece(body), venue, settings: { substack_publication: null } });
    // A whole export: parsed (the newsletter's rich text has the emphasis), no check skipped.
    expect(outcome).toEqual({
      ok: true,
      value: expect.objectContaining({
        venue,
        preflight: expect.not.arrayContaining([expect.objectContaining({ rule: 'too_complex' })]),
        html: venue === 'newsletter' ? richText : null,
      }),
    });
  }
});

it('the count of a 2 MB ordinary body fits under the count ceiling', async () => {
  const runner = withCeiling(COUNT_JOB_LIMITS.memoryMb);
  const body = prose(2_000_000);
  const outcome = await runner.run({ kind: 'count', body });
  expect(outcome).toEqual({ ok: true, value: expect.objectContaining({ body, total: expect.any(Number) }) });
  expect((outcome as { value: { total: number } }).value.total).toBeGreaterThan(300_000);
});
