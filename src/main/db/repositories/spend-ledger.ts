import type { Db } from '../connection';
import { newId } from './ids';

export type LedgerRow = {
  id: string;
  tag: string;
  model: string;
  tokensIn: number;
  tokensOut: number;
  costUsd: number;
  outcome: string;
  createdAt: string;
};

export type LedgerTotals = { costUsd: number; calls: number; tokensIn: number; tokensOut: number };

type Raw = {
  id: string;
  tag: string;
  model: string;
  tokens_in: number;
  tokens_out: number;
  cost_usd: number;
  outcome: string;
  created_at: string;
};
type RawTotals = { cost: number | null; calls: number; tin: number | null; tout: number | null };

const toRow = (r: Raw): LedgerRow => ({
  id: r.id,
  tag: r.tag,
  model: r.model,
  tokensIn: r.tokens_in,
  tokensOut: r.tokens_out,
  costUsd: r.cost_usd,
  outcome: r.outcome,
  createdAt: r.created_at,
});
const toTotals = (r: RawTotals | undefined): LedgerTotals => ({
  costUsd: r?.cost ?? 0,
  calls: r?.calls ?? 0,
  tokensIn: r?.tin ?? 0,
  tokensOut: r?.tout ?? 0,
});

/** The spend ledger: one row per language-model call (writings_owner_only: scoped by user_id everywhere). */
export function createSpendLedgerRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO spend_ledger (id, user_id, tag, model, tokens_in, tokens_out, cost_usd, outcome, created_at)
     VALUES (@id, @userId, @tag, @model, @tokensIn, @tokensOut, @costUsd, @outcome, @createdAt)`,
  );
  const totals = db.prepare<[string, string], RawTotals>(
    `SELECT SUM(cost_usd) AS cost, COUNT(*) AS calls, SUM(tokens_in) AS tin, SUM(tokens_out) AS tout
     FROM spend_ledger WHERE user_id = ? AND created_at >= ?`,
  );
  const totalsForTag = db.prepare<[string, string, string], RawTotals>(
    `SELECT SUM(cost_usd) AS cost, COUNT(*) AS calls, SUM(tokens_in) AS tin, SUM(tokens_out) AS tout
     FROM spend_ledger WHERE user_id = ? AND tag = ? AND created_at >= ?`,
  );
  const tagsSince = db.prepare<[string, string], { tag: string }>(
    'SELECT DISTINCT tag FROM spend_ledger WHERE user_id = ? AND created_at >= ? ORDER BY tag',
  );
  const recent = db.prepare<[string, number], Raw>(
    'SELECT * FROM spend_ledger WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
  );

  return {
    record: (userId: string, entry: Omit<LedgerRow, 'id'>): LedgerRow => {
      const row = { id: newId(), userId, ...entry };
      insert.run(row);
      return { ...entry, id: row.id };
    },
    /** Totals of calls at or after `since` (an ISO timestamp; ISO strings in UTC sort as times). */
    totalsSince: (userId: string, since: string): LedgerTotals => toTotals(totals.get(userId, since)),
    totalsForTagSince: (userId: string, tag: string, since: string): LedgerTotals =>
      toTotals(totalsForTag.get(userId, tag, since)),
    tagsSince: (userId: string, since: string): string[] => tagsSince.all(userId, since).map((r) => r.tag),
    recent: (userId: string, limit: number): LedgerRow[] => recent.all(userId, limit).map(toRow),
  };
}
export type SpendLedgerRepository = ReturnType<typeof createSpendLedgerRepository>;
