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
 * Replies that follow the output contract exactly except for one claim about the run: a named test said to
 * pass that failed, a failing test cited as the evidence of a strength, a crash the run never had. Each hostile
 * reply has a well-behaved twin of the same shape that must be kept whole.
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
const testEvidence = (name: string) => ({ source: 'test' as const, quote: name });

describe('claims about single tests and the run', () => {
  it('hostile: a strength says a failed test passed, another rests on a failing test, a gap says the code crashed', async () => {
    const bad = failingReview();
    bad.per_phase.implement.strength = 'test_large_logits_do_not_overflow passes, so `softmax` copes with big logits.';
    // Quoting a real line of the user's: only the claim about the test is false.
    bad.per_phase.implement.strength_evidence = fromCode('return [e / total_mass for e in exps]');
    bad.per_phase.explore.strength = 'You named the ValueError for empty input, and the code honours it.';
    bad.per_phase.explore.strength_evidence = testEvidence('SoftmaxTest.test_empty_raises');
    bad.per_phase.plan.gap = 'The code crashes on import, so exp_sum is never checked.';
    const o = await submitAndReview(session, [json(bad), json(bad)], { code: FAILING_CODE });
    expect(o.passed).toBe(false);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review).sort()).toEqual([
      'explore.strength: its evidence is SoftmaxTest.test_empty_raises, which failed in this run',
      'implement.strength: it contradicts the attempt: SoftmaxTest.test_large_logits_do_not_overflow errored in this run; the text says it passed',
      'plan.gap: it contradicts the attempt: the run did not crash; it ran every test',
    ]);
  });

  it('well-behaved twin: the same claims, true of this run, are kept whole', async () => {
    const good = failingReview();
    good.per_phase.implement.strength = 'test_known_values passes, so `softmax` divides by `total_mass` correctly on small logits.';
    good.per_phase.implement.strength_evidence = testEvidence('SoftmaxTest.test_known_values');
    good.per_phase.implement.gap = 'test_large_logits_do_not_overflow fails: `math.exp` on raw logits overflows at 1000.';
    good.per_phase.implement.gap_evidence = testEvidence('SoftmaxTest.test_large_logits_do_not_overflow');
    good.per_phase.plan.gap = 'The code runs every test, yet the plan never says how exp_sum is checked.';
    const o = await submitAndReview(session, [json(good)], { code: FAILING_CODE });
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toEqual([]);
    expect(o.review.per_phase?.implement).toMatchObject({ strength: good.per_phase.implement.strength, gap: good.per_phase.implement.gap });
    expect(o.review.per_phase?.plan?.gap).toBe(good.per_phase.plan.gap);
  });
});
