import type { Db } from '../connection';
import type { DraftKind, DraftState } from '@shared/domain/draft';
import { newId } from './ids';

/** A generated_content row with its JSON columns still as text (the service parses them with zod). */
export type DraftRow = {
  id: string;
  kind: DraftKind;
  state: DraftState;
  title: string;
  payloadJson: string;
  sourceJson: string;
  checkJson: string | null;
  sectionUrl: string | null;
  liveSlug: string | null;
  createdAt: string;
  updatedAt: string;
  promotedAt: string | null;
  promotedBy: string | null;
  rejectedAt: string | null;
  rejectedReason: string | null;
};

type Raw = {
  id: string;
  kind: DraftKind;
  state: DraftState;
  title: string;
  payload_json: string;
  source_json: string;
  check_json: string | null;
  section_url: string | null;
  live_slug: string | null;
  created_at: string;
  updated_at: string;
  promoted_at: string | null;
  promoted_by: string | null;
  rejected_at: string | null;
  rejected_reason: string | null;
};
const COLS =
  'id, kind, state, title, payload_json, source_json, check_json, section_url, live_slug, created_at, updated_at, promoted_at, promoted_by, rejected_at, rejected_reason';
const toRow = (r: Raw): DraftRow => ({
  id: r.id,
  kind: r.kind,
  state: r.state,
  title: r.title,
  payloadJson: r.payload_json,
  sourceJson: r.source_json,
  checkJson: r.check_json,
  sectionUrl: r.section_url,
  liveSlug: r.live_slug,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  promotedAt: r.promoted_at,
  promotedBy: r.promoted_by,
  rejectedAt: r.rejected_at,
  rejectedReason: r.rejected_reason,
});

/**
 * Generated content drafts (table generated_content). writings_owner_only: every statement carries the acting
 * user's id, so another profile's draft is simply not found. State changes are guarded in SQL too (`state =
 * 'draft'`), so a promote or reject of a draft that already left the draft state changes nothing.
 */
export function createDraftsRepository(db: Db) {
  const list = db.prepare<[string], Raw>(`SELECT ${COLS} FROM generated_content WHERE user_id = ? ORDER BY created_at DESC, id`);
  const get = db.prepare<[string, string], Raw>(`SELECT ${COLS} FROM generated_content WHERE user_id = ? AND id = ?`);
  const insert = db.prepare(
    `INSERT INTO generated_content (id, user_id, kind, state, title, payload_json, source_json, check_json, section_url, created_at, updated_at)
     VALUES (@id, @userId, @kind, 'draft', @title, @payloadJson, @sourceJson, @checkJson, @sectionUrl, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE generated_content SET title = @title, payload_json = @payloadJson, check_json = @checkJson, updated_at = @now
     WHERE user_id = @userId AND id = @id AND state = 'draft'`,
  );
  const setCheck = db.prepare(
    `UPDATE generated_content SET check_json = @checkJson WHERE user_id = @userId AND id = @id AND state = 'draft'`,
  );
  const promote = db.prepare(
    `UPDATE generated_content SET state = 'live', promoted_at = @now, promoted_by = @userId, live_slug = @liveSlug, updated_at = @now
     WHERE user_id = @userId AND id = @id AND state = 'draft'`,
  );
  const reject = db.prepare(
    `UPDATE generated_content SET state = 'rejected', rejected_at = @now, rejected_reason = @reason, updated_at = @now
     WHERE user_id = @userId AND id = @id AND state = 'draft'`,
  );
  const liveGuides = db.prepare<[string, string], Raw>(
    `SELECT ${COLS} FROM generated_content WHERE user_id = ? AND kind = 'reading_guide' AND state = 'live' AND section_url = ? ORDER BY promoted_at DESC`,
  );
  const countDrafts = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM generated_content WHERE user_id = ? AND state = 'draft'`,
  );

  return {
    list: (userId: string): DraftRow[] => list.all(userId).map(toRow),
    get: (userId: string, id: string): DraftRow | undefined => {
      const r = get.get(userId, id);
      return r ? toRow(r) : undefined;
    },
    insert(
      userId: string,
      d: { kind: DraftKind; title: string; payloadJson: string; sourceJson: string; checkJson: string | null; sectionUrl: string | null },
      now: string,
    ): string {
      const id = newId();
      insert.run({ id, userId, now, ...d });
      return id;
    },
    /** False when the draft is not this user's or is no longer a draft. */
    update: (userId: string, id: string, d: { title: string; payloadJson: string; checkJson: string | null }, now: string): boolean =>
      update.run({ userId, id, now, ...d }).changes === 1,
    setCheck: (userId: string, id: string, checkJson: string): boolean => setCheck.run({ userId, id, checkJson }).changes === 1,
    promote: (userId: string, id: string, liveSlug: string | null, now: string): boolean =>
      promote.run({ userId, id, liveSlug, now }).changes === 1,
    reject: (userId: string, id: string, reason: string, now: string): boolean =>
      reject.run({ userId, id, reason, now }).changes === 1,
    liveGuidesFor: (userId: string, sectionUrl: string): DraftRow[] => liveGuides.all(userId, sectionUrl).map(toRow),
    countDrafts: (userId: string): number => countDrafts.get(userId)?.n ?? 0,
  };
}
export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
