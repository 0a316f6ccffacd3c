import type { Db } from '../connection';

/** One evidence window: the day rows with fromDay <= day and day * DAY < atMs, decayed to `atMs`. */
export type AxisWindow = { atMs: number; fromDay: number };
/** One axis's decayed sums over one window (`window` is its index in the list asked for). */
export type AxisWindowSumRow = { window: number; axis: string; w: number; ws: number; n: number };
/** One axis's attempts since a day, and the first and last day with any. */
export type AxisEvidenceRow = { axis: string; attempts: number; firstDay: number; lastDay: number };

type WindowSumParams = { user: string; windows: string; blocks: string; halfLife: number };

const DAY_MS = 86_400_000;
/** Weeks start on day week * 7 - 3 (Mondays; day 0 was a Thursday), as retention_axis_weeks stores them. */
const firstWeekFrom = (day: number) => Math.ceil((day + 3) / 7);
const lastWeekTo = (day: number) => Math.floor((day - 3) / 7);

/**
 * The Progress page's axis lines without reading a year of day rows. A week row holds its days' sums moved to the
 * week's start (w_week = Σ w_day · 2^((day - weekStart) / half-life)), and the decay is separable, so a window's
 * sum is its whole weeks, each decayed from the week's start, plus the day rows of the part weeks at either edge.
 * The reads are bounded by the calendar: each week row in the windows is read once (about 71 weeks x axes for the
 * page's twelve months), plus at most 12 day rows per axis and window, however long the history.
 */
