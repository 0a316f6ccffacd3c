import type { Db } from '../connection';
import type { SourceRef, Stage, Venue, WritingType } from '../../../shared/domain/writing';
import { newId, parseJson } from './ids';

/** What the board shows: everything but the body (a board of 2,000 pieces must not read 2,000 bodies). */
export type WritingSummaryRow = {
  id: string;
  type: WritingType | null;
  venue: Venue | null;
  stage: Stage;
  title: string;
  wordCount: number;
  updatedAt: string;
};

export type WritingRow = WritingSummaryRow & {
  userId: string;
  bodyMd: string;
  sourceRef: SourceRef | null;
  createdAt: string;
  publishedAt: string | null;
  publishedUrl: string | null;
  epistemicStatus: string | null;
  tags: string[];
};

/** The fields the save path checks rules against, without the body. */
export type WritingMeta = Pick<WritingRow, 'type' | 'venue' | 'stage' | 'publishedAt'>;

/** A partial save: only the keys present are written. */
export type WritingPatch = {
  title?: string;
  bodyMd?: string;
  wordCount?: number;
  type?: WritingType | null;
  venue?: Venue | null;
  epistemicStatus?: string | null;
  tags?: string[];
  publishedUrl?: string | null;
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
  epistemic_status: string | null;
  tags_json: string;
};
type RawSummary = Pick<Raw, 'id' | 'type' | 'venue' | 'stage' | 'title' | 'word_count' | 'updated_at'>;

const toSummary = (r: RawSummary): WritingSummaryRow => ({
  id: r.id,
  type: r.type,
  venue: r.venue,
  stage: r.stage,
  title: r.title,
  wordCount: r.word_count,
  updatedAt: r.updated_at,
});

const toRow = (r: Raw): WritingRow => ({
  ...toSummary(r),
  userId: r.user_id,
  bodyMd: r.body_md,
  sourceRef: parseJson<SourceRef | null>(r.source_refs_json, null),
  createdAt: r.created_at,
  publishedAt: r.published_at,
  publishedUrl: r.published_url,
  epistemicStatus: r.epistemic_status,
  tags: parseJson<string[]>(r.tags_json, []),
});

/**
 * writings_owner_only: every statement carries `user_id = ?` with the acting user, so another profile's row
 * is simply not there (the service turns that into not_found).
 */
export function createWritingsRepository(db: Db) {
  const list = db.prepare<[string], RawSummary>(
    'SELECT id, type, venue, stage, title, word_count, updated_at FROM writings WHERE user_id = ?',
  );
  const get = db.prepare<[string, string], Raw>('SELECT * FROM writings WHERE user_id = ? AND id = ?');
  const meta = db.prepare<[string, string], Pick<Raw, 'type' | 'venue' | 'stage' | 'published_at'>>(
    'SELECT type, venue, stage, published_at FROM writings WHERE user_id = ? AND id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO writings (id, user_id, type, venue, stage, title, body_md, source_refs_json, word_count,
       created_at, updated_at, tags_json)
     VALUES (@id, @userId, @type, @venue, @stage, @title, '', @sourceRefs, 0, @now, @now, '[]')`,
  );
  // One statement for every partial save (the autosave path sends only the body): a column is written when its
  // flag is 1, so the statement is prepared once and no unchanged 1 MB body is ever read back or rewritten.
  const update = db.prepare<Record<string, unknown>, { updated_at: string; word_count: number }>(
    `UPDATE writings SET
       title = CASE WHEN @set_title THEN @title ELSE title END,
       body_md = CASE WHEN @set_body THEN @body_md ELSE body_md END,
       word_count = CASE WHEN @set_body THEN @word_count ELSE word_count END,
       type = CASE WHEN @set_type THEN @type ELSE type END,
       venue = CASE WHEN @set_venue THEN @venue ELSE venue END,
       epistemic_status = CASE WHEN @set_status THEN @epistemic_status ELSE epistemic_status END,
       tags_json = CASE WHEN @set_tags THEN @tags_json ELSE tags_json END,
       published_url = CASE WHEN @set_url THEN @published_url ELSE published_url END,
       updated_at = @now
     WHERE user_id = @user_id AND id = @id
     RETURNING updated_at, word_count`,
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
  const historyFor = db.prepare<[string, string], { from_state: Stage | null; to_state: Stage; changed_at: string }>(
    `SELECT from_state, to_state, changed_at FROM writing_stage_history
     WHERE user_id = ? AND writing_id = ? ORDER BY changed_at, rowid`,
  );
  const remove = db.prepare('DELETE FROM writings WHERE user_id = ? AND id = ?');

  const flag = (present: boolean) => (present ? 1 : 0);

  return {
    list: (userId: string): WritingSummaryRow[] => list.all(userId).map(toSummary),
    get: (userId: string, id: string): WritingRow | undefined => {
      const row = get.get(userId, id);
      return row ? toRow(row) : undefined;
    },
    meta: (userId: string, id: string): WritingMeta | undefined => {
      const row = meta.get(userId, id);
      return row ? { type: row.type, venue: row.venue, stage: row.stage, publishedAt: row.published_at } : undefined;
    },
    create: (
      userId: string,
      input: {
        title: string;
        type: WritingType | null;
        venue: Venue | null;
        stage: Stage;
        sourceRef: SourceRef | null;
      },
      now: Date,
    ): WritingRow => {
      const id = newId();
      db.transaction(() => {
        insert.run({
          id,
          userId,
          type: input.type,
          venue: input.venue,
          stage: input.stage,
          title: input.title,
          sourceRefs: input.sourceRef ? JSON.stringify(input.sourceRef) : null,
          now: now.toISOString(),
        });
        history.run(newId(), userId, id, null, input.stage, now.toISOString());
      })();
      return toRow(get.get(userId, id)!);
    },
    /** Writes the present keys of `patch`; answers the new updated_at and word_count, or undefined if not found. */
    update: (userId: string, id: string, patch: WritingPatch, now: Date) =>
      update.get({
        user_id: userId,
        id,
        now: now.toISOString(),
        set_title: flag(patch.title !== undefined),
        title: patch.title ?? null,
        set_body: flag(patch.bodyMd !== undefined),
        body_md: patch.bodyMd ?? null,
        word_count: patch.wordCount ?? 0,
        set_type: flag(patch.type !== undefined),
        type: patch.type ?? null,
        set_venue: flag(patch.venue !== undefined),
        venue: patch.venue ?? null,
        set_status: flag(patch.epistemicStatus !== undefined),
        epistemic_status: patch.epistemicStatus ?? null,
        set_tags: flag(patch.tags !== undefined),
        tags_json: JSON.stringify(patch.tags ?? []),
        set_url: flag(patch.publishedUrl !== undefined),
        published_url: patch.publishedUrl ?? null,
      }),
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
