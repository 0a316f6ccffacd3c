import type { Db } from '../connection';
import { createProgressSummaryQueries } from './progress-summaries';
import { parseJson } from './ids';
import { createRetentionAxes } from './retention-axes';
import { compareText, syncPerProblem } from './retention-diff';
import { createRetentionSources } from './retention-sources';

export { SOURCE_REVIEWS_SQL, SOURCES_SQL, type RetentionSource } from './retention-sources';
export type { AxisDayRow, AxisSumRow, AxisWeekRow } from './retention-axes';

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



/**
 * The derived retention tables (migration 0110). Every statement is scoped by the acting user's id. The
 * rows are rebuildable from attempts and reviews; nothing here is a record of its own.
 */
export function createRetentionRepository(db: Db) {
  const sources = createRetentionSources(db);
  const axes = createRetentionAxes(db);

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
    ...sources,
    ...axes,
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
