import { FixedClock } from '../../src/main/services/clock';
import { createSpendService } from '../../src/main/services/spend/spend-service';
import type { ModelPrice, SpendCaps } from '../../src/shared/domain/spend';
import { createTestApp } from '../support/test-app';

/**
 * The spend service on its own (real ledger and settings repositories, a bundled price table of our choosing):
 * which spend each cap is compared with, where the boundary lies, what is stored for the user and how the
 * summary is ordered.
 */
const WEDNESDAY = new Date('2026-11-04T15:00:00.000Z'); // the week began Monday 2 Nov
const BUNDLED: ModelPrice[] = [
  { model: 'zeta-model', input_per_mtok: 1, output_per_mtok: 2 },
  { model: 'alpha-model', input_per_mtok: 3, output_per_mtok: 4 },
];

let app: ReturnType<typeof createTestApp>;
let clock: FixedClock;
let me: string;
let spend: ReturnType<typeof createSpendService>;

beforeEach(() => {
  clock = new FixedClock(WEDNESDAY);
  app = createTestApp({ clock });
  me = app.ctx.services.profiles.currentId();
  spend = createSpendService({
    ledger: app.ctx.repos.spendLedger,
    settings: app.ctx.repos.userSettings,
    clock,
    contentPrices: BUNDLED,
  });
});
afterEach(() => app.close());

const spent = (tag: string, createdAt: string, costUsd: number) =>
  app.ctx.repos.spendLedger.record(me, {
    tag,
    model: 'm',
    tokensIn: 1,
    tokensOut: 1,
    costUsd,
    outcome: 'ok',
    createdAt,
  });
