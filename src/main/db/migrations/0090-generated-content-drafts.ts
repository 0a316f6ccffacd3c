import type { Migration } from '../migrate';

/**
 * Generated content drafts. 0010's table had no app code using it and CHECKs that no longer fit
 * (`reading` instead of `reading_guide`, no `rejected` state), and SQLite cannot alter a CHECK, so the table is
 * rebuilt with the old rows copied across (`reading` becomes `reading_guide`). New columns: the source the
 * draft came from, the last discrimination check, who promoted it, the rejection reason, the live problem slug
 * and the section a reading guide belongs to (the track page looks live guides up by it).
 */
export const migration0090: Migration = {
  version: 90,
  name: 'generated-content-drafts',
  up(db) {
    db.exec(`
      CREATE TABLE generated_content_new (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('reading_guide', 'exercise', 'debugging_problem')),
        state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'live', 'rejected')),
        title TEXT NOT NULL,
        body_md TEXT NOT NULL DEFAULT '',
        payload_json TEXT NOT NULL DEFAULT '{}',
        source_json TEXT NOT NULL DEFAULT '{}',
        check_json TEXT,
        section_url TEXT,
        live_slug TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        promoted_at TEXT,
        promoted_by TEXT,
        rejected_at TEXT,
        rejected_reason TEXT
      );
      INSERT INTO generated_content_new (id, user_id, kind, state, title, body_md, payload_json, created_at, updated_at, promoted_at)
        SELECT id, user_id, CASE kind WHEN 'reading' THEN 'reading_guide' ELSE kind END, state, title, body_md,
               payload_json, created_at, created_at, promoted_at
        FROM generated_content;
      DROP TABLE generated_content;
      ALTER TABLE generated_content_new RENAME TO generated_content;
      CREATE INDEX generated_content_user_state ON generated_content (user_id, state, created_at);
      CREATE INDEX generated_content_section ON generated_content (user_id, section_url) WHERE state = 'live';
    `);
  },
};
