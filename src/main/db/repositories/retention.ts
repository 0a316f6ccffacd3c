import type { Statement } from 'better-sqlite3';
import type { Db } from '../connection';
import { createProgressSummaryQueries } from './progress-summaries';
import { parseJson } from './ids';
import { reviewScore, rubricScore, totalHints, type AttemptEvidence } from './picker-evidence';

/** An attempt as the retention derivation reads it: the picker's evidence plus its id and work time. */
export type RetentionSource = { id: string; workMs: number; evidence: AttemptEvidence };

export type AttemptFactRow = {
  attemptId: string;
  problemSlug: string;
  difficulty: string | null;
  passed: boolean;
  workMs: number;
  rating: 'again' | 'hard' | 'good' | 'easy';
  redrill: boolean;
  dueAfter: string;
  createdAt: string;
};

export type ProblemFactsRow = {
  problemSlug: string;
  attempts: number;
  leaned: number;
  lastAt: string;
  lastPassed: boolean;
  lastCleanAt: string | null;
};

export type ScheduleRow = {
  problemSlug: string;
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  state: 'new' | 'learning' | 'review' | 'relearning';
  lastReview: string;
  lastRating: AttemptFactRow['rating'];
};

export type AxisDayRow = { axis: string; day: number; w: number; ws: number; n: number };
export type AxisSumRow = { axis: string; w: number; ws: number; n: number };
export type AxisWeekRow = { axis: string; week: number; w: number; ws: number; n: number };

type RawSource = [
  id: string,
  problemSlug: string,
  passed: number,
  testStatus: AttemptEvidence['testStatus'],
  lookedReference: number,
  lookedPitfalls: number,
  hintCountsJson: string,
  confidence: number,
  mode: AttemptEvidence['mode'],
  createdAt: string,
  phaseTimesJson: string,
];

function workMs(json: string): number {
  const value = parseJson<unknown>(json, {});
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 0;
  let sum = 0;
  for (const v of Object.values(value)) if (typeof v === 'number' && Number.isFinite(v) && v > 0) sum += v;
  return Math.round(sum);
}

/**
 * Makes stored per-problem rows (one per problem slug) exactly `rows`: a row is written when any field differs
 * (values as read back, so a REAL compares exactly) or it is new, deleted when its problem is not among `rows`.
 * `remove` takes (user, JSON array of slugs), `insert` (user, JSON array of `toColumns` arrays).
 */
function syncPerProblem<R extends { problemSlug: string }>(
  userId: string,
  stored: readonly R[],
  rows: Iterable<R>,
  remove: Statement<[string, string]>,
  insert: Statement<[string, string]>,
  toColumns: (r: R) => unknown[],
): number {
  const bySlug = new Map(stored.map((r) => [r.problemSlug, r]));
  const changed: R[] = [];
  for (const row of rows) {
    const old = bySlug.get(row.problemSlug);
    if (!old || !(Object.keys(row) as (keyof R)[]).every((k) => old[k] === row[k])) changed.push(row);
    bySlug.delete(row.problemSlug);
  }
  if (bySlug.size > 0) remove.run(userId, JSON.stringify([...bySlug.keys()]));
  if (changed.length > 0) insert.run(userId, JSON.stringify(changed.map(toColumns)));
  return changed.length;
}

/** SQLite's BINARY order for the ASCII text compared here (ids, ISO times); anything else only costs the slow path. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A stored per-axis row of a day or week: axis, period, w, ws, n. */
type StoredPeriodRow = [string, number, number, number, number];

/** (period, axis) order; axis ids are ASCII, so JS's string order is SQLite's BINARY order. */
function comparePeriodAxis(periodA: number, axisA: string, periodB: number, axisB: string): number {
  return periodA - periodB || (axisA < axisB ? -1 : axisA > axisB ? 1 : 0);
}

/**
 * What to write and delete so the stored per-axis rows of a period table (stored in (period, axis) order)
 * become `rows`. Both sides are walked together: no key per row (a Map of keys cost twice as much). If `rows`
 * is out of order it is sorted first; were the orders ever to disagree, a stored row would be deleted and
 * written again, so the result is right either way.
 */
