import type { Migration } from '../migrate';

/**
 * Time calibration: when the user first started each track section (opened it from the
 * track page or Up next) and, optionally, their own correction of how long it took. With the completion log
 * (0030) this gives "time from starting the section to marking it done" against its duration_min.
 */
export const migration0120: Migration = {
  version: 120,
  name: 'section-times',
  up(db) {
    db.exec(`
      CREATE TABLE track_section_times (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        track_slug TEXT NOT NULL,
        section_idx INTEGER NOT NULL CHECK (section_idx >= 0),
        started_at TEXT,
        corrected_minutes REAL CHECK (corrected_minutes IS NULL OR corrected_minutes > 0),
        PRIMARY KEY (user_id, track_slug, section_idx)
      );
    `);
  },
};
