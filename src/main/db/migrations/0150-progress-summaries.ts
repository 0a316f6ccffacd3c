import type { Migration } from '../migrate';

/**
 * Summaries for the /progress page, so it reads a number of rows bounded by the calendar, not by history
 * (the calibration counts read every attempt row, about 4.5 KB each with the code, and the streak and re-drill
 * charts read every attempt fact of a year). Both are kept by triggers, so every way an attempt or a fact is
 * written (the submit path, the retention rebuild, an import in SQL) keeps them exact without code of its own.
 *
 * - progress_calibration: attempts and passes per (mode, confidence), from `attempts`.
 * - progress_days: per UTC day of attempt facts (`retention_attempts`), how many there are, how many were
 *   re-drills, and the first and last instant. The streak needs local days for any offset up to 14 hours: the
 *   attempts of one UTC day fall on at most two local days, those of its first and last attempt, so the two
 *   instants say exactly which local days saw a submission.
 *
 * `retention_attempts` is written with INSERT OR REPLACE, whose implied delete fires no trigger (recursive
 * triggers are off), so the BEFORE INSERT trigger takes back a replaced row's share itself (a fact keeps its
 * attempt's instant, so the day's bounds stay). A deleted fact that was its day's first or last moves that bound:
 * the day's other facts all lie between the old bounds, so a MIN/MAX over that range of the (user_id,
 * created_at) index finds the new ones.
 */
const DAY = (col: string) => `(unixepoch(${col}) / 86400)`;

export const migration0150: Migration = {
  version: 150,
  name: 'progress-summaries',
  up(db) {
    db.exec(`
      CREATE TABLE progress_calibration (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        mode TEXT NOT NULL,
        confidence INTEGER NOT NULL,
        n INTEGER NOT NULL,
        passed INTEGER NOT NULL,
        PRIMARY KEY (user_id, mode, confidence)
      ) WITHOUT ROWID;

      INSERT INTO progress_calibration (user_id, mode, confidence, n, passed)
        SELECT user_id, mode, confidence, count(*), sum(passed) FROM attempts GROUP BY user_id, mode, confidence;

      CREATE TRIGGER progress_calibration_insert AFTER INSERT ON attempts BEGIN
        INSERT INTO progress_calibration (user_id, mode, confidence, n, passed)
          VALUES (NEW.user_id, NEW.mode, NEW.confidence, 1, NEW.passed)
          ON CONFLICT (user_id, mode, confidence) DO UPDATE SET n = n + 1, passed = passed + excluded.passed;
      END;
      CREATE TRIGGER progress_calibration_delete AFTER DELETE ON attempts BEGIN
        UPDATE progress_calibration SET n = n - 1, passed = passed - OLD.passed
          WHERE user_id = OLD.user_id AND mode = OLD.mode AND confidence = OLD.confidence;
        DELETE FROM progress_calibration
          WHERE user_id = OLD.user_id AND mode = OLD.mode AND confidence = OLD.confidence AND n <= 0;
      END;
      CREATE TRIGGER progress_calibration_update AFTER UPDATE OF user_id, mode, confidence, passed ON attempts BEGIN
        UPDATE progress_calibration SET n = n - 1, passed = passed - OLD.passed
          WHERE user_id = OLD.user_id AND mode = OLD.mode AND confidence = OLD.confidence;
        DELETE FROM progress_calibration
          WHERE user_id = OLD.user_id AND mode = OLD.mode AND confidence = OLD.confidence AND n <= 0;
        INSERT INTO progress_calibration (user_id, mode, confidence, n, passed)
          VALUES (NEW.user_id, NEW.mode, NEW.confidence, 1, NEW.passed)
          ON CONFLICT (user_id, mode, confidence) DO UPDATE SET n = n + 1, passed = passed + excluded.passed;
      END;

      CREATE TABLE progress_days (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        day INTEGER NOT NULL,
        n INTEGER NOT NULL,
        redrills INTEGER NOT NULL,
        first_at TEXT NOT NULL,
        last_at TEXT NOT NULL,
        PRIMARY KEY (user_id, day)
      ) WITHOUT ROWID;

      INSERT INTO progress_days (user_id, day, n, redrills, first_at, last_at)
        SELECT user_id, ${DAY('created_at')}, count(*), sum(redrill), min(created_at), max(created_at)
        FROM retention_attempts WHERE unixepoch(created_at) IS NOT NULL GROUP BY user_id, ${DAY('created_at')};

      CREATE TRIGGER progress_days_replace BEFORE INSERT ON retention_attempts
        WHEN EXISTS (SELECT 1 FROM retention_attempts WHERE attempt_id = NEW.attempt_id) BEGIN
        UPDATE progress_days SET n = n - 1, redrills = redrills - r.redrill
          FROM (SELECT user_id, redrill, created_at FROM retention_attempts WHERE attempt_id = NEW.attempt_id) AS r
          WHERE progress_days.user_id = r.user_id AND progress_days.day = ${DAY('r.created_at')};
      END;
      CREATE TRIGGER progress_days_insert AFTER INSERT ON retention_attempts
        WHEN unixepoch(NEW.created_at) IS NOT NULL BEGIN
        INSERT INTO progress_days (user_id, day, n, redrills, first_at, last_at)
          VALUES (NEW.user_id, ${DAY('NEW.created_at')}, 1, NEW.redrill, NEW.created_at, NEW.created_at)
          ON CONFLICT (user_id, day) DO UPDATE SET n = n + 1, redrills = redrills + excluded.redrills,
            first_at = min(first_at, excluded.first_at), last_at = max(last_at, excluded.last_at);
        DELETE FROM progress_days WHERE user_id = NEW.user_id AND day = ${DAY('NEW.created_at')} AND n <= 0;
      END;
      CREATE TRIGGER progress_days_delete AFTER DELETE ON retention_attempts
        WHEN unixepoch(OLD.created_at) IS NOT NULL BEGIN
        UPDATE progress_days SET n = n - 1, redrills = redrills - OLD.redrill
          WHERE user_id = OLD.user_id AND day = ${DAY('OLD.created_at')};
        DELETE FROM progress_days WHERE user_id = OLD.user_id AND day = ${DAY('OLD.created_at')} AND n <= 0;
        UPDATE progress_days SET
            first_at = (SELECT min(created_at) FROM retention_attempts
              WHERE user_id = OLD.user_id AND created_at BETWEEN progress_days.first_at AND progress_days.last_at),
            last_at = (SELECT max(created_at) FROM retention_attempts
              WHERE user_id = OLD.user_id AND created_at BETWEEN progress_days.first_at AND progress_days.last_at)
          WHERE user_id = OLD.user_id AND day = ${DAY('OLD.created_at')} AND (first_at = OLD.created_at OR last_at = OLD.created_at);
      END;
    `);
  },
};
