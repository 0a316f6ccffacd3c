import fs from 'node:fs';
import path from 'node:path';
import { enforceReview, isThin } from '../../src/main/services/reviews/enforce';
import { enforceContextFor } from '../../src/main/services/reviews/produce';
import type { ReviewAttempt } from '../../src/main/services/reviews/review-attempt';
import { ModelReviewSchema, type ModelReview } from '../../src/main/services/reviews/model-output';
import { CONTENT_DIR } from '../support/test-app';
import { RUBRIC, goodReview, reviewAttempt } from './fixtures';

/** enforceReview's exact problems, notices and kept fields, one rule at a time. */
const STARTER = fs.readFileSync(path.join(CONTENT_DIR, 'problems/stable-softmax/starter.py'), 'utf8');

/** A passing attempt. */
function attempt(over: Partial<ReviewAttempt> = {}): ReviewAttempt {
  return reviewAttempt({
    passed: true,
    testStatus: 'passed',
    testResults: [
      { name: 'test_uniform_row', status: 'pass', message: '' },
      { name: 'test_empty_raises', status: 'pass', message: '' },
    ],
    ...over,
  });
}
const ctxFor = (over: Partial<ReviewAttempt> = {}) =>
  enforceContextFor(attempt(over), { starter: STARTER, statement_md: 'Softmax.' });
const parse = (value: unknown): ModelReview => ModelReviewSchema.parse(value);
const failedRun = {
  passed: false,
  testStatus: 'failed' as const,
  testResults: [
    { name: 'test_uniform_row', status: 'pass' as const, message: '' },
    { name: 'test_empty_raises', status: 'fail' as const, message: '' },
  ],
};

describe('phase keys', () => {
  test('unknown keys, keys without notes and missing phases are each named; implement is always kept', () => {
    const review = goodReview();
    const perPhase = {
      explore: review.per_phase.explore,
      verify: review.per_phase.explore,
      'debugging and a very long key name that goes on': review.per_phase.explore,
    };
    const out = enforceReview(parse({ ...review, per_phase: perPhase }), ctxFor());
    expect(out.problems).toEqual([
      'per_phase.verify must be left out: the user wrote no verify notes',
      'per_phase.debugging and a very long key name that… is not a phase; use only explore, plan, implement',
      'per_phase.plan is missing although the user wrote plan notes',
      'per_phase.implement is missing; it is always required',
    ]);
    expect(Object.keys(out.perPhase)).toEqual(['explore', 'implement']);
    expect(out.perPhase.implement).toEqual({ strength: '', gap: '', question: '' });
  });

  test('empty points are named; refused points carry their reason, shown ones their verified evidence', () => {
    const review = goodReview();
    review.per_phase.implement.strength = ' \u200b ';
    review.per_phase.implement.gap = 'Great job!';
    const out = enforceReview(parse(review), ctxFor());
    expect(out.problems).toEqual([
      'per_phase.implement.strength is empty',
      'per_phase.implement.gap ("Great job!") was refused: it names nothing specific from your notes or the code you wrote',
    ]);
    expect(out.perPhase.implement).toEqual({
      strength: '',
      gap: '',
      question: review.per_phase.implement.question,
      removed: [{ field: 'gap', reason: 'it names nothing specific from your notes or the code you wrote' }],
    });
    expect(out.perPhase.explore!.strength_evidence).toEqual({
      source: 'notes',
      quote: 'Softmax overflows for large logits, so subtract the row max',
      line: null,
      where: 'explore',
    });
  });

  test("a point's text is trimmed, and a long one is quoted in one line of at most 80 characters", () => {
    const review = goodReview();
    review.per_phase.implement.strength = `  ${review.per_phase.implement.strength}  `;
    const long = `Great job ${'overall '.repeat(12)}`;
    review.per_phase.implement.gap = long;
    const out = enforceReview(parse(review), ctxFor());
    expect(out.perPhase.implement!.strength).toBe(
      '`row_max` is computed once and reused in `shifted`, exactly as planned.',
    );
    expect(out.problems).toEqual([
      `per_phase.implement.gap ("${long.trim().slice(0, 79)}…") was refused: it names nothing specific from your notes or the code you wrote`,
    ]);
  });

  test('a refused question: the reason in removed only when there was a question', () => {
    const review = goodReview();
    review.per_phase.implement.question = '';
    review.per_phase.plan.question = 'Did you test it?';
    const out = enforceReview(parse(review), ctxFor());
    expect(out.problems).toEqual([
      'per_phase.plan.question is a yes/no question; ask an open one (what, why, how ...)',
      'per_phase.implement.question is empty',
    ]);
    expect(out.perPhase.plan!.removed).toEqual([
      { field: 'question', reason: 'it is a yes/no question; ask an open one (what, why, how ...)' },
    ]);
    expect(out.perPhase.implement!.removed).toBeUndefined();
    expect(out.perPhase.implement!.question).toBe('');
  });

  test('a kept question is stored trimmed', () => {
    const review = goodReview();
    const question = review.per_phase.implement.question;
    // Past the schema on purpose: enforceReview trims whatever reply shape reaches it.
    const raw = parse(review);
    raw.per_phase.implement!.question = `  ${question}\n`;
    expect(enforceReview(raw, ctxFor()).perPhase.implement!.question).toBe(question);
  });

  test('a grounded point needs one specific word less than an ungrounded one would', () => {
    const review = goodReview();
    // One word of the user's own ("shift", from `shifted`) and nothing else specific: enough with a verified quote.
    review.per_phase.implement.strength = 'The shift keeps every exponential finite.';
    const out = enforceReview(parse(review), ctxFor());
    expect(out.problems).toEqual([]);
    expect(out.perPhase.implement!.strength).toBe('The shift keeps every exponential finite.');
  });
});

