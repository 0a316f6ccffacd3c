import {
  FAILING_CODE,
  RUBRIC,
  expectShownReviewObeysRules,
  fromCode,
  fromNotes,
  groundedReview,
  json,
  submitAndReview,
  useAdversarialApp,
} from './harness';

/** Kind 5: the score follows the facts: capped at 5 when tests failed (documented), verification never top. */
const session = useAdversarialApp();

const failingReview = (over: Record<string, unknown> = {}) => {
  const r = groundedReview(over);
  r.summary = 'You planned the row_max shift, but the code does not use it yet. The empty list is not guarded.';
  r.per_phase.implement.strength = '`softmax` divides each term by `total_mass` in one pass.';
  r.per_phase.implement.strength_evidence = fromCode('return [e / total_mass for e in exps]');
  r.per_phase.implement.gap = '`exps` calls `math.exp` on raw logits, so 1000 overflows.';
  r.per_phase.implement.gap_evidence = fromCode('exps = [math.exp(x) for x in xs]');
  return r;
};

describe('score and facts', () => {
  it('9.5 on failing tests is shown as 5.0 with a notice, no repair call spent on it', async () => {
    const o = await submitAndReview(session, [json(failingReview({ overall_score: 9.5 }))], { code: FAILING_CODE });
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(o.review.overall_score).toBe(5);
    expect(o.review.notices).toContainEqual(expect.stringMatching(/^The reviewer scored 9\.5; the score is capped at 5\.0 because not all tests passed/));
  });

  it('a score already under the cap is kept as given', async () => {
    const o = await submitAndReview(session, [json(failingReview({ overall_score: 3.4 }))], { code: FAILING_CODE });
    expect(o.review.overall_score).toBe(3.4);
    expect(o.review.notices ?? []).toEqual([]);
  });

  it('a passing run keeps a high score', async () => {
    const o = await submitAndReview(session, [json(groundedReview({ overall_score: 8.6 }))]);
    expect(o.billed).toBe(1);
    expect(o.review.overall_score).toBe(8.6);
  });

  it('a score above 10 is a rule break: repaired once, then clamped', async () => {
    const o = await submitAndReview(session, [json(groundedReview({ overall_score: 42 })), json(groundedReview({ overall_score: 11 }))]);
    expect(o.billed).toBe(2);
    expect(o.prompts[1]).toContain('overall_score must be a number from 0 to 10');
    expect(o.review.overall_score).toBe(10);
  });

  it('verification 3/3 on failing tests is shown as 2/3 with a notice, and the score is capped too', async () => {
    const rubric = {
      ...RUBRIC,
      code_quality: { score: 1, reason: 'The name total_mass is clear; nothing guards empty input.', evidence: fromCode('total_mass = sum(exps)') },
      verification: { score: 3, reason: 'The plan names the shift by row_max to check.', evidence: fromNotes('Shift by row_max') },
    };
    const review = failingReview({ overall_score: 7, rubric });
    const o = await submitAndReview(session, [json(review)], { code: FAILING_CODE, mode: 'interview' });
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(o.review.rubric?.verification.score).toBe(2);
    expect(o.review.overall_score).toBe(5);
    expect(o.review.notices).toHaveLength(2);
  });
});
