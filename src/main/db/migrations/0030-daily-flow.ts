import type { Migration } from '../migrate';

/**
 * Daily flow: when each track section was completed. `track_progress.completed_sections_json` stays the
 * spec's ordered list; this log adds the time, which the "read" daily slot, the reflection prompt and the
 * companion-problem offer need. Backfilled from existing progress with the row's updated_at (best known).
 */
export const migration0030: Migration = {
  version: 30,
  name: 'daily-flow',
  up(db) {
    db.exec(`
      CREATE TABLE track_section_completions (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        track_slug TEXT NOT NULL,
        section_idx INTEGER NOT NULL CHECK (section_idx >= 0),
        completed_at TEXT NOT NULL,
        PRIMARY KEY (user_id, track_slug, section_idx)
      );
      CREATE INDEX track_section_completions_time ON track_section_completions (user_id, completed_at);

      INSERT OR IGNORE INTO track_section_completions (user_id, track_slug, section_idx, completed_at)
        SELECT tp.user_id, tp.track_slug, CAST(j.value AS INTEGER), tp.updated_at
        FROM track_progress tp, json_each(tp.completed_sections_json) j
        WHERE j.type = 'integer' AND j.value >= 0;
    `);
  },
};
