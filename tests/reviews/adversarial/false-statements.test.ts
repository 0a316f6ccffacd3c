import {
  FAILING_CODE,
  expectShownReviewObeysRules,
  fromCode,
  groundedReview,
  json,
  removedPoints,
  submitAndReview,
  useAdversarialApp,
} from './harness';

/**
 * Kind 2: false statements about the attempt. A strength or gap that contradicts the recorded facts, or cites
 * a line or function the code does not have, is removed with the reason on the card.
 */
const session = useAdversarialApp();

const failingReview = () => {
  const r = groundedReview({ overall_score: 4 });
  r.summary = 'You planned the row_max shift, but the code does not use it yet. The empty list is not guarded.';
  r.per_phase.implement.strength = '`softmax` divides each term by `total_mass`, one pass over `exps`.';
  r.per_phase.implement.strength_evidence = fromCode('return [e / total_mass for e in exps]');
  r.per_phase.implement.gap = '`exps` calls `math.exp` on raw logits, so 1000 overflows.';
  r.per_phase.implement.gap_evidence = fromCode('exps = [math.exp(x) for x in xs]');
  r.per_phase.implement.question = 'Where would the shift from your notes go in `softmax`, and why there?';
  return r;
};

describe('claims against the facts are removed', () => {
  it('a strength saying all tests pass when they failed', async () => {
    const bad = failingReview();
    bad.per_phase.implement.strength = 'All tests pass, and `softmax` divides by `total_mass` once.';
    const o = await submitAndReview(session, [json(bad), json(bad)], { code: FAILING_CODE });
    expect(o.passed).toBe(false);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toContainEqual(expect.stringMatching(/^implement\.strength: it contradicts the attempt: the run shows \d+ of \d+ tests passed, not a full pass$/));
  });

  it('a gap naming a line the code does not have', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.gap = 'Line 57 divides by zero when `exp_sum` underflows.';
    bad.per_phase.implement.gap_evidence = fromCode('exp_sum = sum(exps)');
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toContain('implement.gap: it names line 57, but your code has 20 lines');
  });

  it('a gap naming a function that does not exist', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.gap = '`normalize_logits()` is defined but never called.';
    bad.per_phase.implement.gap_evidence = fromCode('row_max = max(xs)');
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toContain(
      'implement.gap: it names `normalize_logits`, which is not in your code, notes, the starter or the problem',
    );
  });

  it('a strength saying the user did not look at the reference when the attempt logged that they did', async () => {
    const bad = groundedReview();
    bad.per_phase.explore.strength = 'Without looking at the reference, you named the overflow at 1000 and subtracting row_max.';
    const o = await submitAndReview(session, [json(bad), json(bad)], { lookedUpReference: true });
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toContain(
      'explore.strength: it contradicts the attempt: the attempt logged that you opened the reference solution',
    );
  });

  it('a cited evidence line past the end of the code', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.strength_evidence = fromCode('raise ValueError("empty input")', 120);
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toContain('implement.strength: it cites line 120, but your code has 20 lines');
  });

  it('a gap saying tests failed on a passing run, and the time spent, are checked too', async () => {
    const bad = groundedReview();
    bad.per_phase.plan.gap = 'Two tests failed because the plan skipped exp_sum checks; you spent 10 seconds in plan.';
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(o.passed).toBe(true);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toContainEqual(expect.stringMatching(/^plan\.gap: it contradicts the attempt: every test passed/));
  });
});
