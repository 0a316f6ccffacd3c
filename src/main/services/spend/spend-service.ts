import { limitExceeded } from '@shared/errors';
import {
  SpendCapsSchema,
  ModelPriceSchema,
  type CapPair,
  type ModelPrice,
  type SpendCaps,
  type SpendSummary,
  type SpendTotals,
  type LedgerEntry,
} from '@shared/domain/spend';
import type { LedgerRow, LedgerTotals, SpendLedgerRepository } from '../../db/repositories/spend-ledger';
import type { UserSettingsRepository } from '../../db/repositories/user-settings';
import type { Clock } from '../clock';
import { costUsd, findPrice } from './prices';
import { describeReset, nextUtcDay, nextUtcWeek, startOfUtcDay, startOfUtcWeek } from './periods';

/** Tags the app uses today; others appear once they have a call. */
export const KNOWN_TAGS = ['review', 'writing_assist', 'generated_content'] as const;

/**
 * Until the user sets their own, a small overall cap protects against a runaway loop against a paid API.
 * Local models are priced at 0 and never hit it.
 */
export const DEFAULT_CAPS: SpendCaps = { overall: { daily_usd: 1, weekly_usd: 5 }, per_tag: {} };

const CAPS_KEY = 'spendCaps';
const PRICES_KEY = 'modelPrices';

export type SpendService = ReturnType<typeof createSpendService>;

/** The ledger's rows in the wire's words (SpendTotals and LedgerEntry are snake_case like every channel). */
const wireTotals = (t: LedgerTotals): SpendTotals => ({
  cost_usd: t.costUsd,
  calls: t.calls,
  tokens_in: t.tokensIn,
  tokens_out: t.tokensOut,
});
const wireEntry = (r: LedgerRow): LedgerEntry => ({
  id: r.id,
  tag: r.tag,
  model: r.model,
  reported_model: r.reportedModel,
  tokens_in: r.tokensIn,
  tokens_out: r.tokensOut,
  estimated: r.estimated,
  cost_usd: r.costUsd,
  outcome: r.outcome,
  created_at: r.createdAt,
});

const money = (usd: number): string => `$${usd < 1 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`;

