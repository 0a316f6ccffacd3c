import type { Db } from '../connection';
import type { SourceRef, Stage, Venue, WritingType } from '../../../shared/domain/writing';
import { newId, parseJson } from './ids';

export type WritingRow = {
  id: string;
  userId: string;
  type: WritingType | null;
  venue: Venue | null;
  stage: Stage;
  title: string;
  bodyMd: string;
  sourceRef: SourceRef | null;
  wordCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  publishedUrl: string | null;
};

type Raw = {
  id: string;
  user_id: string;
  type: WritingType | null;
  venue: Venue | null;
  stage: Stage;
  title: string;
  body_md: string;
  source_refs_json: string | null;
  word_count: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  published_url: string | null;
};

const toRow = (r: Raw): WritingRow => ({
  id: r.id,
  userId: r.user_id,
  type: r.type,
  venue: r.venue,
  stage: r.stage,
  title: r.title,
  bodyMd: r.body_md,
  sourceRef: parseJson<SourceRef | null>(r.source_refs_json, null),
  wordCount: r.word_count,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  publishedAt: r.published_at,
  publishedUrl: r.published_url,
});

/**
 * writings_owner_only: every statement carries `user_id = ?` with the acting user, so another profile's row
 * is simply not there (the service turns that into not_found).
 */
export function createWritingsRepository(db: Db) {
  const list = db.prepare<[string], Raw>('SELECT * FROM writings WHERE user_id = ? ORDER BY updated_at DESC');
  const get = db.prepare<[string, string], Raw>('SELECT * FROM writings WHERE user_id = ? AND id = ?');
  const insert = db.prepare(
    `INSERT INTO writings (id, user_id, type, venue, stage, title, body_md, source_refs_json, word_count,
       created_at, updated_at)
     VALUES (@id, @userId, @type, NULL, @stage, @title, '', @sourceRefs, 0, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE writings SET title = @title, body_md = @bodyMd, type = @type, venue = @venue, word_count = @wordCount,
       updated_at = @now
     WHERE user_id = @userId AND id = @id`,
  );
  const setStage = db.prepare(
    `UPDATE writings SET stage = @stage, updated_at = @now,
       published_at = CASE WHEN @stage = 'published' AND published_at IS NULL THEN @now ELSE published_at END
     WHERE user_id = @userId AND id = @id`,
  );
  const history = db.prepare(
    `INSERT INTO writing_stage_history (id, user_id, writing_id, from_state, to_state, changed_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const historyFor = db.prepare<[string, string], { from_state: string | null; to_state: string; changed_at: string }>(
    `SELECT from_state, to_state, changed_at FROM writing_stage_history
     WHERE user_id = ? AND writing_id = ? ORDER BY changed_at, rowid`,
  );
  const remove = db.prepare('DELETE FROM writings WHERE user_id = ? AND id = ?');

  return {
    list: (userId: string): WritingRow[] => list.all(userId).map(toRow),
    get: (userId: string, id: string): WritingRow | undefined => {
      const row = get.get(userId, id);
      return row ? toRow(row) : undefined;
    },
    create: (
      userId: string,
      input: { title: string; type: WritingType | null; stage: Stage; sourceRef: SourceRef | null },
      now: Date,
    ): WritingRow => {
      const id = newId();
      db.transaction(() => {
        insert.run({
          id,
          userId,
          type: input.type,
          stage: input.stage,
          title: input.title,
          sourceRefs: input.sourceRef ? JSON.stringify(input.sourceRef) : null,
          now: now.toISOString(),
        });
        history.run(newId(), userId, id, null, input.stage, now.toISOString());
      })();
      return toRow(get.get(userId, id)!);
    },
    update: (
      userId: string,
      id: string,
      fields: Pick<WritingRow, 'title' | 'bodyMd' | 'type' | 'venue' | 'wordCount'>,
      now: Date,
    ): boolean => update.run({ ...fields, userId, id, now: now.toISOString() }).changes === 1,
    /** Changes the stage and writes the audit entry in one transaction. */
    setStage: (userId: string, id: string, from: Stage, to: Stage, now: Date): boolean =>
      db.transaction(() => {
        const changed = setStage.run({ userId, id, stage: to, now: now.toISOString() }).changes === 1;
        if (changed) history.run(newId(), userId, id, from, to, now.toISOString());
        return changed;
      })(),
    stageHistory: (userId: string, id: string) => historyFor.all(userId, id),
    delete: (userId: string, id: string): boolean => remove.run(userId, id).changes === 1,
  };
}
export type WritingsRepository = ReturnType<typeof createWritingsRepository>;
