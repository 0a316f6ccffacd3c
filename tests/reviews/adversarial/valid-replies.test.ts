import { expectShownReviewObeysRules, groundedReview, json, raw, submitAndReview, useAdversarialApp } from './harness';

/** Kind 6: valid replies in unusual wrappings are read on the first call (one billed call, no repair). */
const session = useAdversarialApp();

describe('valid replies are read without a repair call', () => {
  it('a whole-JSON reply whose string holds a fenced code block', async () => {
    const review = groundedReview();
    review.per_phase.implement.gap = 'The line\n```python\nlog_total = ...\n```\nrecomputes `row_max`; `log_softmax` could reuse it.';
    const o = await submitAndReview(session, [json(review)]);
    expect([o.billed, o.requests]).toEqual([1, 1]);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.implement?.gap).toContain('```python');
  });

  it('prose, then a fenced block whose JSON strings contain ``` fences', async () => {
    const review = groundedReview();
    review.summary = 'You planned the row_max shift before writing any code, and both functions follow it. Nothing in the notes shows a ```check``` of log_softmax on very negative inputs.';
    const o = await submitAndReview(session, [raw(`Here is the review.\n\n\`\`\`json\n${JSON.stringify(review, null, 2)}\n\`\`\`\n`)]);
    expect([o.billed, o.requests]).toEqual([1, 1]);
    expectShownReviewObeysRules(o);
    expect(o.review.summary).toContain('```check```');
  });

  it('a reply that starts with a <think> block full of braces and fences', async () => {
    const thinking = '<think>\nThe user wrote {"a": 1} and ```code```; I should praise? No.\n</think>\n';
    const o = await submitAndReview(session, [raw(thinking + JSON.stringify(groundedReview()))]);
    expect([o.billed, o.requests]).toEqual([1, 1]);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.plan?.strength).toContain('log_total');
  });

  it('phase keys written "Implement", " PLAN " and "Explore phase"', async () => {
    const review = groundedReview();
    const { explore, plan, implement } = review.per_phase;
    const o = await submitAndReview(session, [
      json({ ...review, per_phase: { 'Explore phase': explore, ' PLAN ': plan, Implement: implement } }),
    ]);
    expect([o.billed, o.requests]).toEqual([1, 1]);
    expectShownReviewObeysRules(o);
    expect(Object.keys(o.review.per_phase ?? {})).toEqual(['explore', 'plan', 'implement']);
    expect(o.review.per_phase?.implement?.strength).toContain('if not xs');
  });

  it('a sentence before and after a bare object with braces inside its strings', async () => {
    const review = groundedReview();
    review.per_phase.plan.question = 'How would you test `{"mixed": [-3, 4]}` logits against your plan?';
    const o = await submitAndReview(session, [raw(`Sure {not json}. ${JSON.stringify(review)} Hope this helps {}`)]);
    expect([o.billed, o.requests]).toEqual([1, 1]);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.plan?.question).toContain('{"mixed"');
  });

  it('evidence given as a bare string and line numbers copied from the prompt', async () => {
    const review = groundedReview();
    (review.per_phase.implement as Record<string, unknown>).strength_evidence = '  7|         raise ValueError("empty input")';
    const o = await submitAndReview(session, [json(review)]);
    expect([o.billed, o.requests]).toEqual([1, 1]);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.implement?.strength_evidence).toEqual({
      source: 'code',
      quote: 'raise ValueError("empty input")',
      line: 7,
      where: null,
    });
  });
});
