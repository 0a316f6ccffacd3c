import { expectShownReviewObeysRules, groundedReview, json, removedPoints, submitAndReview, useAdversarialApp } from './harness';

/** Kind 3: questions that break rule 4 are removed (after one repair), and the card says why. */
const session = useAdversarialApp();

async function withQuestion(phase: 'explore' | 'plan' | 'implement', question: string) {
  const bad = groundedReview();
  bad.per_phase[phase].question = question;
  const o = await submitAndReview(session, [json(bad), json(bad)]);
  expect(o.billed).toBe(2);
  expectShownReviewObeysRules(o);
  expect(o.review.per_phase?.[phase]?.question).toBe('');
  return removedPoints(o.review);
}

describe('rule-4 breaks are removed', () => {
  it('self-answering after a dash', async () => {
    expect(await withQuestion('plan', 'Why shift by row_max — so `exp` never overflows?')).toContain('plan.question: it answers itself after a dash');
  });

  it('self-answering in parentheses and after "which is"', async () => {
    expect(await withQuestion('explore', 'What should softmax return for one logit (exactly 1.0)?')).toContain(
      'explore.question: it hints at the answer in parentheses',
    );
    expect(await withQuestion('plan', 'What is missing from your plan, which is the empty-list check?')).toContainEqual(
      expect.stringMatching(/^plan\.question: it answers itself/),
    );
  });

  it('a yes/no question with a wh-word later', async () => {
    expect(await withQuestion('implement', 'Did you consider which inputs make `exp` overflow?')).toContainEqual(
      expect.stringMatching(/^implement\.question: it is a yes\/no question/),
    );
  });

  it('a rhetorical question', async () => {
    expect(await withQuestion('explore', "Isn't it clear that 1000 overflows `exp`?")).toContainEqual(
      expect.stringMatching(/^explore\.question: it is rhetorical/),
    );
  });

  it('a question addressed to someone else', async () => {
    expect(await withQuestion('plan', 'How would a reviewer check that your outputs sum to one?')).toContainEqual(
      expect.stringMatching(/^plan\.question: it is addressed to someone else/),
    );
  });

  it('the same question repeated across phases keeps only the first', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.question = 'How would you convince yourself the outputs sum to one for mixed-sign logits?';
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.plan?.question).toContain('sum to one');
    expect(removedPoints(o.review)).toEqual(['implement.question: it repeats the plan question']);
  });
});
