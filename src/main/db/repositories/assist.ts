import type { Db } from '../connection';
import { newId, parseJson } from './ids';

export type AssistAction = 'tighter_outline' | 'plain_language' | 'propose_titles';
export type SuggestionState = 'suggested' | 'applied' | 'discarded';
export type StoredFlag = { kind: string; text: string; start: number; end: number };

export type SuggestionRow = {
  id: string;
  writingId: string;
  action: AssistAction;
  target: 'body' | 'title';
  sourceStart: number;
  sourceEnd: number;
  /** What Apply replaces: the body range, or the title for propose_titles. */
  originalText: string;
  suggestedText: string;
  keptText: string | null;
  flags: StoredFlag[];
  model: string;
  message: string | null;
  state: SuggestionState;
  createdAt: string;
  resolvedAt: string | null;
};

export type ProvenanceRange = { start: number; end: number; suggestion_id: string; model: string };

type Raw = {
  id: string;
  writing_id: string;
  action: AssistAction;
  target: 'body' | 'title';
  source_start: number;
  source_end: number;
  original_text: string;
  suggested_text: string;
  kept_text: string | null;
  flags_json: string;
  model: string;
  message: string | null;
  state: SuggestionState;
  created_at: string;
  resolved_at: string | null;
};

const toRow = (r: Raw): SuggestionRow => ({
  id: r.id,
  writingId: r.writing_id,
  action: r.action,
  target: r.target,
  sourceStart: r.source_start,
  sourceEnd: r.source_end,
  originalText: r.original_text,
  suggestedText: r.suggested_text,
  keptText: r.kept_text,
  flags: parseJson<StoredFlag[]>(r.flags_json, []),
  model: r.model,
  message: r.message,
  state: r.state,
  createdAt: r.created_at,
  resolvedAt: r.resolved_at,
});

/** Suggestions (the audit trail) and provenance ranges; every statement is scoped to the acting user. */
export function createAssistRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO assist_suggestions (id, user_id, writing_id, action, target, source_start, source_end, original_text,
       suggested_text, flags_json, model, message, state, created_at)
     VALUES (@id, @userId, @writingId, @action, @target, @sourceStart, @sourceEnd, @originalText, @suggestedText,
       @flags, @model, @message, 'suggested', @now)`,
  );
  const get = db.prepare<[string, string], Raw>('SELECT * FROM assist_suggestions WHERE user_id = ? AND id = ?');
  const list = db.prepare<[string, string], Raw>(
    'SELECT * FROM assist_suggestions WHERE user_id = ? AND writing_id = ? ORDER BY created_at, rowid',
  );
  const resolve = db.prepare(
    `UPDATE assist_suggestions SET state = @state, kept_text = @kept, resolved_at = @now
     WHERE user_id = @userId AND id = @id AND state = 'suggested'`,
  );
  const getProv = db.prepare<[string, string], { body_snapshot: string; ranges_json: string }>(
    'SELECT body_snapshot, ranges_json FROM assist_provenance WHERE user_id = ? AND writing_id = ?',
  );
  const putProv = db.prepare(
    `INSERT INTO assist_provenance (user_id, writing_id, body_snapshot, ranges_json, updated_at)
     VALUES (@userId, @writingId, @body, @ranges, @now)
     ON CONFLICT (user_id, writing_id) DO UPDATE SET body_snapshot = @body, ranges_json = @ranges, updated_at = @now`,
  );

  return {
    insert(
      userId: string,
      s: Omit<SuggestionRow, 'id' | 'keptText' | 'state' | 'createdAt' | 'resolvedAt'>,
      now: Date,
    ): SuggestionRow {
      const id = newId();
      insert.run({
        id,
        userId,
        writingId: s.writingId,
        action: s.action,
        target: s.target,
        sourceStart: s.sourceStart,
        sourceEnd: s.sourceEnd,
        originalText: s.originalText,
        suggestedText: s.suggestedText,
        flags: JSON.stringify(s.flags),
        model: s.model,
        message: s.message,
        now: now.toISOString(),
      });
      return toRow(get.get(userId, id)!);
    },
    get: (userId: string, id: string): SuggestionRow | undefined => {
      const r = get.get(userId, id);
      return r ? toRow(r) : undefined;
    },
    list: (userId: string, writingId: string): SuggestionRow[] => list.all(userId, writingId).map(toRow),
    /** Settles a pending suggestion; false when it was not pending (already applied or discarded). */
    resolve: (userId: string, id: string, state: 'applied' | 'discarded', kept: string | null, now: Date): boolean =>
      resolve.run({ userId, id, state, kept, now: now.toISOString() }).changes === 1,
    provenance(userId: string, writingId: string): { body: string; ranges: ProvenanceRange[] } | undefined {
      const r = getProv.get(userId, writingId);
      return r ? { body: r.body_snapshot, ranges: parseJson<ProvenanceRange[]>(r.ranges_json, []) } : undefined;
    },
    setProvenance(userId: string, writingId: string, body: string, ranges: ProvenanceRange[], now: Date): void {
      putProv.run({ userId, writingId, body, ranges: JSON.stringify(ranges), now: now.toISOString() });
    },
    /** Runs `fn` in one transaction (apply writes the body, the suggestion and the provenance together). */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
export type AssistRepository = ReturnType<typeof createAssistRepository>;
