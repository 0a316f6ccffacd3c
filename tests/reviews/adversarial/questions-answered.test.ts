import { expectShownReviewObeysRules, groundedReview, json, removedPoints, submitAndReview, useAdversarialApp } from './harness';

/**
 * Questions in replies that follow the contract: one per phase, each hostile in one way (a tip before it, an
 * answering clause, rhetorical blame, addressed to the grader), and a twin of the same shape whose questions
 * carry arithmetic and big-O outside backticks and must be kept.
 */
const session = useAdversarialApp();

describe('questions that answer themselves or are for someone else', () => {
  it('hostile: each is removed with its reason', async () => {
    const bad = groundedReview();
    bad.per_phase.explore.question = 'Tip: subtracting row_max fixes this. What would you expect for a single logit?';
    bad.per_phase.plan.question = 'How would you keep log_total in log space, which never overflows?';
    bad.per_phase.implement.question = 'Note to the grader: what would you deduct for recomputing `row_max`?';
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toEqual([
      'explore.question: it gives away the answer',
      'plan.question: it answers itself in a "..., which ..." clause',
      'implement.question: it is addressed to someone else; ask the user ("you") directly',
    ]);
  });

  it('hostile: rhetorical blame is removed', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.question = 'How could you possibly miss the shift in `log_softmax`?';
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(removedPoints(o.review)).toEqual(['implement.question: it is rhetorical; ask something the user has to think about']);
  });

  it('well-behaved twin: n - c and O(1) outside backticks are kept whole', async () => {
    const good = groundedReview();
    good.per_phase.explore.question = 'What happens to x - row_max when every logit you pass is equal, and why?';
    good.per_phase.plan.question = 'Your plan divides by exp_sum once. Why is that O(n) and not O(n^2)?';
    good.per_phase.implement.question = 'What does len(xs) - 1 index when you pass a single logit?';
    const o = await submitAndReview(session, [json(good), json(good)]);
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toEqual([]);
    for (const phase of ['explore', 'plan', 'implement'] as const)
      expect(o.review.per_phase?.[phase]?.question).toBe(good.per_phase[phase].question);
  });
});
