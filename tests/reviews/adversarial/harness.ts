import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR, unwrap } from '../../support/test-app';
import { useModelServerApp, type ModelServerSession } from '../../support/model-server-app';
import type { ScriptedReply } from '../../support/model-server';
import type { Review } from '../../../src/shared/ipc/channels/reviews';

/**
 * The adversarial suite's real path: problems:submit through the router with a real sandboxed run,
 * the review that submit starts against the loopback chat-completions server, the stored review read back
 * with reviews:get, and the number of billed calls from the ledger. Nothing here reuses the review service's
 * checks: `expectShownReviewObeysRules` is an independent, deliberately simple oracle.
 */

jest.setTimeout(60_000);

export const STARTER = fs.readFileSync(path.join(CONTENT_DIR, 'problems/stable-softmax/starter.py'), 'utf8');

/** Passes every test. Lines 6-11 and 15-20 are the user's; the rest is the starter's. */
export const PASSING_CODE = `import math


def softmax(xs):
    """Return the softmax of a list of floats."""
    if not xs:
        raise ValueError("empty input")
    row_max = max(xs)
    exps = [math.exp(x - row_max) for x in xs]
    exp_sum = sum(exps)
    return [e / exp_sum for e in exps]


def log_softmax(xs):
    """Return log(softmax(xs)), computed without taking the log of a possibly-zero probability."""
    if not xs:
        raise ValueError("empty input")
    row_max = max(xs)
    log_total = math.log(sum(math.exp(x - row_max) for x in xs))
    return [x - row_max - log_total for x in xs]
`;

/** Runs but fails: no shift (large logits overflow) and no empty-input guard. */
export const FAILING_CODE = `import math


def softmax(xs):
    """Return the softmax of a list of floats."""
    exps = [math.exp(x) for x in xs]
    total_mass = sum(exps)
    return [e / total_mass for e in exps]


def log_softmax(xs):
    """Return log(softmax(xs)), computed without taking the log of a possibly-zero probability."""
    return [math.log(p) for p in softmax(xs)]
`;

export const NOTES = {
  explore: 'Logits reach 1000, so exp overflows unless I subtract row_max first. Empty input must raise ValueError.',
  plan: 'Shift by row_max, exponentiate, divide by exp_sum; log_softmax uses x - row_max - log_total.',
};

export type SubmitOptions = {
  code?: string;
  phaseNotes?: Record<string, string>;
  notes?: string;
  mode?: 'practice' | 'interview';
  lookedUpReference?: boolean;
  lookedUpPitfalls?: boolean;
  hintCounts?: Record<string, number>;
  phaseTimesMs?: Record<string, number>;
};

export type Outcome = {
  review: Review;
  attemptId: string;
  /** Rows the ledger billed for this review (the SDK's own retries of a 5xx are one billed call). */
  billed: number;
  /** Chat requests the server received (retries included). */
  requests: number;
  passed: boolean;
  prompts: string[];
  code: string;
  phaseNotes: Record<string, string>;
  notes: string;
};

export function useAdversarialApp(options: { model?: string } = {}): ModelServerSession {
  return useModelServerApp({ fallback: { kind: 'status', status: 500, message: 'unscripted call' }, ...options });
}