export function createRetentionAxisWindows(db: Db) {
  // Each window arrives as one JSON row: [window, atMs, fromDay, headTo, firstWeek, lastWeek, tailFrom, toDay]; its
  // whole weeks are [firstWeek, lastWeek], its head [fromDay, headTo] and tail [tailFrom, toDay] the days outside.
  // The windows overlap (twelve month ends, 26 weeks each), so the weeks are first summed once into blocks
  // ([lo, hi]: cut at every window's first and after every window's last week), each week moved to its block's
  // start by 2^((week - lo) * 7 / half-life); a window is then a handful of blocks, each decayed from its start.
  const windowSums = db.prepare<[WindowSumParams], AxisWindowSumRow>(
    `WITH win AS MATERIALIZED (
       SELECT j.value ->> 0 AS idx, j.value ->> 1 AS at, j.value ->> 2 AS from_day, j.value ->> 3 AS head_to,
              j.value ->> 4 AS first_week, j.value ->> 5 AS last_week, j.value ->> 6 AS tail_from,
              j.value ->> 7 AS to_day
       FROM json_each(@windows) j
     ),
     block AS MATERIALIZED (SELECT j.value ->> 0 AS lo, j.value ->> 1 AS hi FROM json_each(@blocks) j),
     block_sums AS MATERIALIZED (
       SELECT lo, axis, SUM(w * g) AS w, SUM(ws * g) AS ws, SUM(n) AS n FROM (
         SELECT block.lo, k.axis, k.w, k.ws, k.n, power(2.0, (k.week - block.lo) * 7.0 / @halfLife) AS g
         FROM block CROSS JOIN retention_axis_weeks k ON k.user_id = @user AND k.week BETWEEN block.lo AND block.hi
       ) GROUP BY lo, axis
     ),
     parts AS (
       SELECT win.idx, s.axis, s.w, s.ws, s.n,
              power(0.5, (win.at - (s.lo * 7 - 3) * ${DAY_MS}) / ${DAY_MS}.0 / @halfLife) AS f
       FROM win CROSS JOIN block_sums s WHERE s.lo BETWEEN win.first_week AND win.last_week
       UNION ALL
       SELECT win.idx, d.axis, d.w, d.ws, d.n, power(0.5, (win.at - d.day * ${DAY_MS}) / ${DAY_MS}.0 / @halfLife)
       FROM win CROSS JOIN retention_axis_days d ON d.user_id = @user AND d.day BETWEEN win.from_day AND win.head_to
       UNION ALL
       SELECT win.idx, d.axis, d.w, d.ws, d.n, power(0.5, (win.at - d.day * ${DAY_MS}) / ${DAY_MS}.0 / @halfLife)
       FROM win CROSS JOIN retention_axis_days d ON d.user_id = @user AND d.day BETWEEN win.tail_from AND win.to_day
     )
     SELECT idx AS "window", axis, SUM(w * f) AS w, SUM(ws * f) AS ws, SUM(n) AS n
     FROM parts GROUP BY idx, axis ORDER BY idx, axis`,
  );

  // Attempts since `fromDay`: the days of its part week (the head) plus every week from the first whole one; the
  // first and last day come from the head or from the day rows of the first and last such week with any.
  const evidence = db.prepare<[string, number, number, string, number, string, string], AxisEvidenceRow>(
    `WITH head AS (
       SELECT axis, SUM(n) AS n, MIN(day) AS first_day, MAX(day) AS last_day FROM retention_axis_days
       WHERE user_id = ? AND day BETWEEN ? AND ? AND n > 0 GROUP BY axis
     ),
     whole AS (
       SELECT axis, SUM(n) AS n, MIN(week) AS first_week, MAX(week) AS last_week FROM retention_axis_weeks
       WHERE user_id = ? AND week >= ? AND n > 0 GROUP BY axis
     ),
     axes AS (SELECT axis FROM head UNION SELECT axis FROM whole)
     SELECT a.axis,
            coalesce(h.n, 0) + coalesce(k.n, 0) AS attempts,
            coalesce(h.first_day, (
              SELECT MIN(d.day) FROM retention_axis_days d WHERE d.user_id = ? AND d.axis = a.axis
                AND d.day BETWEEN k.first_week * 7 - 3 AND k.first_week * 7 + 3 AND d.n > 0
            )) AS firstDay,
            coalesce((
              SELECT MAX(d.day) FROM retention_axis_days d WHERE d.user_id = ? AND d.axis = a.axis
                AND d.day BETWEEN k.last_week * 7 - 3 AND k.last_week * 7 + 3 AND d.n > 0
            ), h.last_day) AS lastDay
     FROM axes a LEFT JOIN head h ON h.axis = a.axis LEFT JOIN whole k ON k.axis = a.axis
     ORDER BY a.axis`,
  );

  return {
    /**
     * Each axis's sums over each window, decayed to the window's end: one row per window and axis with evidence in
     * it (an axis without any has no row). `halfLifeDays` must be the one the day and week rows were weighted with.
     */
    axisWindowSums(userId: string, windows: readonly AxisWindow[], halfLifeDays: number): AxisWindowSumRow[] {
      const bounds = windows.map((win, i) => {
        const toDay = Math.ceil(win.atMs / DAY_MS) - 1;
        const firstWeek = firstWeekFrom(win.fromDay);
        const lastWeek = lastWeekTo(toDay);
        // A window shorter than a whole week is all head.
        if (firstWeek > lastWeek) return [i, win.atMs, win.fromDay, toDay, 1, 0, toDay + 1, toDay];
        return [i, win.atMs, win.fromDay, firstWeek * 7 - 4, firstWeek, lastWeek, lastWeek * 7 + 4, toDay];
      });
      const cuts = [...new Set(bounds.filter((b) => b[4]! <= b[5]!).flatMap((b) => [b[4]!, b[5]! + 1]))].sort(
        (a, b) => a - b,
      );
      const blocks = cuts.slice(1).map((next, i) => [cuts[i]!, next - 1]);
      return windowSums.all({
        user: userId,
        windows: JSON.stringify(bounds),
        blocks: JSON.stringify(blocks),
        halfLife: halfLifeDays,
      });
    },
    /** Per axis with any: attempts on days >= `fromDay`, and the first and last such day. */
    axisEvidenceSince(userId: string, fromDay: number): AxisEvidenceRow[] {
      const firstWeek = firstWeekFrom(fromDay);
      return evidence.all(userId, fromDay, firstWeek * 7 - 4, userId, firstWeek, userId, userId);
    },
  };
}
