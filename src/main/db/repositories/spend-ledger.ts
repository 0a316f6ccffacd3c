import type { Db } from '../connection';
import { newId } from './ids';

export type LedgerRow = {
  id: string;
  tag: string;
  /** The model the app asked for (what the row is priced by). */
  model: string;
  /** The model name the server reported, when it answered (0050). */
  reportedModel: string | null;
  /** True when the server sent no usage and the tokens were counted by the app (0050). */
  estimated: boolean;
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
  reported_model: string | null;
  estimated: number;
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
  reportedModel: r.reported_model,
  estimated: r.estimated === 1,
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
    `INSERT INTO spend_ledger (id, user_id, tag, model, reported_model, tokens_in, tokens_out, estimated, cost_usd,
       outcome, created_at)
     VALUES (@id, @userId, @tag, @model, @reportedModel, @tokensIn, @tokensOut, @estimated, @costUsd, @outcome,
       @createdAt)`,
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
    record: (
      userId: string,
      entry: Omit<LedgerRow, 'id' | 'reportedModel' | 'estimated'> & { reportedModel?: string | null; estimated?: boolean },
    ): LedgerRow => {
      const full = { ...entry, reportedModel: entry.reportedModel ?? null, estimated: entry.estimated ?? false };
      const row = { id: newId(), userId, ...full, estimated: full.estimated ? 1 : 0 };
      insert.run(row);
      return { ...full, id: row.id };
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