/** Enqueues the replies, submits for real, waits for the review submit started, and reads it back. */
export async function submitAndReview(
  session: ModelServerSession,
  replies: ScriptedReply[],
  options: SubmitOptions = {},
): Promise<Outcome> {
  const { app, server } = session;
  const userId = app.ctx.services.profiles.currentId();
  const rowsBefore = app.ctx.repos.spendLedger.recent(userId, 1000).length;
  const requestsBefore = server.chatRequests().length;
  server.enqueue(...replies);
  const code = options.code ?? PASSING_CODE;
  const phaseNotes = options.phaseNotes ?? NOTES;
  const notes = options.notes ?? '';
  const mode = options.mode ?? 'practice';
  // Submit runs the saved work (docs/product.md, submit): start clean, save the work, log the aids, then submit.
  unwrap(await app.router.invoke('problems:reset-work', { slug: 'stable-softmax', mode }));
  unwrap(
    await app.router.invoke('problems:save-work', {
      slug: 'stable-softmax',
      mode,
      phase: 'verify',
      reached: 'verify',
      phase_notes: phaseNotes,
      code,
      notes,
      confidence: 3,
      phase_times_ms: options.phaseTimesMs ?? { explore: 120_000, plan: 180_000, implement: 600_000 },
    }),
  );
  if (options.lookedUpReference)
    unwrap(await app.router.invoke('problems:reveal', { slug: 'stable-softmax', mode, what: 'reference' }));
  if (options.lookedUpPitfalls)
    unwrap(await app.router.invoke('problems:reveal', { slug: 'stable-softmax', mode, what: 'pitfalls' }));
  let opened = 0;
  for (const [phase, n] of Object.entries(options.hintCounts ?? {}))
    for (let i = 0; i < n; i++)
      unwrap(
        await app.router.invoke('problems:reveal', {
          slug: 'stable-softmax',
          mode,
          what: 'hint',
          index: opened++,
          phase: phase as 'plan',
        }),
      );
  const stored = unwrap(
    await app.router.invoke('problems:submit', { slug: 'stable-softmax', mode, notes, confidence: 3, voice_key: 'default' }),
  );
  const attemptId = stored.attempt_id;
  // Submit started the review without awaiting it; generate joins that same in-flight call (no second bill).
  const generated = unwrap(await app.router.invoke('reviews:generate', { attempt_id: attemptId, voice_key: 'default' }));
  const review = unwrap(await app.router.invoke('reviews:get', { id: generated.id }));
  const ledgerRows = app.ctx.repos.spendLedger.recent(userId, 1000).length - rowsBefore;
  const attempt = app.ctx.repos.attempts.get(userId, attemptId)!;
  return {
    review,
    attemptId,
    billed: ledgerRows,
    requests: server.chatRequests().length - requestsBefore,
    passed: attempt.passed,
    prompts: server
      .chatRequests()
      .slice(requestsBefore)
      .map((r) => r.messages.map((m) => m.content).join('\n')),
    code,
    phaseNotes,
    notes,
  };
}

const norm = (s: string) =>
  s
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The user's own code lines: lines of the submission that are not lines of the starter (independent of the app). */
function ownLines(code: string): string[] {
  const starter = STARTER.split('\n').map(norm);
  return code
    .split('\n')
    .map(norm)
    .filter((l) => l && !starter.includes(l));
}

/**
 * What every shown review must satisfy, checked without the app's own code: grounded points, the phases the
 * user wrote notes for (plus implement), questions that end in "?" and address "you", no repeats, capped
 * fields, a non-blank summary, and the score and verification caps when tests failed.
 */
