import type { Migration } from '../migrate';

/**
 * The spec's one writings migration: `status` becomes `stage` with the wider value set, and nullable `type`,
 * `venue` and `published_url` appear. SQLite cannot widen a CHECK in place, so the table is rebuilt the way
 * SQLite documents (create new, copy, drop, rename); migrate.ts runs this with foreign keys off inside one
 * transaction and checks them before commit.
 *
 * Old status -> stage: draft -> draft, in_review -> ready, published -> published, archived -> archived.
 * The stage history's old values are mapped the same way.
 */
export const migration0020: Migration = {
  version: 20,
  name: 'writings-stage',
  up(db) {
    db.exec(`
      CREATE TABLE writings_new (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        type TEXT CHECK (type IS NULL OR type IN
          ('research_reflection', 'methods_explainer', 'news_response', 'learning_log', 'tutorial')),
        venue TEXT CHECK (venue IS NULL OR venue IN ('newsletter', 'forum_general', 'forum_research', 'personal')),
        stage TEXT NOT NULL DEFAULT 'idea' CHECK (stage IN
          ('idea', 'outline', 'draft', 'ready', 'published', 'archived')),
        title TEXT NOT NULL,
        body_md TEXT NOT NULL DEFAULT '',
        source_refs_json TEXT,
        word_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        published_at TEXT,
        published_url TEXT
      );

      INSERT INTO writings_new
        (id, user_id, type, venue, stage, title, body_md, source_refs_json, word_count, created_at, updated_at,
         published_at, published_url)
      SELECT id, user_id, NULL, NULL,
        CASE status WHEN 'in_review' THEN 'ready' ELSE status END,
        title, body_md, source_refs_json, word_count, created_at, updated_at, published_at, NULL
      FROM writings;

      DROP INDEX writings_user;
      DROP TABLE writings;
      ALTER TABLE writings_new RENAME TO writings;
      CREATE INDEX writings_user ON writings (user_id, updated_at);
      CREATE INDEX writings_user_stage ON writings (user_id, stage);

      UPDATE writing_stage_history SET from_state = 'ready' WHERE from_state = 'in_review';
      UPDATE writing_stage_history SET to_state = 'ready' WHERE to_state = 'in_review';
    `);
  },
};