describe('summary and score', () => {
  test('a refused summary is replaced by the factual line', () => {
    const out = enforceReview(parse(goodReview({ summary: 'One sentence.' })), ctxFor());
    expect(out.problems).toEqual(['summary was refused: it has 1 sentence; it must have 2 or 3']);
    expect(out.summary).toBe(
      "Every test passed (2 of 2 tests passed). The reviewer's own summary was removed because it has 1 sentence; it must have 2 or 3.",
    );
    const kept = enforceReview(parse(goodReview({ summary: '  The plan holds. The code follows it.  ' })), ctxFor());
    expect(kept.summary).toBe('The plan holds. The code follows it.');
  });

  test('out-of-range and non-finite scores are named and clamped; rounding to one decimal, never -0', () => {
    const score = (s: number, over: Partial<ReviewAttempt> = {}) => {
      const review = parse(goodReview());
      review.overall_score = s;
      return enforceReview(review, ctxFor(over));
    };
    const problem = 'overall_score must be a number from 0 to 10';
    expect(score(10).problems).toEqual([]);
    expect(score(0).problems).toEqual([]);
    expect([score(10.01).overallScore, score(10.01).problems]).toEqual([10, [problem]]);
    expect([score(-0.01).overallScore, score(-0.01).problems]).toEqual([0, [problem]]);
    expect([score(Number.NaN).overallScore, score(Number.NaN).problems]).toEqual([0, [problem]]);
    expect([score(Infinity).overallScore, score(Infinity).problems]).toEqual([0, [problem]]);
    expect(score(7.25).overallScore).toBe(7.3);
    expect(score(7.24).overallScore).toBe(7.2);
    expect(Object.is(score(-0).overallScore, 0)).toBe(true);
    expect(Object.is(score(0.04).overallScore, 0)).toBe(true);
  });

  test('the cap notice, word for word; a score at the cap is not capped', () => {
    const review = parse(goodReview());
    review.overall_score = 7.46;
    const out = enforceReview(review, ctxFor(failedRun));
    expect(out.overallScore).toBe(5);
    expect(out.notices).toEqual([
      'The reviewer scored 7.5; the score is capped at 5.0 because not all tests passed (1 of 2 tests passed).',
    ]);
    review.overall_score = 5;
    expect(enforceReview(review, ctxFor(failedRun)).notices).toEqual([]);
    review.overall_score = 3.04;
    const broken = enforceReview(review, ctxFor({ ...failedRun, testStatus: 'error' }));
    expect([broken.overallScore, broken.notices]).toEqual([3, []]);
  });
});

