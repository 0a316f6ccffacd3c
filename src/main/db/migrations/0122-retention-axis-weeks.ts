import type { Migration } from '../migrate';

/**
 * Per-axis evidence by week (home's cost): the day rows of 0110 summed per Monday-based UTC week,
 * each day's sums pre-weighted from the week's start, so home reads at most 26 weeks x axes rows for its
 * 180-day window instead of 180 days x axes, and the picker's decay stays exact (one factor per week).
 * Derived like the day rows; every user with attempts is rebuilt on first read (day -1).
 */
export const migration0122: Migration = {
  version: 122,
  name: 'retention-axis-weeks',
  up(db) {
    db.exec(`
      CREATE TABLE retention_axis_weeks (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        axis TEXT NOT NULL,
        week INTEGER NOT NULL,
        w REAL NOT NULL,
        ws REAL NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (user_id, week, axis)
      );
      INSERT OR IGNORE INTO retention_stale_days (user_id, day) SELECT DISTINCT user_id, -1 FROM attempts;
    `);
  },
};
