import { FixedClock } from '../../src/main/services/clock';
import { unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';
import { useModelServerApp } from '../support/model-server-app';
import { reviewReply } from '../support/model-server';
import { goodReview, insertAttempt } from '../reviews/fixtures';

/** Caps are checked before a call: over a cap the request is never sent and the user learns which cap and when it resets. */
const clock = new FixedClock(new Date('2026-11-04T15:00:00.000Z')); // a Wednesday
const session = useModelServerApp({ fallback: reviewReply(goodReview()), clock });

const call = async <T>(p: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>) =>
  unwrap(await p);
const noCaps = { daily_usd: null, weekly_usd: null };

describe('spend caps', () => {
  it('blocks a review over the daily overall cap without sending a request, naming the cap and its reset', async () => {
    await call(
      session.app.router.invoke('spend:set-caps', { caps: { overall: { daily_usd: 0, weekly_usd: null }, per_tag: {} } }),
    );
    const attemptId = insertAttempt(session.app);
    const review = await call(session.app.router.invoke('reviews:generate', { attempt_id: attemptId, voice_key: 'default' }));
    expect(review.status).toBe('failed');
    expect(review.failure_reason).toMatch(/daily overall spend cap of \$0\.00 is reached/);
    expect(review.failure_reason).toMatch(/resets at 00:00 UTC on Thu 5 Nov/);
    expect(review.failure_reason).toMatch(/No request was sent/);
    expect(session.server.requests).toHaveLength(0);
    expect((await call(session.app.router.invoke('spend:summary', {}))).recent).toHaveLength(0);

    // Raising the cap and retrying goes through.
    await call(session.app.router.invoke('spend:set-caps', { caps: { overall: noCaps, per_tag: {} } }));
    expect((await call(session.app.router.invoke('reviews:retry', { review_id: review.id }))).status).toBe('ready');
    expect(session.server.chatRequests()).toHaveLength(1);
  });

  it('blocks by a weekly per-tag cap once priced calls have used it up, and resets next Monday', async () => {
    // $1 per million tokens in and out: each scripted call (1200 in + 300 out) costs $0.0015.
    await call(
      session.app.router.invoke('spend:set-prices', {
        prices: [{ model: 'test-model', input_per_mtok: 1, output_per_mtok: 1 }],
      }),
    );
    await call(
      session.app.router.invoke('spend:set-caps', {
        // Room for one review (worst case about $0.004: the prompt plus 2000 output tokens), not two.
        caps: { overall: noCaps, per_tag: { review: { daily_usd: null, weekly_usd: 0.0045 } } },
      }),
    );
    const first = await call(
      session.app.router.invoke('reviews:generate', { attempt_id: insertAttempt(session.app), voice_key: 'default' }),
    );
    expect(first.status).toBe('ready');
    const summary = await call(session.app.router.invoke('spend:summary', {}));
    expect(summary.week.cost_usd).toBeCloseTo(0.0015, 6);
    expect(summary.recent[0]).toMatchObject({
      tag: 'review',
      model: 'test-model',
      tokens_in: 1200,
      tokens_out: 300,
      outcome: 'ok',
    });

    const second = await call(
      session.app.router.invoke('reviews:generate', { attempt_id: insertAttempt(session.app), voice_key: 'default' }),
    );
    expect(second.status).toBe('failed');
    expect(second.failure_reason).toMatch(
      /weekly "review" spend cap of \$0\.0045 would be exceeded \(\$0\.0015 spent, this call could cost up to \$0\.00\d\d\)/,
    );
    expect(second.failure_reason).toMatch(/00:00 UTC on Mon 9 Nov/);
    expect(session.server.chatRequests()).toHaveLength(1);

    // A writing-assist cap does not touch reviews: only the tag's own and the overall caps apply.
    await call(
      session.app.router.invoke('spend:set-caps', {
        caps: { overall: noCaps, per_tag: { writing_assist: { daily_usd: 0, weekly_usd: 0 } } },
      }),
    );
    expect((await call(session.app.router.invoke('reviews:retry', { review_id: second.id }))).status).toBe('ready');
  });

  it('counts a call against the cap before it is made, using the worst-case estimate', async () => {
    await call(
      session.app.router.invoke('spend:set-prices', {
        prices: [{ model: 'test-model', input_per_mtok: 1000, output_per_mtok: 1000 }],
      }),
    );
    // 1500 output tokens at $1000/M alone is $1.50: over a $1 daily cap before anything was spent.
    await call(
      session.app.router.invoke('spend:set-caps', { caps: { overall: { daily_usd: 1, weekly_usd: null }, per_tag: {} } }),
    );
    const review = await call(
      session.app.router.invoke('reviews:generate', { attempt_id: insertAttempt(session.app), voice_key: 'default' }),
    );
    expect(review.failure_reason).toMatch(
      /cap of \$1\.00 would be exceeded \(\$0\.00 spent, this call could cost up to \$\d+\.\d\d\)/,
    );
    expect(session.server.requests).toHaveLength(0);
  });

  it('records failed calls in the ledger with their outcome', async () => {
    session.server.setFallback({ kind: 'status', status: 500 });
    await call(
      session.app.router.invoke('reviews:generate', { attempt_id: insertAttempt(session.app), voice_key: 'default' }),
    );
    const summary = await call(session.app.router.invoke('spend:summary', {}));
    expect(summary.recent.map((r) => [r.tag, r.outcome])).toEqual([['review', 'server_error']]);
  });

  it('validates caps and prices with messages that say what to fix', async () => {
    const bad = await session.app.router.invoke('spend:set-caps', {
      caps: { overall: { daily_usd: -1, weekly_usd: null }, per_tag: {} },
    });
    expect(expectFailure(bad).message).toMatch(/cannot be negative/);
    const badTag = await session.app.router.invoke('spend:set-caps', {
      caps: { overall: noCaps, per_tag: { 'Bad Tag': noCaps } },
    });
    expect(badTag.ok).toBe(false);
    const badPrice = await session.app.router.invoke('spend:set-prices', {
      prices: [{ model: '', input_per_mtok: 1, output_per_mtok: 1 }],
    });
    expect(expectFailure(badPrice).message).toMatch(/Name the model/);
  });

  it('lists bundled prices under user overrides and shows both tags before any call', async () => {
    const before = await call(session.app.router.invoke('spend:summary', {}));
    expect(before.known_tags).toEqual(expect.arrayContaining(['review', 'writing_assist', 'generated_content']));
    expect(before.prices.find((p) => p.model === 'gpt-4o-mini')).toMatchObject({
      input_per_mtok: 0.15,
      source: 'content',
    });
    const after = await call(
      session.app.router.invoke('spend:set-prices', {
        prices: [{ model: 'gpt-4o-mini', input_per_mtok: 0.2, output_per_mtok: 0.6 }],
      }),
    );
    expect(after.prices.find((p) => p.model === 'gpt-4o-mini')).toMatchObject({
      input_per_mtok: 0.2,
      source: 'override',
    });
    expect(after.prices.filter((p) => p.model === 'gpt-4o-mini')).toHaveLength(1);
  });
});
