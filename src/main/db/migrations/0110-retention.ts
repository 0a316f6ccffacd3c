import type { Migration } from '../migrate';

/**
 * Retention: derived tables kept beside the attempts so home reads a bounded number of rows.
 * All four are derived state: `retention.rebuild(userId)` recomputes them from attempts and reviews, so a
 * change to the rating rule or the estimate re-derives everything consistently. They start empty here and
 * the service rebuilds each user with earlier attempts (marked with day -1 below) on first read.
 *
 * No foreign key to attempts (a key check per row made the rebuild several times slower); rows of a deleted
 * profile go with it through user_id.
 *
 * - retention_attempts: one row per attempt (rating it earned, work time, the due date it produced).
 * - retention_problems: last-attempt facts per problem (count, lookups, last time, last clean pass).
 * - retention_schedule: the FSRS memory state per problem, indexed by due date.
 * - retention_axis_days: per-axis evidence per UTC day, pre-weighted so the recency decay is one multiply.
 * - retention_stale_days: days whose axis evidence must be recomputed because a review settled (trigger).
 * - retention_pending: attempts stored outside the submit path (trigger), so the next read rebuilds.
 */
export const migration0110: Migration = {
  version: 110,
  name: 'retention',
  up(db) {
    db.exec(`
      CREATE TABLE retention_attempts (
        attempt_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        problem_slug TEXT NOT NULL,
        difficulty TEXT,
        passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
        work_ms INTEGER NOT NULL CHECK (work_ms >= 0),
        rating TEXT NOT NULL CHECK (rating IN ('again', 'hard', 'good', 'easy')),
        redrill INTEGER NOT NULL CHECK (redrill IN (0, 1)),
        due_after TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX retention_attempts_median ON retention_attempts (user_id, difficulty, passed, work_ms);
      CREATE INDEX retention_attempts_time ON retention_attempts (user_id, created_at);

      CREATE TABLE retention_problems (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        problem_slug TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        leaned INTEGER NOT NULL,
        last_at TEXT NOT NULL,
        last_passed INTEGER NOT NULL CHECK (last_passed IN (0, 1)),
        last_clean_at TEXT,
        PRIMARY KEY (user_id, problem_slug)
      );

      CREATE TABLE retention_schedule (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        problem_slug TEXT NOT NULL,
        due TEXT NOT NULL,
        stability REAL NOT NULL,
        difficulty REAL NOT NULL,
        scheduled_days INTEGER NOT NULL,
        reps INTEGER NOT NULL,
        lapses INTEGER NOT NULL,
        state TEXT NOT NULL,
        last_review TEXT NOT NULL,
        last_rating TEXT NOT NULL,
        PRIMARY KEY (user_id, problem_slug)
      );
      CREATE INDEX retention_schedule_due ON retention_schedule (user_id, due);

      CREATE TABLE retention_axis_days (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        axis TEXT NOT NULL,
        day INTEGER NOT NULL,
        w REAL NOT NULL,
        ws REAL NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (user_id, day, axis)
      );

      CREATE TABLE retention_stale_days (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        day INTEGER NOT NULL,
        PRIMARY KEY (user_id, day)
      );

      -- An attempt stored by any other path than the submit (an import, a seed) is noted here; the submit path
      -- deletes its own note in the same transaction, and a read that finds notes left rebuilds the user.
      CREATE TABLE retention_pending (
        attempt_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL
      );
      CREATE TRIGGER retention_attempt_inserted AFTER INSERT ON attempts
      BEGIN
        INSERT OR IGNORE INTO retention_pending (attempt_id, user_id) VALUES (NEW.id, NEW.user_id);
      END;

      -- Day -1 means "rebuild this user": databases with attempts from before this migration.
      INSERT OR IGNORE INTO retention_stale_days (user_id, day) SELECT DISTINCT user_id, -1 FROM attempts;

      -- A review that becomes ready changes its attempt's outcome, so that day's axis evidence is stale.
      CREATE TRIGGER retention_review_settled AFTER UPDATE OF status ON reviews
      WHEN NEW.status = 'ready' OR OLD.status = 'ready'
      BEGIN
        INSERT OR IGNORE INTO retention_stale_days (user_id, day)
          SELECT a.user_id, CAST(julianday(substr(a.created_at, 1, 10)) - 2440587.5 AS INTEGER)
          FROM attempts a WHERE a.id = NEW.attempt_id;
      END;
      CREATE TRIGGER retention_review_inserted AFTER INSERT ON reviews
      WHEN NEW.status = 'ready'
      BEGIN
        INSERT OR IGNORE INTO retention_stale_days (user_id, day)
          SELECT a.user_id, CAST(julianday(substr(a.created_at, 1, 10)) - 2440587.5 AS INTEGER)
          FROM attempts a WHERE a.id = NEW.attempt_id;
      END;
    `);
  },
};
