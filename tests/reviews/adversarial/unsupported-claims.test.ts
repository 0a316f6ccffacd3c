import {
  FAILING_CODE,
  expectShownReviewObeysRules,
  fromCode,
  fromNotes,
  groundedReview,
  json,
  removedPoints,
  submitAndReview,
  useAdversarialApp,
} from './harness';

/**
 * Credit or blame the quote does not support: the quote is the user's own line, so grounding passes, but the
 * line does not contain what the strength credits, or the code has what the gap calls missing.
 */
const session = useAdversarialApp();

describe('a strength must be supported by its quote', () => {
  it('credit for an early-return guard, quoting an unrelated line, is removed', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.strength = 'You guard against overflow with an early return when `xs` is empty.';
    bad.per_phase.implement.strength_evidence = fromCode('exp_sum = sum(exps)', 9);
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.implement?.strength).toBe('');
    expect(removedPoints(o.review)).toContain(
      'implement.strength: it credits `xs`, an early return, a guard, which its quote "exp_sum = sum(exps)" does not contain',
    );
    expect(o.prompts[1]).toContain('which its quote "exp_sum = sum(exps)" does not contain');
  });

  it('credit for `max(xs)` quoting the sum line is removed; the same credit quoting the max line is kept whole', async () => {
    const text = 'You used `max(xs)` to shift the logits so exp cannot overflow.';
    const bad = groundedReview();
    bad.per_phase.implement.strength = text;
    bad.per_phase.implement.strength_evidence = fromCode('exp_sum = sum(exps)', 9);
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(removedPoints(o.review)).toContain(
      'implement.strength: it credits `max(xs)`, which its quote "exp_sum = sum(exps)" does not contain',
    );

    const good = groundedReview();
    good.per_phase.implement.strength = text;
    good.per_phase.implement.strength_evidence = fromCode('row_max = max(xs)', 8);
    const kept = await submitAndReview(session, [json(good)]);
    expect(kept.billed).toBe(1);
    expectShownReviewObeysRules(kept);
    expect(kept.review.per_phase?.implement?.strength).toBe(text);
    expect(removedPoints(kept.review)).toEqual([]);
  });
});

describe('a gap must not call missing what the code has', () => {
  const gap = 'The code has no guard for empty input, so `softmax([])` divides by zero.';

  it('"no guard" on code with the `if not xs` guard is removed', async () => {
    const bad = groundedReview();
    bad.per_phase.explore.gap = gap;
    bad.per_phase.explore.gap_evidence = fromNotes('Empty input must raise ValueError.');
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.explore?.gap).toBe('');
    expect(removedPoints(o.review)).toContain('explore.gap: it says a guard is missing, but your code has it');
  });

  it('the same gap on code without any guard is kept whole', async () => {
    const review = groundedReview();
    review.per_phase.explore.gap = gap;
    review.per_phase.explore.gap_evidence = fromNotes('Empty input must raise ValueError.');
    const o = await submitAndReview(session, [json(review), json(review)], { code: FAILING_CODE });
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.explore?.gap).toBe(gap);
  });

  it('"does not subtract `row_max`" on code that subtracts it is removed; on code without it, kept', async () => {
    const text = '`log_softmax` does not subtract `row_max` before calling exp, so large logits overflow.';
    const review = groundedReview();
    review.per_phase.plan.gap = text;
    review.per_phase.plan.gap_evidence = fromNotes('log_softmax uses x - row_max - log_total');
    const o = await submitAndReview(session, [json(review), json(review)]);
    expect(removedPoints(o.review)).toContain('plan.gap: it says `row_max` is missing, but your code has it');
    const kept = await submitAndReview(session, [json(review), json(review)], { code: FAILING_CODE });
    expect(kept.review.per_phase?.plan?.gap).toBe(text);
  });
});

describe('a gap about what the learner did not say is about the notes, not the code', () => {
  it('"You did not say whether `log_softmax` must raise" is kept although the code has `log_softmax`', async () => {
    const text = 'You did not say whether `log_softmax` must also raise ValueError on empty input, though your code does.';
    const review = groundedReview();
    review.per_phase.explore.gap = text;
    review.per_phase.explore.gap_evidence = fromNotes('Empty input must raise ValueError.');
    const o = await submitAndReview(session, [json(review)]);
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.explore?.gap).toBe(text);
    expect(removedPoints(o.review)).toEqual([]);
  });

  it('"never mentions" and "no mention of" are about the notes; "never calls `max`" is about the code', async () => {
    for (const text of [
      'Your notes never mention `row_max` as the overflow guard for large logits.',
      'There is no mention of `row_max` in your notes on how large logits overflow.',
    ]) {
      const review = groundedReview();
      review.per_phase.explore.gap = text;
      review.per_phase.explore.gap_evidence = fromNotes('Empty input must raise ValueError.');
      const o = await submitAndReview(session, [json(review)]);
      expect(o.review.per_phase?.explore?.gap).toBe(text);
    }
    const blame = groundedReview();
    blame.per_phase.plan.gap = 'The code never subtracts `row_max` before exp, so large logits overflow.';
    blame.per_phase.plan.gap_evidence = fromNotes('log_softmax uses x - row_max - log_total');
    const o = await submitAndReview(session, [json(blame), json(blame)]);
    expect(removedPoints(o.review)).toContain('plan.gap: it says `row_max` is missing, but your code has it');
  });
});