export function createSpendService(deps: {
  ledger: SpendLedgerRepository;
  settings: UserSettingsRepository;
  clock: Clock;
  contentPrices: readonly ModelPrice[];
}) {
  const { ledger, settings, clock } = deps;

  function caps(userId: string): SpendCaps {
    const parsed = SpendCapsSchema.safeParse(settings.getPreference(userId, CAPS_KEY));
    return parsed.success ? parsed.data : DEFAULT_CAPS;
  }
  function overrides(userId: string): ModelPrice[] {
    const raw = settings.getPreference<unknown>(userId, PRICES_KEY);
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((p) => {
      const parsed = ModelPriceSchema.safeParse(p);
      return parsed.success ? [parsed.data] : [];
    });
  }
  /** Overrides first, so `findPrice` picks the user's number over the bundled one. */
  function prices(userId: string): ModelPrice[] {
    const own = overrides(userId);
    const names = new Set(own.map((p) => p.model));
    return [...own, ...deps.contentPrices.filter((p) => !names.has(p.model))];
  }

  function priceOf(userId: string, model: string): ModelPrice | undefined {
    return findPrice(prices(userId), model);
  }

  /**
   * Throws limit_exceeded naming the cap and its reset when this call could push spend past any cap that
   * applies (overall or the tag's, daily or weekly). Runs before the request is sent.
   */
  function assertWithinCaps(userId: string, tag: string, estimateUsd: number): void {
    const now = clock.now();
    const current = caps(userId);
    const day = startOfUtcDay(now).toISOString();
    const week = startOfUtcWeek(now).toISOString();
    const checks: Array<{ label: string; pair: CapPair | undefined; spent: (since: string) => number }> = [
      { label: 'overall', pair: current.overall, spent: (since) => ledger.totalsSince(userId, since).costUsd },
      {
        label: `"${tag}"`,
        pair: current.per_tag[tag],
        spent: (since) => ledger.totalsForTagSince(userId, tag, since).costUsd,
      },
    ];
    for (const check of checks) {
      for (const period of ['daily', 'weekly'] as const) {
        const cap = period === 'daily' ? check.pair?.daily_usd : check.pair?.weekly_usd;
        if (cap == null) continue;
        const spent = check.spent(period === 'daily' ? day : week);
        if (spent >= cap || spent + estimateUsd > cap) {
          const resets = describeReset(period === 'daily' ? nextUtcDay(now) : nextUtcWeek(now));
          throw limitExceeded(
            `The ${period} ${check.label} spend cap of ${money(cap)} ${spent >= cap ? 'is reached' : 'would be exceeded'} (${money(spent)} spent${
              estimateUsd > 0 ? `, this call could cost up to ${money(estimateUsd)}` : ''
            }). No request was sent. The cap resets at ${resets}; to continue now, raise it in Settings → Spend.`,
          );
        }
      }
    }
  }

  /**
   * `model` is the model the app asked for and prices the row; `reportedModel` is what the server said it used.
   * `estimated` marks token counts the app computed because the server sent no usage.
   */
  function record(
    userId: string,
    entry: {
      tag: string;
      model: string;
      reportedModel?: string | null;
      tokensIn: number;
      tokensOut: number;
      estimated?: boolean;
      outcome: string;
    },
  ) {
    return ledger.record(userId, {
      ...entry,
      reportedModel: entry.reportedModel ?? null,
      estimated: entry.estimated ?? false,
      costUsd: costUsd(priceOf(userId, entry.model), entry.tokensIn, entry.tokensOut),
      createdAt: clock.now().toISOString(),
    });
  }

  function summary(userId: string): SpendSummary {
    const now = clock.now();
    const day = startOfUtcDay(now).toISOString();
    const week = startOfUtcWeek(now).toISOString();
    const current = caps(userId);
    const tags = new Set<string>([...KNOWN_TAGS, ...ledger.tagsSince(userId, week), ...Object.keys(current.per_tag)]);
    const own = new Set(overrides(userId).map((p) => p.model));
    return {
      today: wireTotals(ledger.totalsSince(userId, day)),
      week: wireTotals(ledger.totalsSince(userId, week)),
      by_tag: [...tags].sort().map((tag) => ({
        tag,
        today: wireTotals(ledger.totalsForTagSince(userId, tag, day)),
        week: wireTotals(ledger.totalsForTagSince(userId, tag, week)),
      })),
      caps: current,
      known_tags: [...tags].sort(),
      prices: prices(userId)
        .map((p) => ({ ...p, source: own.has(p.model) ? ('override' as const) : ('content' as const) }))
        .sort((a, b) => a.model.localeCompare(b.model)),
      recent: ledger.recent(userId, 20).map(wireEntry),
      day_resets_at: nextUtcDay(now).toISOString(),
      week_resets_at: nextUtcWeek(now).toISOString(),
    };
  }

  return {
    caps,
    prices,
    priceOf,
    assertWithinCaps,
    record,
    summary,
    setCaps(userId: string, next: SpendCaps): SpendSummary {
      settings.setPreference(userId, CAPS_KEY, next, clock.now());
      return summary(userId);
    },
    /** Stores only rows that differ from the bundled table, so a later content update still reaches the user. */
    setPrices(userId: string, next: ModelPrice[]): SpendSummary {
      const differing = next.filter((p) => {
        const bundled = deps.contentPrices.find((c) => c.model === p.model);
        return !bundled || bundled.input_per_mtok !== p.input_per_mtok || bundled.output_per_mtok !== p.output_per_mtok;
      });
      const unique = [...new Map(differing.map((p) => [p.model, p])).values()];
      settings.setPreference(userId, PRICES_KEY, unique.length ? unique : undefined, clock.now());
      return summary(userId);
    },
  };
}
