import type { Migration } from '../migrate';

/**
 * Writing assist and news items. 0010 created `assist_suggestions` and `news_items` without the
 * columns the features need; they gain them here (no app code wrote either table before, so defaults suffice).
 * - assist_suggestions: what the suggestion replaces (`target` body or title, the source range), the flags the
 *   post-call check raised, the model the app asked for, and the refusal or flag message.
 * - assist_provenance: per piece, the ranges of the body that came from applied suggestions and the body they
 *   were last mapped against (so edits made through any path are mapped lazily with a prefix/suffix diff).
 * - news_feeds: one row per subscribed feed with its conditional-GET validators.
 * - news_items: the feed, a stable key per item (no duplicates on re-fetch), dismissal.
 */
export const migration0100: Migration = {
  version: 100,
  name: 'assist-news',
  up(db) {
    db.exec(`
      ALTER TABLE assist_suggestions ADD COLUMN target TEXT NOT NULL DEFAULT 'body';
      ALTER TABLE assist_suggestions ADD COLUMN source_start INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE assist_suggestions ADD COLUMN source_end INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE assist_suggestions ADD COLUMN flags_json TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE assist_suggestions ADD COLUMN model TEXT NOT NULL DEFAULT '';
      ALTER TABLE assist_suggestions ADD COLUMN message TEXT;
      CREATE INDEX assist_suggestions_writing ON assist_suggestions (user_id, writing_id, created_at);

      CREATE TABLE assist_provenance (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        writing_id TEXT NOT NULL REFERENCES writings(id) ON DELETE CASCADE,
        body_snapshot TEXT NOT NULL,
        ranges_json TEXT NOT NULL DEFAULT '[]',
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, writing_id)
      );

      CREATE TABLE news_feeds (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        url TEXT NOT NULL,
        title TEXT NOT NULL DEFAULT '',
        etag TEXT,
        last_modified TEXT,
        last_fetched_at TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, url)
      );
      ALTER TABLE news_items ADD COLUMN feed_id TEXT REFERENCES news_feeds(id) ON DELETE SET NULL;
      ALTER TABLE news_items ADD COLUMN item_key TEXT;
      ALTER TABLE news_items ADD COLUMN dismissed_at TEXT;
      CREATE UNIQUE INDEX news_items_key ON news_items (user_id, item_key);
      CREATE INDEX news_items_user_time ON news_items (user_id, dismissed_at, published_at);
    `);
  },
};
