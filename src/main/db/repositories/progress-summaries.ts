import type { Db } from '../connection';

export type CalibrationCountRow = { confidence: number; mode: 'practice' | 'interview'; n: number; passed: number };
/** One UTC day of attempt facts: its count, its re-drills and its first and last instant (migration 0150). */
export type ProgressDayRow = { day: number; n: number; redrills: number; firstAt: string; lastAt: string };

/**
 * What /progress reads from the summaries kept by migration 0150's triggers: rows bounded by the number of
 * (mode, confidence) pairs and by calendar days, never by the number of attempts.
 */
export function createProgressSummaryQueries(db: Db) {
  const calibration = db.prepare<[string], CalibrationCountRow>(
    `SELECT confidence, mode, n, passed FROM progress_calibration WHERE user_id = ? AND n > 0 ORDER BY mode, confidence`,
  );
  const redrillsDone = db.prepare<[string], { n: number }>(
    'SELECT coalesce(sum(redrills), 0) AS n FROM progress_days WHERE user_id = ?',
  );
  const daysSince = db.prepare<[string, number], ProgressDayRow>(
    `SELECT day, n, redrills, first_at AS firstAt, last_at AS lastAt FROM progress_days
     WHERE user_id = ? AND day >= ? ORDER BY day`,
  );
  return {
    /** Attempts and passes per (mode, confidence), ordered by mode then confidence. */
    calibration: (userId: string): CalibrationCountRow[] => calibration.all(userId),
    /** Attempt facts that were re-drills, over all history. */
    redrillsDone: (userId: string): number => redrillsDone.get(userId)?.n ?? 0,
    /** The days with attempt facts from UTC day number `fromDay` on, oldest first. */
    activityDaysSince: (userId: string, fromDay: number): ProgressDayRow[] => daysSince.all(userId, fromDay),
  };
}
