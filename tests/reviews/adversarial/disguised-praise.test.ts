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
 * Generic praise in disguise: praise in another language around a code name, praise whose only specific words
 * come from the starter file, vague gaps that carry one of the user's names, and a "gap" that is praise while
 * tests fail. Each hostile reply is removed with its reason; a well-behaved reply of the same shape is kept whole.
 */
const session = useAdversarialApp();

async function strengthOutcome(text: string, quote: string, line: number) {
  const review = groundedReview();
  review.per_phase.implement.strength = text;
  review.per_phase.implement.strength_evidence = fromCode(quote, line);
  const o = await submitAndReview(session, [json(review), json(review)]);
  expectShownReviewObeysRules(o);
  return o;
}

describe('praise in other languages', () => {
  it.each([
    ['Très bien fait avec `softmax`.', 'it names nothing specific from your notes or the code you wrote'],
    ['Muy bien `row_max`.', 'it is praise around a code name and says nothing about what you did'],
    ['Sehr gut gemacht mit `row_max`!', 'it is praise around a code name and says nothing about what you did'],
  ])('%s is removed', async (text, reason) => {
    const o = await strengthOutcome(text, 'row_max = max(xs)', 8);
    expect(o.review.per_phase?.implement?.strength).toBe('');
    expect(removedPoints(o.review)).toContain(`implement.strength: ${reason}`);
  });

  it('the same praise with what the user did is kept whole', async () => {
    const text = 'Très bien: you subtract `row_max` before `math.exp`, so logits of 1000 stay finite.';
    const o = await strengthOutcome(text, 'exps = [math.exp(x - row_max) for x in xs]', 9);
    expect(o.billed).toBe(1);
    expect(o.review.per_phase?.implement?.strength).toBe(text);
    expect(removedPoints(o.review)).toEqual([]);
  });
});

describe('praise whose only specific words come from the starter', () => {
  it('is removed, naming the starter words', async () => {
    const o = await strengthOutcome(
      'Excellent: `softmax` returns the softmax of a list of floats, computed without taking the log of a possibly-zero probability.',
      'row_max = max(xs)',
      8,
    );
    expect(removedPoints(o.review)).toContain(
      'implement.strength: it is praise whose only specific words (softmax, returns, log) were already in the starter file',
    );
  });

  it('praise naming what the user added is kept whole', async () => {
    const text = 'Excellent: `softmax` subtracts `row_max` before exponentiating, so logits of 1000 stay finite.';
    const o = await strengthOutcome(text, 'row_max = max(xs)', 8);
    expect(o.review.per_phase?.implement?.strength).toBe(text);
    expect(removedPoints(o.review)).toEqual([]);
  });
});

describe('vague gaps', () => {
  it.each(['The `row_max` part could be revisited.', 'Consider refining `exp_sum`.', 'The `log_total` line might be improved.'])(
    '%s is removed',
    async (text) => {
      const review = groundedReview();
      review.per_phase.implement.gap = text;
      review.per_phase.implement.gap_evidence = fromCode('row_max = max(xs)', 8);
      const o = await submitAndReview(session, [json(review), json(review)]);
      expectShownReviewObeysRules(o);
      expect(removedPoints(o.review)).toContainEqual(expect.stringMatching(/^implement\.gap: it says only that something ".+", not what is wrong or why$/));
    },
  );

  it('the same verb with what and why is kept whole', async () => {
    const text = '`log_softmax` could be revisited to reuse `row_max` from `softmax` instead of recomputing the max.';
    const review = groundedReview();
    review.per_phase.implement.gap = text;
    review.per_phase.implement.gap_evidence = fromCode('row_max = max(xs)', 18);
    const o = await submitAndReview(session, [json(review)]);
    expect(o.billed).toBe(1);
    expect(o.review.per_phase?.implement?.gap).toBe(text);
  });
});

describe('a "gap" that is praise', () => {
  const review = groundedReview();
  review.per_phase.implement.gap = 'Nothing to fix here: `total_mass` looks correct.';
  review.per_phase.implement.gap_evidence = fromCode('total_mass = sum(exps)', 7);

  it('is removed when tests fail', async () => {
    const o = await submitAndReview(session, [json(review), json(review)], { code: FAILING_CODE });
    expectShownReviewObeysRules(o);
    expect(o.passed).toBe(false);
    expect(removedPoints(o.review)).toContainEqual(
      expect.stringMatching(/^implement\.gap: it says nothing needs fixing, but the run shows \d+ of \d+ tests passed$/),
    );
  });

  it('is kept when every test passed', async () => {
    const passing = groundedReview();
    passing.per_phase.implement.gap = 'Nothing to fix here: `exp_sum` looks correct.';
    passing.per_phase.implement.gap_evidence = fromCode('exp_sum = sum(exps)', 10);
    const o = await submitAndReview(session, [json(passing)]);
    expect(o.passed).toBe(true);
    expect(o.review.per_phase?.implement?.gap).toBe('Nothing to fix here: `exp_sum` looks correct.');
  });
});