const caps = (overall: SpendCaps['overall'], per_tag: SpendCaps['per_tag'] = {}): SpendCaps => ({ overall, per_tag });
const blocked = (tag: string, estimateUsd: number): string => {
  try {
    spend.assertWithinCaps(me, tag, estimateUsd);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the call to be blocked');
};

describe('spend caps: which period each cap counts', () => {
  it('a daily cap counts only today: spend earlier this week does not use it up', () => {
    spent('review', '2026-11-02T10:00:00.000Z', 5); // Monday
    spend.setCaps(me, caps({ daily_usd: 1, weekly_usd: null }));
    expect(() => spend.assertWithinCaps(me, 'review', 0.5)).not.toThrow();
  });

  it('a weekly cap counts every day since Monday, even with nothing spent today', () => {
    spent('review', '2026-11-02T10:00:00.000Z', 5); // Monday
    spend.setCaps(me, caps({ daily_usd: null, weekly_usd: 5 }));
    expect(blocked('review', 0)).toMatch(/^The weekly overall spend cap of \$5\.00 is reached \(\$5\.00 spent\)/);
  });

  it("a tag's daily cap counts only today's calls with that tag", () => {
    spent('review', '2026-11-03T10:00:00.000Z', 2); // Tuesday
    spent('review', '2026-11-04T10:00:00.000Z', 0.25);
    spent('writing_assist', '2026-11-04T10:00:00.000Z', 9);
    spend.setCaps(me, caps({ daily_usd: null, weekly_usd: null }, { review: { daily_usd: 0.5, weekly_usd: null } }));
    expect(() => spend.assertWithinCaps(me, 'review', 0.25)).not.toThrow();
    expect(blocked('review', 0.3)).toMatch(
      /^The daily "review" spend cap of \$0\.5000 would be exceeded \(\$0\.2500 spent, this call could cost up to \$0\.3000\)/,
    );
  });
});

describe('spend caps: the boundary', () => {
  it('a call that would bring spend exactly to the cap is allowed', () => {
    spent('review', '2026-11-04T10:00:00.000Z', 0.5);
    spend.setCaps(me, caps({ daily_usd: 1, weekly_usd: null }));
    expect(() => spend.assertWithinCaps(me, 'review', 0.5)).not.toThrow();
    expect(blocked('review', 0.75)).toMatch(/would be exceeded/);
  });

  it('without an estimate the message names only what was spent, and when the cap resets', () => {
    spent('review', '2026-11-04T10:00:00.000Z', 1);
    spend.setCaps(me, caps({ daily_usd: 1, weekly_usd: null }));
    expect(blocked('review', 0)).toBe(
      'The daily overall spend cap of $1.00 is reached ($1.00 spent). No request was sent. ' +
        'The cap resets at 00:00 UTC on Thu 5 Nov; to continue now, raise it in Settings → Spend.',
    );
  });
});

describe('spend: what a call records', () => {
  it('keeps the model the server reported and whether the tokens were estimated', () => {
    const row = spend.record(me, {
      tag: 'review',
      model: 'alpha-model',
      reportedModel: 'alpha-model-2026-01-01',
      tokensIn: 1_000_000,
      tokensOut: 0,
      estimated: true,
      outcome: 'ok',
    });
    expect(row).toMatchObject({ reportedModel: 'alpha-model-2026-01-01', estimated: true, costUsd: 3 });
    expect(spend.summary(me).recent[0]).toMatchObject({ reported_model: 'alpha-model-2026-01-01', estimated: true });
  });

  it('a call without those fields records no reported model and counted (not estimated) tokens', () => {
    const row = spend.record(me, { tag: 'review', model: 'x', tokensIn: 1, tokensOut: 1, outcome: 'server_error' });
    expect(row).toMatchObject({ reportedModel: null, estimated: false, createdAt: WEDNESDAY.toISOString() });
    expect(spend.summary(me).recent[0]).toMatchObject({ reported_model: null, estimated: false });
  });
});

describe('spend: stored settings', () => {
  // The stored names are a contract: migration 0070 rewrites the values under these keys, and existing users'
  // settings hold them.
  it('keeps caps under the "spendCaps" preference and reads them back from it', () => {
    const mine = caps({ daily_usd: 2, weekly_usd: null }, { review: { daily_usd: null, weekly_usd: 3 } });
    spend.setCaps(me, mine);
    expect(app.ctx.repos.userSettings.getPreference(me, 'spendCaps')).toEqual(mine);
    app.ctx.repos.userSettings.setPreference(me, 'spendCaps', caps({ daily_usd: 7, weekly_usd: 8 }), clock.now());
    expect(spend.caps(me).overall).toEqual({ daily_usd: 7, weekly_usd: 8 });
  });

  it('keeps price overrides under the "modelPrices" preference and reads them back from it', () => {
    spend.setPrices(me, [{ model: 'own-model', input_per_mtok: 5, output_per_mtok: 6 }]);
    expect(app.ctx.repos.userSettings.getPreference(me, 'modelPrices')).toEqual([
      { model: 'own-model', input_per_mtok: 5, output_per_mtok: 6 },
    ]);
    app.ctx.repos.userSettings.setPreference(
      me,
      'modelPrices',
      [{ model: 'stored-model', input_per_mtok: 9, output_per_mtok: 9 }],
      clock.now(),
    );
    expect(spend.priceOf(me, 'stored-model')).toEqual({ model: 'stored-model', input_per_mtok: 9, output_per_mtok: 9 });
  });

  it('stores only prices that differ from the bundled table, so a later content update still reaches the user', () => {
    spend.setPrices(me, [
      { model: 'alpha-model', input_per_mtok: 3, output_per_mtok: 4 }, // same as bundled
      { model: 'zeta-model', input_per_mtok: 1, output_per_mtok: 2.5 }, // only the output price differs
      { model: 'new-model', input_per_mtok: 1, output_per_mtok: 2 }, // same numbers as zeta, another name
    ]);
    expect(app.ctx.repos.userSettings.getPreference(me, 'modelPrices')).toEqual([
      { model: 'zeta-model', input_per_mtok: 1, output_per_mtok: 2.5 },
      { model: 'new-model', input_per_mtok: 1, output_per_mtok: 2 },
    ]);
  });

  it('a price that differs only in its input is stored too; setting the bundled numbers again clears it', () => {
    spend.setPrices(me, [{ model: 'alpha-model', input_per_mtok: 3.5, output_per_mtok: 4 }]);
    expect(spend.priceOf(me, 'alpha-model')).toEqual({ model: 'alpha-model', input_per_mtok: 3.5, output_per_mtok: 4 });
    spend.setPrices(me, [{ model: 'alpha-model', input_per_mtok: 3, output_per_mtok: 4 }]);
    expect(app.ctx.repos.userSettings.getPreference(me, 'modelPrices')).toBeUndefined();
  });
});

describe('spend summary ordering', () => {
  it('lists tags alphabetically, in the per-tag totals and in the caps editor', () => {
    spent('alpha_tag', '2026-11-03T10:00:00.000Z', 1);
    const summary = spend.setCaps(
      me,
      caps({ daily_usd: null, weekly_usd: null }, { zz_tag: { daily_usd: 1, weekly_usd: null } }),
    );
    const expected = ['alpha_tag', 'generated_content', 'review', 'writing_assist', 'zz_tag'];
    expect(summary.known_tags).toEqual(expected);
    expect(summary.by_tag.map((t) => t.tag)).toEqual(expected);
    expect(summary.by_tag[0]).toMatchObject({
      tag: 'alpha_tag',
      today: { cost_usd: 0 },
      week: { cost_usd: 1, calls: 1 },
    });
  });

  it("lists prices by model name, marking which are the user's own", () => {
    const summary = spend.setPrices(me, [{ model: 'middle-model', input_per_mtok: 1, output_per_mtok: 1 }]);
    expect(summary.prices).toEqual([
      { model: 'alpha-model', input_per_mtok: 3, output_per_mtok: 4, source: 'content' },
      { model: 'middle-model', input_per_mtok: 1, output_per_mtok: 1, source: 'override' },
      { model: 'zeta-model', input_per_mtok: 1, output_per_mtok: 2, source: 'content' },
    ]);
  });
});
