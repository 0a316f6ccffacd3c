import type { Db } from '../connection';
import { createRetentionAxisWindows } from './retention-axis-windows';
import { diffPeriodRows, type StoredPeriodRow } from './retention-diff';

export type { AxisEvidenceRow, AxisWindow, AxisWindowSumRow } from './retention-axis-windows';

export type AxisDayRow = { axis: string; day: number; w: number; ws: number; n: number };
export type AxisSumRow = { axis: string; w: number; ws: number; n: number };
export type AxisWeekRow = { axis: string; week: number; w: number; ws: number; n: number };

/**
 * The per-axis evidence tables (days and weeks): kept current one day or week at a time, synced in bulk by a
 * rebuild, and summed with decay for home and the Progress page. Every statement is scoped by the user's id.
 */
export function createRetentionAxes(db: Db) {
  const insertAxisDays = db.prepare<[string, string]>(
    `INSERT OR REPLACE INTO retention_axis_days (user_id, axis, day, w, ws, n)
     SELECT ?, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4
     FROM json_each(?) j`,
  );
  const storedAxisDays = db
    .prepare<[string], StoredPeriodRow>(
      'SELECT axis, day, w, ws, n FROM retention_axis_days WHERE user_id = ? ORDER BY day, axis',
    )
    .raw(true);
  const storedAxisWeeks = db
    .prepare<[string], StoredPeriodRow>(
      'SELECT axis, week, w, ws, n FROM retention_axis_weeks WHERE user_id = ? ORDER BY week, axis',
    )
    .raw(true);
  const deleteAxisWeeks = db.prepare<[string, string]>(
    `DELETE FROM retention_axis_weeks WHERE user_id = ?
       AND (week, axis) IN (SELECT j.value ->> 0, j.value ->> 1 FROM json_each(?) j)`,
  );
  const deleteAxisDays = db.prepare<[string, string]>(
    `DELETE FROM retention_axis_days WHERE user_id = ?
       AND (day, axis) IN (SELECT j.value ->> 0, j.value ->> 1 FROM json_each(?) j)`,
  );
  const allAxisDays = db.prepare<[string], AxisDayRow>(
    'SELECT axis, day, w, ws, n FROM retention_axis_days WHERE user_id = ? ORDER BY day, axis',
  );
  // One row per axis: each day's pre-weighted sums decayed to `today` in SQL (docs/retention.md).
  const axisSums = db.prepare<[number, number, number, number, string, number], AxisSumRow>(
    `SELECT axis,
            SUM(w * power(0.5, max(0, (? - day * 86400000) / 86400000.0) / ?)) AS w,
            SUM(ws * power(0.5, max(0, (? - day * 86400000) / 86400000.0) / ?)) AS ws,
            SUM(n) AS n
     FROM retention_axis_days WHERE user_id = ? AND day >= ? GROUP BY axis ORDER BY axis`,
  );
  // Home's read (migration 0122): one row per axis from at most 26 weeks; weeks start on day week * 7 - 3.
  const axisWeekSums = db.prepare<[number, number, number, number, string, number], AxisSumRow>(
    `SELECT axis,
            SUM(w * power(0.5, max(0, (? - (week * 7 - 3) * 86400000) / 86400000.0) / ?)) AS w,
            SUM(ws * power(0.5, max(0, (? - (week * 7 - 3) * 86400000) / 86400000.0) / ?)) AS ws,
            SUM(n) AS n
     FROM retention_axis_weeks WHERE user_id = ? AND week >= ? GROUP BY axis ORDER BY axis`,
  );
  const daysBetween = db.prepare<[string, number, number], AxisDayRow>(
    'SELECT axis, day, w, ws, n FROM retention_axis_days WHERE user_id = ? AND day >= ? AND day <= ? ORDER BY day, axis',
  );
  const clearAxisWeek = db.prepare<[string, number]>('DELETE FROM retention_axis_weeks WHERE user_id = ? AND week = ?');
  const putAxisWeek = db.prepare(
    'INSERT INTO retention_axis_weeks (user_id, axis, week, w, ws, n) VALUES (@userId, @axis, @week, @w, @ws, @n)',
  );
  const insertAxisWeeks = db.prepare<[string, string]>(
    `INSERT OR REPLACE INTO retention_axis_weeks (user_id, axis, week, w, ws, n)
     SELECT ?, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4
     FROM json_each(?) j`,
  );
  const clearAxisDay = db.prepare('DELETE FROM retention_axis_days WHERE user_id = ? AND day = ?');
  const putAxisDay = db.prepare(
    'INSERT INTO retention_axis_days (user_id, axis, day, w, ws, n) VALUES (@userId, @axis, @day, @w, @ws, @n)',
  );

  const putAxisDays = (userId: string, rows: readonly AxisDayRow[]) =>
    insertAxisDays.run(userId, JSON.stringify(rows.map((r) => [r.axis, r.day, r.w, r.ws, r.n])));

  return {
    ...createRetentionAxisWindows(db),
    /** The same for the per-axis day rows (the sums are recomputed in the same order, so equal is exact). */
    syncAxisDays(userId: string, rows: readonly AxisDayRow[]): number {
      const { changed, gone } = diffPeriodRows(rows, (r) => r.day, storedAxisDays.all(userId));
      if (gone.length > 0) deleteAxisDays.run(userId, JSON.stringify(gone));
      if (changed.length > 0) putAxisDays(userId, changed);
      return changed.length;
    },
    /** The same for the per-axis week rows. */
    syncAxisWeeks(userId: string, rows: readonly AxisWeekRow[]): number {
      const { changed, gone } = diffPeriodRows(rows, (r) => r.week, storedAxisWeeks.all(userId));
      if (gone.length > 0) deleteAxisWeeks.run(userId, JSON.stringify(gone));
      if (changed.length > 0)
        insertAxisWeeks.run(userId, JSON.stringify(changed.map((r) => [r.axis, r.week, r.w, r.ws, r.n])));
      return changed.length;
    },
    putAxisDays,
    axisDays: (userId: string): AxisDayRow[] => allAxisDays.all(userId),
    /** Per-axis sums since `sinceDay`, decayed to `todayMs` with the given half-life: one row per axis. */
    axisSums: (userId: string, sinceDay: number, todayMs: number, halfLifeDays: number): AxisSumRow[] =>
      axisSums.all(todayMs, halfLifeDays, todayMs, halfLifeDays, userId, sinceDay),
    /** Per-axis sums over weeks since `sinceWeek`, decayed to `todayMs`: one row per axis (home's read). */
    axisWeekSums: (userId: string, sinceWeek: number, todayMs: number, halfLifeDays: number): AxisSumRow[] =>
      axisWeekSums.all(todayMs, halfLifeDays, todayMs, halfLifeDays, userId, sinceWeek),
    /** Day rows in [fromDay, toDay], for recomputing one week. */
    axisDaysBetween: (userId: string, fromDay: number, toDay: number): AxisDayRow[] =>
      daysBetween.all(userId, fromDay, toDay),
    /** Replaces one week's per-axis rows (a day of it was recomputed): a handful of rows, one insert each. */
    replaceAxisWeek(userId: string, week: number, rows: readonly AxisWeekRow[]): void {
      clearAxisWeek.run(userId, week);
      for (const r of rows) putAxisWeek.run({ ...r, userId, week });
    },
    /** Replaces one day's per-axis rows (a stale day recomputed): a handful of rows, one insert each. */
    replaceAxisDay(userId: string, day: number, rows: readonly AxisDayRow[]): void {
      clearAxisDay.run(userId, day);
      for (const r of rows) putAxisDay.run({ ...r, userId, day });
    },
  };
}
