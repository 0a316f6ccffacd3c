import type { AttemptFacts } from '../../src/main/services/reviews/facts';
import type { ReviewAttempt } from '../../src/main/services/reviews/review-attempt';
import type { App } from '../../src/main/bootstrap';
import { randomUUID } from 'node:crypto';

/** The facts of a failed practice attempt (7 of 10 tests, the reference looked up, two hints), which the fact checks start from. */
export const FAILED_FACTS: AttemptFacts = {
  mode: 'practice',
  testStatus: 'failed',
  passed: false,
  testsPassed: 7,
  testsTotal: 10,
  lookedUpReference: true,
  lookedUpPitfalls: false,
  hintsUsed: 2,
  phaseTimesMs: { plan: 300_000, implement: 900_000 },
  tests: [
    ...Array.from({ length: 7 }, (_, i) => ({ name: `test_passing_${i + 1}`, status: 'pass' as const })),
    { name: 'test_empty_raises', status: 'fail' },
    { name: 'test_large_logits_do_not_overflow', status: 'fail' },
    { name: 'test_very_negative_logits', status: 'error' },
  ],
};

/** The facts of a passed interview attempt with every test green, no hint and the reference not opened. */
export const PASSED_FACTS: AttemptFacts = {
  ...FAILED_FACTS,
  testStatus: 'passed',
  passed: true,
  testsPassed: 10,
  lookedUpReference: false,
  hintsUsed: 0,
  mode: 'interview',
  tests: FAILED_FACTS.tests.map((t) => ({ ...t, status: 'pass' as const })),
};

/** The material a specific review can point at: notes for explore and plan, none for brainstorm and verify. */
export const NOTES = {
  explore:
    'Inputs are logits of shape (batch, vocab). Softmax overflows for large logits, so subtract the row max for numerical stability.',
  brainstorm: '',
  plan: 'Compute row_max per row, subtract it, exponentiate, then divide by exp_sum. Check an all-equal row gives a uniform output.',
  implement: '',
  verify: '   ',
};

export const CODE = `import math

def stable_softmax(logits):
    row_max = max(logits)
    shifted = [x - row_max for x in logits]
    exps = [math.exp(x) for x in shifted]
    exp_sum = sum(exps)
    return [e / exp_sum for e in exps]
`;

export type AttemptSeed = {
  mode?: 'practice' | 'interview';
  phaseNotes?: Record<string, string>;
  code?: string;
  problemSlug?: string;
  passed?: boolean;
  userId?: string;
};

/**
 * Stores an attempt the way problems:submit does (the review layer only reads attempts), so these tests do not
 * depend on the problem page or the runner.
 */
export function insertAttempt(app: App, seed: AttemptSeed = {}): string {
  const id = randomUUID();
  const userId = seed.userId ?? app.ctx.services.profiles.currentId();
  app.ctx.db
    .prepare(
      `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, phase_notes_json, hint_counts_json,
         looked_reference, looked_pitfalls, passed, test_status, test_results_json, phase_times_json, notes,
         confidence, created_at)
       VALUES (?, ?, ?, 'python', ?, ?, ?, '{"1":1}', 0, 1, ?, ?, ?, '{"plan":120000}', 'felt ok', 3, ?)`,
    )
    .run(
      id,
      userId,
      seed.problemSlug ?? 'stable-softmax',
      seed.mode ?? 'practice',
      seed.code ?? CODE,
      JSON.stringify(seed.phaseNotes ?? NOTES),
      seed.passed === false ? 0 : 1,
      seed.passed === false ? 'failed' : 'passed',
      JSON.stringify([{ name: 'test_uniform_row', status: seed.passed === false ? 'fail' : 'pass', message: '' }]),
      '2026-11-02T08:59:00.000Z',
    );
  return id;
}

type Ev = { source: 'code' | 'notes' | 'test'; quote: string; line?: number | null };
const phase = (strength: string, gap: string, question: string, strength_evidence?: Ev, gap_evidence?: Ev) => ({
  strength,
  strength_evidence: strength_evidence ?? null,
  gap,
  gap_evidence: gap_evidence ?? null,
  question,
});
const notes = (quote: string): Ev => ({ source: 'notes', quote });
const code = (quote: string, line: number | null = null): Ev => ({ source: 'code', quote, line });