export function expectShownReviewObeysRules(o: Outcome): void {
  const r = o.review;
  expect(r.status).toBe('ready');
  expect(norm(r.summary ?? '').length).toBeGreaterThan(0);
  expect((r.summary ?? '').length).toBeLessThanOrEqual(600);
  const noted = Object.entries(o.phaseNotes)
    .filter(([, t]) => norm(t).length > 0)
    .map(([p]) => p);
  const phases = Object.keys(r.per_phase ?? {});
  expect(phases).toContain('implement');
  expect(phases.filter((p) => p !== 'implement' && !noted.includes(p))).toEqual([]);
  const own = ownLines(o.code).join('\n');
  const notes = [...Object.values(o.phaseNotes), o.notes].map(norm).join('\n');
  const questions: string[] = [];
  for (const entry of Object.values(r.per_phase ?? {})) {
    for (const field of ['strength', 'gap'] as const) {
      const text = entry[field];
      expect(text.length).toBeLessThanOrEqual(600);
      const evidence = entry[`${field}_evidence`];
      // A shown point has evidence the user wrote; a point without text has none.
      expect(Boolean(text)).toBe(Boolean(evidence));
      const quote = norm(evidence?.quote ?? '').replace(/^["'`]+|["'`]+$/g, '');
      const grounded =
        !evidence ||
        (evidence.source === 'code' && own.includes(quote)) ||
        (evidence.source === 'notes' && notes.includes(quote)) ||
        evidence.source === 'test';
      expect(grounded).toBe(true);
    }
    if (entry.question) {
      expect(entry.question.trim().endsWith('?')).toBe(true);
      expect(entry.question).toMatch(/\byou(r)?\b/i);
      questions.push(norm(entry.question));
    }
  }
  expect(new Set(questions).size).toBe(questions.length);
  if (!o.passed) {
    expect(r.overall_score ?? 0).toBeLessThanOrEqual(5);
    expect(r.rubric?.verification?.score ?? 0).toBeLessThanOrEqual(2);
  }
  expect(r.overall_score ?? -1).toBeGreaterThanOrEqual(0);
  expect(r.overall_score ?? 11).toBeLessThanOrEqual(10);
}

/** Every removed point of the review, as "phase.field: reason". */
export function removedPoints(review: Review): string[] {
  return Object.entries(review.per_phase ?? {}).flatMap(([phase, e]) =>
    (e.removed ?? []).map((r) => `${phase}.${r.field}: ${r.reason}`),
  );
}

type Ev = { source: 'code' | 'notes' | 'test'; quote: string; line?: number | null };
export const fromNotes = (quote: string): Ev => ({ source: 'notes', quote });
export const fromCode = (quote: string, line: number | null = null): Ev => ({ source: 'code', quote, line });

export const point = (strength: string, strengthEv: Ev | null, gap: string, gapEv: Ev | null, question: string) => ({
  strength,
  strength_evidence: strengthEv,
  gap,
  gap_evidence: gapEv,
  question,
});

/** A review that obeys every rule for PASSING_CODE and NOTES; cases change one part of it. */
export function groundedReview(over: Record<string, unknown> = {}) {
  return {
    summary:
      'You planned the row_max shift before writing any code, and both functions follow that plan. The notes never say how you checked log_softmax on very negative inputs.',
    per_phase: {
      explore: point(
        'You named the overflow at 1000 and the fix, subtracting row_max, before planning.',
        fromNotes('Logits reach 1000, so exp overflows unless I subtract row_max first.'),
        'You required ValueError for empty input but said nothing about a single-element list.',
        fromNotes('Empty input must raise ValueError.'),
        'What would you expect softmax to return for a single logit, and why?',
      ),
      plan: point(
        'Your plan spells out log_softmax as x - row_max - log_total, which avoids log(0).',
        fromNotes('log_softmax uses x - row_max - log_total'),
        'The plan names exp_sum but not how you would check it sums to one.',
        fromNotes('divide by exp_sum'),
        'How would you convince yourself the outputs sum to one for mixed-sign logits?',
      ),
      implement: point(
        'The guard `if not xs` raises ValueError before `max(xs)` can fail.',
        fromCode('raise ValueError("empty input")', 7),
        '`log_softmax` recomputes `row_max` instead of reusing work from `softmax`.',
        fromCode('log_total = math.log(sum(math.exp(x - row_max) for x in xs))', 19),
        'Where would you share the shift between `softmax` and `log_softmax`, and what would it cost?',
      ),
    },
    overall_score: 7.5,
    ...over,
  };
}

export const RUBRIC = {
  assumption_clarification: { score: 2, reason: 'You fixed the empty-input behaviour early.', evidence: fromNotes('Empty input must raise ValueError.') },
  multiple_approaches: { score: 1, reason: 'Only the row_max shift was considered.', evidence: fromNotes('subtract row_max first') },
  complexity_stated: { score: 0, reason: 'No time or memory complexity was stated.', evidence: null },
  plan_before_code: { score: 3, reason: 'The plan lists exp_sum and log_total before the code.', evidence: fromNotes('divide by exp_sum') },
  code_quality: { score: 2, reason: 'Clear names such as exp_sum.', evidence: fromCode('exp_sum = sum(exps)') },
  verification: { score: 2, reason: 'The empty-input guard raises ValueError as planned.', evidence: fromCode('raise ValueError("empty input")') },
};

export const json = (value: unknown): ScriptedReply => ({ kind: 'content', content: JSON.stringify(value) });
export const raw = (content: string): ScriptedReply => ({ kind: 'content', content });
