import { unwrap } from '../../support/test-app';
import { groundedReview, submitAndReview, useAdversarialApp } from './harness';

/**
 * Kind 9: the ledger never reads a silent $0 for a priced model. Rows are priced by the model the app asked
 * for (gpt-4o-mini: $0.15 in / $0.60 out per million), keep the name the server reported, and count tokens with
 * gpt-tokenizer (marked estimated) when the server sends no usage.
 */
const session = useAdversarialApp({ model: 'gpt-4o-mini' });
const content = JSON.stringify(groundedReview());
const rows = () => session.app.ctx.repos.spendLedger.recent(session.app.ctx.services.profiles.currentId(), 10);
const price = (tin: number, tout: number) => (tin * 0.15 + tout * 0.6) / 1_000_000;

describe('ledger honesty', () => {
  it('a server that reports another model name is still priced by the requested model', async () => {
    const o = await submitAndReview(session, [{ kind: 'content', content, model: 'acme-proxy/4o-mini-v2' }]);
    expect(o.billed).toBe(1);
    expect(rows()[0]).toMatchObject({
      model: 'gpt-4o-mini',
      reportedModel: 'acme-proxy/4o-mini-v2',
      tokensIn: 1200,
      tokensOut: 300,
      estimated: false,
    });
    expect(rows()[0]!.costUsd).toBeCloseTo(price(1200, 300), 12);
    expect(o.review.model).toBe('acme-proxy/4o-mini-v2');
  });

  it('no usage: tokens counted with the tokenizer, row marked estimated, cost above $0', async () => {
    const o = await submitAndReview(session, [{ kind: 'content', content, usage: null }]);
    expect(o.billed).toBe(1);
    const row = rows()[0]!;
    expect(row.estimated).toBe(true);
    // The prompt is several thousand characters and the reply about two thousand: both are real counts.
    expect(row.tokensIn).toBeGreaterThan(500);
    expect(row.tokensOut).toBeGreaterThan(200);
    expect(row.tokensOut).toBeLessThan(content.length);
    expect(row.costUsd).toBeCloseTo(price(row.tokensIn, row.tokensOut), 12);
    expect(row.costUsd).toBeGreaterThan(0);
  });

  it('usage that says 0 output tokens for a non-empty reply is treated as missing', async () => {
    await submitAndReview(session, [{ kind: 'content', content, usage: { prompt_tokens: 0, completion_tokens: 0 } }]);
    expect(rows()[0]).toMatchObject({ estimated: true });
    expect(rows()[0]!.costUsd).toBeGreaterThan(0);
  });

  it('a failed call is billed as a row with its outcome, no reported model and no tokens', async () => {
    const o = await submitAndReview(session, [{ kind: 'status', status: 401 }]);
    expect(o.review.status).toBe('failed');
    expect(o.billed).toBe(1);
    expect(rows()[0]).toMatchObject({ model: 'gpt-4o-mini', reportedModel: null, outcome: 'auth', tokensIn: 0, costUsd: 0, estimated: false });
  });

  it('the spend summary shows the reported model and the estimated flag', async () => {
    await submitAndReview(session, [{ kind: 'content', content, usage: null, model: 'gpt-4o-mini-2024-07-18' }]);
    const summary = unwrap(await session.app.router.invoke('spend:summary', {}));
    expect(summary.recent[0]).toMatchObject({ model: 'gpt-4o-mini', reported_model: 'gpt-4o-mini-2024-07-18', estimated: true });
  });
});