function diffPeriodRows<R extends { axis: string; w: number; ws: number; n: number }>(
  rows: readonly R[],
  period: (r: R) => number,
  stored: readonly StoredPeriodRow[],
): { changed: R[]; gone: [number, string][] } {
  const order = (a: R, b: R) => comparePeriodAxis(period(a), a.axis, period(b), b.axis);
  const ordered = rows.every((r, i) => i === 0 || order(rows[i - 1]!, r) < 0);
  const wanted = ordered ? rows : [...rows].sort(order);
  const changed: R[] = [];
  const gone: [number, string][] = [];
  let i = 0;
  for (const row of wanted) {
    const p = period(row);
    while (i < stored.length && comparePeriodAxis(stored[i]![1], stored[i]![0], p, row.axis) < 0) {
      gone.push([stored[i]![1], stored[i]![0]]);
      i++;
    }
    const r = i < stored.length && stored[i]![1] === p && stored[i]![0] === row.axis ? stored[i++] : undefined;
    if (!r || r[2] !== row.w || r[3] !== row.ws || r[4] !== row.n) changed.push(row);
  }
  for (; i < stored.length; i++) gone.push([stored[i]![1], stored[i]![0]]);
  return { changed, gone };
}

/** Attempts in a time window, oldest first (a range search on attempts_user_time, migration 0140). */
export const SOURCES_SQL = `SELECT id, problem_slug, passed, test_status, looked_reference, looked_pitfalls, hint_counts_json,
       confidence, mode, created_at, phase_times_json
  FROM attempts WHERE user_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at, rowid`;
/** The ready reviews of the attempts in a time window. */
export const SOURCE_REVIEWS_SQL = `SELECT r.attempt_id, r.overall_score, r.rubric_json FROM reviews r
  JOIN attempts a ON a.id = r.attempt_id AND a.user_id = r.user_id
  WHERE r.user_id = ? AND r.status = 'ready' AND a.created_at >= ? AND a.created_at < ?
  ORDER BY r.created_at, r.rowid`;

/**
 * The derived retention tables (migration 0110). Every statement is scoped by the acting user's id. The
 * rows are rebuildable from attempts and reviews; nothing here is a record of its own.
 */
