import { unwrap } from '../../support/test-app';
import type { ScriptedReply } from '../../support/model-server';
import {
  expectShownReviewObeysRules,
  fromCode,
  groundedReview,
  removedPoints,
  submitAndReview,
  useAdversarialApp,
} from './harness';

/**
 * Kind 11: when a cap blocks the repair call, the usable part of the first reply is kept, the removed points say
 * why, and a notice names the cap. gpt-4o-mini is priced, so the first call's cost counts against the cap:
 * with a $0.003 cap the first call fits (worst case about $0.0015) and the repair no longer does.
 */
const session = useAdversarialApp({ model: 'gpt-4o-mini' });
const USAGE = { prompt_tokens: 5000, completion_tokens: 2000 }; // $0.00195

const reply = (value: unknown): ScriptedReply => ({ kind: 'content', content: JSON.stringify(value), usage: USAGE });

async function setCaps(caps: { overall?: [number | null, number | null]; review?: [number | null, number | null] }) {
  const pair = (p?: [number | null, number | null]) => ({ daily_usd: p?.[0] ?? null, weekly_usd: p?.[1] ?? null });
  unwrap(
    await session.app.router.invoke('spend:set-caps', {
      caps: { overall: pair(caps.overall), per_tag: caps.review ? { review: pair(caps.review) } : {} },
    }),
  );
}

const oneBadPoint = () => {
  const r = groundedReview();
  r.per_phase.implement.gap_evidence = fromCode('this line is not in the code');
  return r;
};

describe('a cap that blocks the repair keeps the valid part of the first reply', () => {
  it('daily overall cap: the bad point is removed, the rest shown, the notice names the cap', async () => {
    await setCaps({ overall: [0.003, null] });
    const o = await submitAndReview(session, [reply(oneBadPoint())]);
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.implement?.strength).toContain('if not xs');
    expect(removedPoints(o.review)).toEqual([
      'implement.gap: its quote "this line is not in the code" does not occur in your notes or in code you wrote',
    ]);
    expect(o.review.notices).toContainEqual(expect.stringMatching(/^The repair request was not sent.*The daily overall spend cap of \$0\.0030 would be exceeded/));
  });

  it('weekly overall cap', async () => {
    await setCaps({ overall: [null, 0.003] });
    const o = await submitAndReview(session, [reply(oneBadPoint())]);
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(o.review.notices).toContainEqual(expect.stringContaining('The weekly overall spend cap'));
  });

  it('the review tag’s own daily cap', async () => {
    await setCaps({ overall: [null, null], review: [0.003, null] });
    const o = await submitAndReview(session, [reply(oneBadPoint())]);
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(o.review.notices).toContainEqual(expect.stringContaining('The daily "review" spend cap'));
  });

  it('an unreadable first reply and a blocked repair: a failed review that names the cap, attempt kept', async () => {
    await setCaps({ overall: [0.003, null] });
    const o = await submitAndReview(session, [{ kind: 'content', content: 'Here is my review: {"summary": ', usage: USAGE }]);
    expect(o.billed).toBe(1);
    expect(o.review.status).toBe('failed');
    expect(o.review.failure_reason).toContain('The daily overall spend cap of $0.0030 would be exceeded');
    expect(session.app.ctx.repos.attempts.get(session.app.ctx.services.profiles.currentId(), o.attemptId)).toBeDefined();
  });

  it('a first reply that needs no repair is shown without a notice under the same cap', async () => {
    await setCaps({ overall: [0.003, null] });
    const o = await submitAndReview(session, [reply(groundedReview())]);
    expect(o.billed).toBe(1);
    expectShownReviewObeysRules(o);
    expect(o.review.notices ?? []).toEqual([]);
  });

  it('without a cap in the way the repair is sent and billed as usual', async () => {
    await setCaps({ overall: [1, 5] });
    const o = await submitAndReview(session, [reply(oneBadPoint()), reply(groundedReview())]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toEqual([]);
    expect(o.review.notices ?? []).toEqual([]);
  });
});

