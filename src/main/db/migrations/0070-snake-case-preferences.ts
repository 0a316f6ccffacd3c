import type { Migration } from '../migrate';

/**
 * One wire vocabulary: the spend caps and price overrides are stored as the channel sent them, and the
 * channels now speak snake_case. Rewrites the two stored preferences' keys (dailyUsd -> daily_usd, perTag ->
 * per_tag, inputPerMTok -> input_per_mtok ...) so no saved cap or price is lost. Other keys are left untouched;
 * a value that is not the expected shape is left as it was (the service already ignores what it cannot parse).
 */
const RENAMES: Record<string, string> = {
  dailyUsd: 'daily_usd',
  weeklyUsd: 'weekly_usd',
  perTag: 'per_tag',
  inputPerMTok: 'input_per_mtok',
  outputPerMTok: 'output_per_mtok',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function renameKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [RENAMES[k] ?? k, v]));
}

/** Exported for its test: the spendCaps value with its pair and per-tag keys renamed. */
export function renameCaps(caps: unknown): unknown {
  if (!isObject(caps)) return caps;
  const out = renameKeys(caps);
  if (isObject(out.overall)) out.overall = renameKeys(out.overall);
  if (isObject(out.per_tag)) {
    const perTag = out.per_tag;
    out.per_tag = Object.fromEntries(
      Object.entries(perTag).map(([tag, pair]) => [tag, isObject(pair) ? renameKeys(pair) : pair]),
    );
  }
  return out;
}

export function renamePrices(prices: unknown): unknown {
  return Array.isArray(prices) ? prices.map((p) => (isObject(p) ? renameKeys(p) : p)) : prices;
}

export const migration0070: Migration = {
  version: 70,
  name: 'snake-case-preferences',
  up(db) {
    const rows = db
      .prepare<[], { user_id: string; settings_json: string }>('SELECT user_id, settings_json FROM user_settings')
      .all();
    const update = db.prepare<[string, string]>('UPDATE user_settings SET settings_json = ? WHERE user_id = ?');
    for (const row of rows) {
      let settings: unknown;
      try {
        settings = JSON.parse(row.settings_json);
      } catch {
        continue; // unreadable settings are left for the repository's own fallback
      }
      if (!isObject(settings) || (!('spendCaps' in settings) && !('modelPrices' in settings))) continue;
      const next = { ...settings };
      if ('spendCaps' in next) next.spendCaps = renameCaps(next.spendCaps);
      if ('modelPrices' in next) next.modelPrices = renamePrices(next.modelPrices);
      update.run(JSON.stringify(next), row.user_id);
    }
  },
};