/** A review that obeys every rule for NOTES and CODE, each strength and gap grounded in what the user wrote. */
export function goodReview(extra: Record<string, unknown> = {}) {
  return {
    summary: 'The plan anticipates overflow and the code follows it. Verification stops at one uniform row.',
    per_phase: {
      explore: phase(
        'You tied the overflow risk to large logits and chose to subtract the row max before coding.',
        'You named the (batch, vocab) shape but not what an empty batch should produce.',
        'What would you expect `stable_softmax` to return for an empty list, and why?',
        notes('Softmax overflows for large logits, so subtract the row max'),
        notes('Inputs are logits of shape (batch, vocab).'),
      ),
      plan: phase(
        'Your plan orders the steps: row_max, subtract, exponentiate, divide by exp_sum.',
        'The plan checks an all-equal row but not a row with one huge logit next to tiny ones.',
        'How would you convince yourself the output still sums to one when logits differ by 1000?',
        notes('Compute row_max per row, subtract it, exponentiate, then divide by exp_sum.'),
        notes('Check an all-equal row gives a uniform output.'),
      ),
      implement: phase(
        '`row_max` is computed once and reused in `shifted`, exactly as planned.',
        '`max(logits)` raises ValueError on an empty list; nothing guards it.',
        'Where in `stable_softmax` would you handle the empty case, and what should it return?',
        code('shifted = [x - row_max for x in logits]', 5),
        code('row_max = max(logits)', 4),
      ),
    },
    overall_score: 7.5,
    ...extra,
  };
}

/** Praise that could be pasted under any attempt (no evidence, nothing specific). */
export function genericReview() {
  return {
    summary: 'Nice work overall. Keep it up.',
    per_phase: {
      explore: phase(
        'Great job exploring the problem!',
        'Consider more edge cases.',
        'What edge cases did you consider?',
      ),
      plan: phase('Well done, solid plan.', 'The plan could be more detailed.', 'How could you improve your plan?'),
      implement: phase('Clean code, good job.', 'Could be improved.', 'What would you change?'),
    },
    overall_score: 8,
  };
}

export const RUBRIC = {
  assumption_clarification: {
    score: 2,
    reason: 'Named the (batch, vocab) shape before coding.',
    evidence: notes('Inputs are logits of shape (batch, vocab).'),
  },
  multiple_approaches: {
    score: 1,
    reason: 'Only one approach (row max shift) was considered.',
    evidence: notes('subtract the row max for numerical stability'),
  },
  complexity_stated: { score: 0, reason: 'No time or memory complexity was stated.', evidence: null },
  plan_before_code: {
    score: 3,
    reason: 'The plan lists every step of stable_softmax before the code.',
    evidence: notes('Compute row_max per row, subtract it, exponentiate, then divide by exp_sum.'),
  },
  code_quality: {
    score: 2,
    reason: 'Clear names (row_max, exp_sum); no empty-input guard.',
    evidence: code('exp_sum = sum(exps)', 7),
  },
  verification: {
    score: 1,
    reason: 'Only the uniform row was checked in the plan notes.',
    evidence: notes('Check an all-equal row gives a uniform output.'),
  },
};

/** An attempt at stable-softmax for the review rules: one test passing, one failing, unless `over` says otherwise. */
export function reviewAttempt(over: Partial<ReviewAttempt> = {}): ReviewAttempt {
  return {
    id: 'a',
    userId: 'u',
    problemSlug: 'stable-softmax',
    language: 'python',
    mode: 'practice',
    code: CODE,
    phaseNotes: NOTES,
    hintCounts: {},
    lookedUpReference: false,
    lookedUpPitfalls: false,
    passed: false,
    testStatus: 'failed',
    testResults: [
      { name: 'test_uniform_row', status: 'pass', message: '' },
      { name: 'test_empty_raises', status: 'fail', message: 'ValueError not raised' },
    ],
    phaseTimesMs: { plan: 120_000 },
    notes: '',
    confidence: 3,
    durationMs: 10,
    isolation: 'process',
    errorMessage: null,
    voiceKey: 'default',
    createdAt: '2026-11-02T09:00:00.000Z',
    ...over,
  };
}
