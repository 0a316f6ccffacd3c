import { createTestApp, unwrap } from '../support/test-app';

describe('spend ledger repository', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  const entry = (tag: string, createdAt: string, costUsd: number) => ({
    tag,
    model: 'm',
    tokensIn: 100,
    tokensOut: 10,
    costUsd,
    outcome: 'ok',
    createdAt,
  });

  it('sums by period and tag, scoped to the user', async () => {
    const ledger = app.ctx.repos.spendLedger;
    const me = app.ctx.services.profiles.currentId();
    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Other' }));
    ledger.record(me, entry('review', '2026-11-01T23:59:59.000Z', 1));
    ledger.record(me, entry('review', '2026-11-02T00:00:00.000Z', 2));
    ledger.record(me, entry('writing_assist', '2026-11-02T08:00:00.000Z', 4));
    ledger.record(other.id, entry('review', '2026-11-02T08:00:00.000Z', 100));

    expect(ledger.totalsSince(me, '2026-11-02T00:00:00.000Z')).toEqual({
      costUsd: 6,
      calls: 2,
      tokensIn: 200,
      tokensOut: 20,
    });
    expect(ledger.totalsForTagSince(me, 'review', '2026-11-02T00:00:00.000Z').costUsd).toBe(2);
    expect(ledger.totalsSince(me, '2026-10-26T00:00:00.000Z').calls).toBe(3);
    expect(ledger.tagsSince(me, '2026-11-02T00:00:00.000Z')).toEqual(['review', 'writing_assist']);
    expect(ledger.recent(me, 2).map((r) => r.costUsd)).toEqual([4, 2]);
    expect(ledger.totalsSince('nobody', '2000-01-01T00:00:00.000Z')).toEqual({
      costUsd: 0,
      calls: 0,
      tokensIn: 0,
      tokensOut: 0,
    });
  });

  it('shows today and this week in the summary (UTC, weeks from Monday)', async () => {
    const me = app.ctx.services.profiles.currentId();
    // The test clock is Monday 2026-11-02 09:00 UTC.
    app.ctx.repos.spendLedger.record(me, entry('review', '2026-11-01T12:00:00.000Z', 1));
    app.ctx.repos.spendLedger.record(me, entry('review', '2026-11-02T08:00:00.000Z', 0.5));
    const summary = unwrap(await app.router.invoke('spend:summary', {}));
    expect(summary.today.cost_usd).toBe(0.5);
    expect(summary.week.cost_usd).toBe(0.5);
    expect(summary.day_resets_at).toBe('2026-11-03T00:00:00.000Z');
    expect(summary.week_resets_at).toBe('2026-11-09T00:00:00.000Z');
  });
});
