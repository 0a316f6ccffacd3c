import { expectShownReviewObeysRules, groundedReview, json, raw, submitAndReview, useAdversarialApp } from './harness';

/**
 * Kind 7: size limits. A reply is read up to 64 KB, every stored field is at most 600 characters (cut at a word
 * boundary and marked), and a repair request quotes at most a bounded slice of the bad reply.
 */
const session = useAdversarialApp();
const CUT = ' … [cut]';

describe('nothing huge is stored, shown or sent back', () => {
  it('a 1 MB field makes the reply unreadable within 64 KB: one bounded repair, then the repaired review', async () => {
    const huge = groundedReview();
    huge.per_phase.plan.gap = `exp_sum ${'very '.repeat(200_000)}long`;
    const o = await submitAndReview(session, [json(huge), json(groundedReview())]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    const repair = session.server.chatRequests().at(-1)!;
    const repairSize = JSON.stringify(repair).length;
    // The original prompt plus at most a 4000-character slice of the bad reply and the list of problems.
    expect(repairSize).toBeLessThan(JSON.stringify(session.server.chatRequests().at(-2)!).length + 8000);
    expect(repair.messages.at(-1)!.content).toContain('longer than 64 KB');
  });

  it('a 20 KB strength inside a valid reply is stored cut to 600 characters and marked', async () => {
    const long = groundedReview();
    long.per_phase.implement.strength = `The guard \`if not xs\` raises ValueError before \`max(xs)\` can fail, ${'and again '.repeat(2000)}`;
    const o = await submitAndReview(session, [json(long)]);
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    const strength = o.review.per_phase?.implement?.strength ?? '';
    expect(strength.length).toBeLessThanOrEqual(600);
    expect(strength.endsWith(CUT)).toBe(true);
    // Cut between words: the kept text ends with a whole word of the original.
    expect(strength.slice(0, -CUT.length)).toMatch(/ (and|again)$/);
  });

  it('a 5 KB summary is cut, and then needs to be 2-3 sentences like any other', async () => {
    const long = groundedReview({ summary: `You planned the row_max shift before coding. ${'It follows the plan. '.repeat(250)}` });
    const o = await submitAndReview(session, [json(long), json(long)]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(o.review.summary).toMatch(/The reviewer's own summary was removed because it has \d+ sentences; it must have 2 or 3/);
  });

  it('a 2 MB reply of prose (no JSON) fails clearly after one bounded repair and keeps the attempt', async () => {
    const junk = raw('lorem ipsum '.repeat(180_000));
    const o = await submitAndReview(session, [junk, junk]);
    expect(o.billed).toBe(2);
    expect(o.review.status).toBe('failed');
    expect(o.review.failure_reason).toContain('could not be read as a review');
    const repair = session.server.chatRequests().at(-1)!;
    expect(repair.messages.find((m) => m.role === 'assistant')!.content.length).toBeLessThan(4200);
    expect(session.app.ctx.repos.attempts.get(session.app.ctx.services.profiles.currentId(), o.attemptId)).toBeDefined();
  });

  it('a long evidence quote is capped at 300 characters on the card', async () => {
    const review = groundedReview();
    review.per_phase.implement.gap_evidence = {
      source: 'code',
      quote: `log_total = math.log(sum(math.exp(x - row_max) for x in xs)) ${'#'.repeat(2000)}`,
      line: 19,
    };
    const o = await submitAndReview(session, [json(review), json(review)]);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.implement?.gap).toBe('');
    expect(o.review.per_phase?.implement?.removed?.[0]?.reason.length ?? 0).toBeLessThan(300);
  });
});