describe('rubric', () => {
  const interview = (rubric: unknown, over: Partial<ReviewAttempt> = {}) =>
    enforceReview(parse(goodReview({ rubric })), ctxFor({ mode: 'interview', ...over }));

  test('practice attempts have no rubric whatever the reply', () => {
    const out = enforceReview(parse(goodReview({ rubric: RUBRIC })), ctxFor());
    expect([out.rubric, out.rubricMissing]).toEqual([null, []]);
  });

  test('a full valid rubric is kept with verified evidence; a missing rubric names every criterion', () => {
    const out = interview(RUBRIC);
    expect(out.problems).toEqual([]);
    expect(out.rubric!.code_quality).toEqual({
      score: 2,
      reason: 'Clear names (row_max, exp_sum); no empty-input guard.',
      evidence: { source: 'code', quote: 'exp_sum = sum(exps)', line: 7, where: null },
    });
    expect(out.rubric!.complexity_stated).toEqual({
      score: 0,
      reason: 'No time or memory complexity was stated.',
      evidence: null,
    });
    const none = interview(undefined);
    expect(none.rubric).toBeNull();
    expect(none.rubricMissing).toEqual(Object.keys(RUBRIC));
    expect(none.problems).toEqual(Object.keys(RUBRIC).map((c) => `rubric.${c} is missing`));
  });

  test('a refused reason takes its grade with it (not graded) and says why; a 0 with evidence is checked like any point', () => {
    const out = interview({
      ...RUBRIC,
      verification: { score: 1, reason: 'Solid verification overall.', evidence: null },
      complexity_stated: {
        score: 0,
        reason: 'Nothing on complexity.',
        evidence: { source: 'notes', quote: 'not in the notes at all' },
      },
    });
    expect(out.rubric!.verification).toEqual({
      score: null,
      reason: '',
      evidence: null,
      reason_removed: 'it gives no evidence (a quote from your code or notes, or a test name)',
    });
    expect(out.rubric!.complexity_stated).toMatchObject({
      score: null,
      reason: '',
      reason_removed: expect.stringContaining('does not occur'),
    });
    expect(out.problems).toEqual([
      'rubric.complexity_stated.reason ("Nothing on complexity.") was refused: its quote "not in the notes at all" does not occur in your notes or in code you wrote',
      'rubric.verification.reason ("Solid verification overall.") was refused: it gives no evidence (a quote from your code or notes, or a test name)',
    ]);
  });

  test('a 0 without evidence is checked against the facts only', () => {
    const out = interview(
      { ...RUBRIC, complexity_stated: { score: 0, reason: 'All tests pass but no complexity.', evidence: null } },
      failedRun,
    );
    expect(out.rubric!.complexity_stated).toEqual({
      score: null,
      reason: '',
      evidence: null,
      reason_removed: 'it contradicts the attempt: the run shows 1 of 2 tests passed, not a full pass',
    });
  });

  test('verification at the maximum is capped only when tests failed; a long reason is cut to 200', () => {
    const three = { ...RUBRIC, verification: { ...RUBRIC.verification, score: 3 } };
    expect(interview(three).rubric!.verification.score).toBe(3);
    expect(interview(three).notices).toEqual([]);
    const two = { ...RUBRIC, verification: { ...RUBRIC.verification, score: 2 } };
    expect(interview(two, failedRun).notices.filter((n) => n.startsWith('Verification'))).toEqual([]);
    expect(interview(three, failedRun).notices.filter((n) => n.startsWith('Verification'))).toHaveLength(1);
    const longReason = `${RUBRIC.code_quality.reason} ${'More on row_max and exp_sum. '.repeat(10)}`;
    const out = interview({ ...RUBRIC, code_quality: { ...RUBRIC.code_quality, reason: longReason } });
    expect(out.rubric!.code_quality.reason).toBe(`${longReason.slice(0, 199).trimEnd()}…`);
    expect(out.rubric!.code_quality.reason).toHaveLength(199);
  });

  test('a score that is not an integer in 0-3 and a blank reason, word for word', () => {
    const out = interview({
      ...RUBRIC,
      code_quality: { score: 2.5, reason: 'x', evidence: null },
      verification: { score: 1, reason: '   ', evidence: null },
    });
    expect(out.problems).toEqual([
      'rubric.code_quality.score 2.5 is refused: it must be an integer from 0 to 3',
      'rubric.verification.reason is blank',
    ]);
    expect(out.rubricMissing).toEqual(['code_quality', 'verification']);
  });
});

describe('isThin', () => {
  const e = (strength: string, gap: string) => ({ strength, gap, question: '' });
  test('fewer than two points, or fewer than half the slots, is thin', () => {
    expect(isThin({})).toBe(true);
    expect(isThin({ implement: e('a', '') })).toBe(true);
    expect(isThin({ implement: e('a', 'b') })).toBe(false);
    expect(isThin({ explore: e('a', ''), implement: e('b', '') })).toBe(false); // 2 of 4
    expect(isThin({ explore: e('a', ''), plan: e('', ''), implement: e('b', '') })).toBe(true); // 2 of 6
    expect(isThin({ explore: e('a', 'b'), plan: e('c', ''), implement: e('', '') })).toBe(false); // 3 of 6
  });
});