export function createRetentionRepository(db: Db) {
  const sources = db.prepare<[string, string, string], RawSource>(SOURCES_SQL).raw(true);
  const sourceReviews = db
    .prepare<[string, string, string], [attemptId: string, overallScore: number | null, rubricJson: string | null]>(
      SOURCE_REVIEWS_SQL,
    )
    .raw(true);

  const insertFact = db.prepare(
    `INSERT OR REPLACE INTO retention_attempts
       (attempt_id, user_id, problem_slug, difficulty, passed, work_ms, rating, redrill, due_after, created_at)
     VALUES (@attemptId, @userId, @problemSlug, @difficulty, @passed, @workMs, @rating, @redrill, @dueAfter, @createdAt)`,
  );
  // The rebuild's bulk path: one statement over a JSON array instead of ten thousand single inserts.
  const insertFacts = db.prepare<[string, string]>(
    `INSERT OR REPLACE INTO retention_attempts
       (attempt_id, user_id, problem_slug, difficulty, passed, work_ms, rating, redrill, due_after, created_at)
     SELECT j.value ->> 0, ?, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5,
            j.value ->> 6, j.value ->> 7, j.value ->> 8
     FROM json_each(?) j`,
  );
  // The rebuild's other bulk inserts (into tables the rebuild has just emptied for this user).
  const insertSchedules = db.prepare<[string, string]>(
    `INSERT OR REPLACE INTO retention_schedule (user_id, problem_slug, due, stability, difficulty, scheduled_days, reps,
       lapses, state, last_review, last_rating)
     SELECT ?, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, j.value ->> 6,
            j.value ->> 7, j.value ->> 8, j.value ->> 9
     FROM json_each(?) j`,
  );
  const insertProblems = db.prepare<[string, string]>(
    `INSERT OR REPLACE INTO retention_problems (user_id, problem_slug, attempts, leaned, last_at, last_passed, last_clean_at)
     SELECT ?, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5
     FROM json_each(?) j`,
  );
  const insertAxisDays = db.prepare<[string, string]>(
    `INSERT OR REPLACE INTO retention_axis_days (user_id, axis, day, w, ws, n)
     SELECT ?, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4
     FROM json_each(?) j`,
  );
  // The rebuild compares what it computed with what is stored and writes only the differences.
  type StoredFact = [string, string, string | null, number, number, string, number, string, string];
  const storedFacts = db
    .prepare<[string], StoredFact>(
      `SELECT attempt_id, problem_slug, difficulty, passed, work_ms, rating, redrill, due_after, created_at
       FROM retention_attempts WHERE user_id = ?`,
    )
    .raw(true);
  // The stored rows as one JSON text, in the order factsJson writes (see syncFacts).
  const storedFactsJson = db
    .prepare<[string], string>(
      `SELECT json_group_array(json_array(attempt_id, problem_slug, difficulty, passed, work_ms, rating, redrill,
         due_after, created_at) ORDER BY created_at, attempt_id)
       FROM retention_attempts WHERE user_id = ?`,
    )
    .pluck();
  const deleteFacts = db.prepare<[string, string]>(
    'DELETE FROM retention_attempts WHERE user_id = ? AND attempt_id IN (SELECT value FROM json_each(?))',
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
  const getParams = db.prepare<[string], { weights_json: string; reviews: number; optimised_at: string }>(
    'SELECT weights_json, reviews, optimised_at FROM retention_params WHERE user_id = ?',
  );
  const putParams = db.prepare<[string, string, number, string]>(
    `INSERT INTO retention_params (user_id, weights_json, reviews, optimised_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET weights_json = excluded.weights_json, reviews = excluded.reviews,
       optimised_at = excluded.optimised_at`,
  );
  const clearParams = db.prepare<[string]>('DELETE FROM retention_params WHERE user_id = ?');
  const medianCount = db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM retention_attempts
     WHERE user_id = ? AND difficulty = ? AND passed = 1 AND work_ms > 0`,
  );
  const medianAt = db.prepare<[string, string, number, number], { work_ms: number }>(
    `SELECT work_ms FROM retention_attempts WHERE user_id = ? AND difficulty = ? AND passed = 1 AND work_ms > 0
     ORDER BY work_ms LIMIT ? OFFSET ?`,
  );
  const getProblem = db.prepare<[string, string], Record<string, unknown>>(
    'SELECT * FROM retention_problems WHERE user_id = ? AND problem_slug = ?',
  );
  const allProblems = db.prepare<[string], Record<string, unknown>>(
    'SELECT * FROM retention_problems WHERE user_id = ? ORDER BY problem_slug',
  );
  const putProblem = db.prepare(
    `INSERT OR REPLACE INTO retention_problems (user_id, problem_slug, attempts, leaned, last_at, last_passed, last_clean_at)
     VALUES (@userId, @problemSlug, @attempts, @leaned, @lastAt, @lastPassed, @lastCleanAt)`,
  );
  const getSchedule = db.prepare<[string, string], Record<string, unknown>>(
    'SELECT * FROM retention_schedule WHERE user_id = ? AND problem_slug = ?',
  );
  const allSchedule = db.prepare<[string], Record<string, unknown>>(
    'SELECT * FROM retention_schedule WHERE user_id = ? ORDER BY problem_slug',
  );
  const dueBefore = db.prepare<[string, string, number], Record<string, unknown>>(
    'SELECT * FROM retention_schedule WHERE user_id = ? AND due < ? ORDER BY due, problem_slug LIMIT ?',
  );
  const dueCount = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM retention_schedule WHERE user_id = ? AND due < ?',
  );
  const putSchedule = db.prepare(
    `INSERT OR REPLACE INTO retention_schedule (user_id, problem_slug, due, stability, difficulty, scheduled_days, reps,
       lapses, state, last_review, last_rating)
     VALUES (@userId, @problemSlug, @due, @stability, @difficulty, @scheduledDays, @reps, @lapses, @state, @lastReview,
       @lastRating)`,
  );
  const axisDaysSince = db.prepare<[string, number], AxisDayRow>(
    'SELECT axis, day, w, ws, n FROM retention_axis_days WHERE user_id = ? AND day >= ? ORDER BY day, axis',
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
  const staleDays = db
    .prepare<[string], [day: number]>('SELECT day FROM retention_stale_days WHERE user_id = ? ORDER BY day')
    .raw(true);
  const clearStale = db.prepare('DELETE FROM retention_stale_days WHERE user_id = ?');
  const hasPending = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM (SELECT 1 FROM retention_pending WHERE user_id = ? LIMIT 1)',
  );
  const clearPendingOne = db.prepare('DELETE FROM retention_pending WHERE user_id = ? AND attempt_id = ?');
  const attemptsSince = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM retention_attempts WHERE user_id = ? AND created_at >= ?',
  );
  const factsSince = db.prepare<[string, string], Record<string, unknown>>(
    'SELECT * FROM retention_attempts WHERE user_id = ? AND created_at >= ? ORDER BY created_at, rowid',
  );
  const clearUser = [
    'DELETE FROM retention_attempts WHERE user_id = ?',
    'DELETE FROM retention_problems WHERE user_id = ?',
    'DELETE FROM retention_schedule WHERE user_id = ?',
    'DELETE FROM retention_axis_days WHERE user_id = ?',
    'DELETE FROM retention_axis_weeks WHERE user_id = ?',
    'DELETE FROM retention_stale_days WHERE user_id = ?',
    'DELETE FROM retention_pending WHERE user_id = ?',
  ].map((sql) => db.prepare(sql));

  const deleteSchedules = db.prepare<[string, string]>(
    'DELETE FROM retention_schedule WHERE user_id = ? AND problem_slug IN (SELECT value FROM json_each(?))',
  );
  const deleteProblems = db.prepare<[string, string]>(
    'DELETE FROM retention_problems WHERE user_id = ? AND problem_slug IN (SELECT value FROM json_each(?))',
  );
  const clearForRebuild = [
    'DELETE FROM retention_stale_days WHERE user_id = ?',
    'DELETE FROM retention_pending WHERE user_id = ?',
  ].map((sql) => db.prepare(sql));

  const toProblem = (r: Record<string, unknown>): ProblemFactsRow => ({
    problemSlug: r.problem_slug as string,
    attempts: r.attempts as number,
    leaned: r.leaned as number,
    lastAt: r.last_at as string,
    lastPassed: r.last_passed === 1,
    lastCleanAt: (r.last_clean_at as string | null) ?? null,
  });
  const toSchedule = (r: Record<string, unknown>): ScheduleRow => ({
    problemSlug: r.problem_slug as string,
    due: r.due as string,
    stability: r.stability as number,
    difficulty: r.difficulty as number,
    scheduledDays: r.scheduled_days as number,
    reps: r.reps as number,
    lapses: r.lapses as number,
    state: r.state as ScheduleRow['state'],
    lastReview: r.last_review as string,
    lastRating: r.last_rating as ScheduleRow['lastRating'],
  });
  const toFact = (r: Record<string, unknown>): AttemptFactRow => ({
    attemptId: r.attempt_id as string,
    problemSlug: r.problem_slug as string,
    difficulty: (r.difficulty as string | null) ?? null,
    passed: r.passed === 1,
    workMs: r.work_ms as number,
    rating: r.rating as AttemptFactRow['rating'],
    redrill: r.redrill === 1,
    dueAfter: r.due_after as string,
    createdAt: r.created_at as string,
  });

  const factRow = (f: AttemptFactRow) => [
    f.attemptId,
    f.problemSlug,
    f.difficulty,
    f.passed ? 1 : 0,
    f.workMs,
    f.rating,
    f.redrill ? 1 : 0,
    f.dueAfter,
    f.createdAt,
  ];
  const putFacts = (userId: string, facts: readonly AttemptFactRow[]) =>
    insertFacts.run(userId, JSON.stringify(facts.map(factRow)));
  /** `facts` as storedFactsJson writes the stored rows: ordered by created_at, then attempt id. */
  const factsJson = (facts: readonly AttemptFactRow[]) =>
    JSON.stringify(
      [...facts]
        .sort((a, b) => compareText(a.createdAt, b.createdAt) || compareText(a.attemptId, b.attemptId))
        .map(factRow),
    );

  return {
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    /** Attempts with created_at in [fromIso, toIso), oldest first, each with its latest ready review. */
    sources(userId: string, fromIso = '', toIso = '\uffff'): RetentionSource[] {
      const latest = new Map<string, { score: number | null; rubric: string | null }>();
      for (const [attemptId, score, rubric] of sourceReviews.all(userId, fromIso, toIso))
        latest.set(attemptId, { score, rubric });
      // Hint counts take a few distinct values ({"plan":1}, ...): each is parsed once per read.
      const hintTotals = new Map<string, number>();
      const hintsOf = (json: string) => {
        let n = hintTotals.get(json);
        if (n === undefined) hintTotals.set(json, (n = totalHints(json)));
        return n;
      };
      return sources.all(userId, fromIso, toIso).map((r) => {
        const review = latest.get(r[0]);
        return {
          id: r[0],
          workMs: workMs(r[10]),
          evidence: {
            problemSlug: r[1],
            passed: r[2] === 1,
            testStatus: r[3],
            lookedReference: r[4] === 1,
            lookedPitfalls: r[5] === 1,
            hints: hintsOf(r[6]),
            confidence: r[7],
            mode: r[8],
            createdAt: r[9],
            reviewScore: review ? reviewScore(review.score) : null,
            rubricScore: review ? rubricScore(review.rubric) : null,
          },
        };
      });
    },
    putFact: (userId: string, f: AttemptFactRow) =>
      insertFact.run({ ...f, userId, passed: f.passed ? 1 : 0, redrill: f.redrill ? 1 : 0 }),
    /**
     * Makes the user's per-attempt rows exactly `facts`: rows that differ or are missing are written, rows of
     * attempts that no longer exist are deleted, identical rows are left alone. Answers how many were written.
     *
     * First, the usual case of a rebuild over current rows: SQLite serialises the stored rows as one JSON text
     * and it is compared with the same serialisation of `facts` (no REAL column, so both sides print every
     * value exactly). Only when they differ are the stored rows read one by one and compared.
     */
    syncFacts(userId: string, facts: readonly AttemptFactRow[]): number {
      if (storedFactsJson.get(userId) === factsJson(facts)) return 0;
      const stored = new Map<string, StoredFact>();
      for (const r of storedFacts.all(userId)) stored.set(r[0], r);
      const changed: AttemptFactRow[] = [];
      for (const f of facts) {
        const r = stored.get(f.attemptId);
        const same =
          !!r &&
          r[1] === f.problemSlug &&
          r[2] === f.difficulty &&
          r[3] === (f.passed ? 1 : 0) &&
          r[4] === f.workMs &&
          r[5] === f.rating &&
          r[6] === (f.redrill ? 1 : 0) &&
          r[7] === f.dueAfter &&
          r[8] === f.createdAt;
        if (!same) changed.push(f);
        stored.delete(f.attemptId);
      }
      if (stored.size > 0) deleteFacts.run(userId, JSON.stringify([...stored.keys()]));
      if (changed.length > 0) putFacts(userId, changed);
      return changed.length;
    },
    /** The same for the per-axis day rows (the sums are recomputed in the same order, so equal is exact). */
    syncAxisDays(userId: string, rows: readonly AxisDayRow[]): number {
      const { changed, gone } = diffPeriodRows(rows, (r) => r.day, storedAxisDays.all(userId));
      if (gone.length > 0) deleteAxisDays.run(userId, JSON.stringify(gone));
      if (changed.length > 0) this.putAxisDays(userId, changed);
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
    /** Clears the stale-day and pending marks a rebuild settles. */
    clearForRebuild: (userId: string) => {
      for (const s of clearForRebuild) s.run(userId);
    },
    /** The profile's fitted FSRS weights (migration 0121), or undefined for the library's defaults. */
    params(userId: string): { weights: number[]; reviews: number; optimisedAt: string } | undefined {
      const r = getParams.get(userId);
      if (!r) return undefined;
      const weights = parseJson<unknown>(r.weights_json, null);
      if (!Array.isArray(weights) || !weights.every((w) => typeof w === 'number' && Number.isFinite(w))) return undefined;
      return { weights: weights as number[], reviews: r.reviews, optimisedAt: r.optimised_at };
    },
    putParams: (userId: string, weights: readonly number[], reviews: number, atIso: string) =>
      putParams.run(userId, JSON.stringify(weights), reviews, atIso),
    clearParams: (userId: string) => clearParams.run(userId),
    /**
     * Makes the user's schedule and per-problem rows exactly `rows` (one per problem, a few hundred at most):
     * changed and new rows are written in one statement, rows of problems no longer attempted deleted, equal
     * rows left alone, so a rebuild over current rows writes nothing and its commit has nothing to flush.
     */
    syncSchedules: (userId: string, rows: Iterable<ScheduleRow>): number =>
      syncPerProblem(userId, allSchedule.all(userId).map(toSchedule), rows, deleteSchedules, insertSchedules, (r) => [
        r.problemSlug,
        r.due,
        r.stability,
        r.difficulty,
        r.scheduledDays,
        r.reps,
        r.lapses,
        r.state,
        r.lastReview,
        r.lastRating,
      ]),
    syncProblems: (userId: string, rows: Iterable<ProblemFactsRow>): number =>
      syncPerProblem(userId, allProblems.all(userId).map(toProblem), rows, deleteProblems, insertProblems, (p) => [
        p.problemSlug,
        p.attempts,
        p.leaned,
        p.lastAt,
        p.lastPassed ? 1 : 0,
        p.lastCleanAt,
      ]),
    putAxisDays: (userId: string, rows: readonly AxisDayRow[]) =>
      insertAxisDays.run(userId, JSON.stringify(rows.map((r) => [r.axis, r.day, r.w, r.ws, r.n]))),
    /** The median work time of the user's passed attempts at a difficulty, or null below `minSamples`. */
    medianWorkMs(userId: string, difficulty: string, minSamples: number): number | null {
      const n = medianCount.get(userId, difficulty)?.n ?? 0;
      // No samples is no median, whatever the minimum asked for.
      if (n === 0 || n < minSamples) return null;
      const rows = medianAt.all(userId, difficulty, n % 2 ? 1 : 2, Math.floor((n - 1) / 2));
      return rows.length === 1 ? rows[0]!.work_ms : (rows[0]!.work_ms + rows[1]!.work_ms) / 2;
    },
    problem(userId: string, slug: string): ProblemFactsRow | undefined {
      const r = getProblem.get(userId, slug);
      return r ? toProblem(r) : undefined;
    },
    problems: (userId: string): ProblemFactsRow[] => allProblems.all(userId).map(toProblem),
    putProblem: (userId: string, p: ProblemFactsRow) =>
      putProblem.run({ ...p, userId, lastPassed: p.lastPassed ? 1 : 0 }),
    schedule(userId: string, slug: string): ScheduleRow | undefined {
      const r = getSchedule.get(userId, slug);
      return r ? toSchedule(r) : undefined;
    },
    schedules: (userId: string): ScheduleRow[] => allSchedule.all(userId).map(toSchedule),
    dueBefore: (userId: string, beforeIso: string, limit: number): ScheduleRow[] =>
      dueBefore.all(userId, beforeIso, limit).map(toSchedule),
    dueCount: (userId: string, beforeIso: string): number => dueCount.get(userId, beforeIso)?.n ?? 0,
    putSchedule: (userId: string, s: ScheduleRow) => putSchedule.run({ ...s, userId }),
    axisDaysSince: (userId: string, day: number): AxisDayRow[] => axisDaysSince.all(userId, day),
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
    staleDays: (userId: string): number[] => staleDays.all(userId).map((r) => r[0]),
    clearStale: (userId: string) => clearStale.run(userId),
    /** Whether an attempt was stored without being derived (see migration 0110's retention_pending). */
    hasPending: (userId: string): boolean => (hasPending.get(userId)?.n ?? 0) > 0,
    clearPending: (userId: string, attemptId: string) => clearPendingOne.run(userId, attemptId),
    clearUser: (userId: string) => {
      for (const s of clearUser) s.run(userId);
    },
    /** Attempts since an instant, counted on the (user_id, created_at) index (the daily drill slot). */
    attemptsSince: (userId: string, sinceIso: string): number => attemptsSince.get(userId, sinceIso)?.n ?? 0,
    factsSince: (userId: string, sinceIso: string): AttemptFactRow[] => factsSince.all(userId, sinceIso).map(toFact),
    // calibration, redrillsDone, activityDaysSince: from the summary tables, not the attempt rows.
    ...createProgressSummaryQueries(db),
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
