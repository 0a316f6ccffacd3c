// Builders and readers shared by the retention repository tests (repository-*.test.ts), which read and write the
// repository (src/main/db/repositories/retention.ts) directly over a fresh database.
import type { Db } from '../../src/main/db/connection';
import type { Repositories } from '../../src/main/db/repositories';
import type { NewAttempt } from '../../src/main/db/repositories/attempts';
import type {
  AttemptFactRow,
  AxisSumRow,
  ProblemFactsRow,
  ScheduleRow,
} from '../../src/main/db/repositories/retention';
import type { ReviewOutcome } from '../../src/main/db/repositories/reviews';
import { T1, T2, freshRepositories } from '../database/fresh-repositories';
import { newAttempt as specAttempt } from './support';

export const DAY = 86_400_000;
export const T0 = '2026-02-28T10:00:00.000Z';
export const T4 = '2026-03-04T10:00:00.000Z';
export const T5 = '2026-03-05T10:00:00.000Z';

/** The fresh database of the running test and its two profiles; reassigned before each test. */
export let db: Db, repos: Repositories, ada: string, bob: string;

/** Every test of a file that calls this gets a fresh database with two profiles (ada, bob), closed after it. */
export function useFreshRepositories(): void {
  beforeEach(() => ({ db, repos, ada, bob } = freshRepositories(T1)));
  afterEach(() => db.close());
}

// ---- builders -------------------------------------------------------------------------------------------------

/** A passed practice attempt at problem `p` with nothing looked up, changed by `over`. */
export const newAttempt = (over: Partial<NewAttempt> = {}): NewAttempt => ({
  ...specAttempt({ slug: 'p', passed: true }),
  ...over,
});

/** Stores an attempt at `at` and answers its id (the insert trigger also notes it in retention_pending). */
export const attempt = (userId: string, at: string, over: Partial<NewAttempt> = {}): string =>
  repos.attempts.create(userId, newAttempt(over), new Date(at)).id;

/** Overwrites one text cell of an attempt, for corrupt or odd JSON the repository never writes itself. */
export const setAttemptCell = (id: string, column: 'phase_times_json' | 'hint_counts_json', value: string) =>
  db.prepare(`UPDATE attempts SET ${column} = ? WHERE id = ?`).run(value, id);

export const readyReview = (score: number | null, rubric: unknown): ReviewOutcome => ({
  status: 'ready',
  summary: 's',
  perPhase: {},
  overallScore: score as number,
  rubric,
  thinNotes: false,
  model: 'm',
});

/** A review of an attempt created at `at`, settled to `outcome` (left pending for a pending outcome). */
export function review(userId: string, attemptId: string, at: string, outcome: ReviewOutcome): void {
  const row = repos.reviews.createPending(userId, attemptId, 'default', new Date(at));
  if (outcome.status !== 'pending') repos.reviews.settle(userId, row.id, outcome, new Date(at));
}

export const fact = (attemptId: string, over: Partial<AttemptFactRow> = {}): AttemptFactRow => ({
  attemptId,
  problemSlug: 'p',
  difficulty: 'easy',
  passed: true,
  workMs: 1000,
  rating: 'good',
  redrill: false,
  dueAfter: T5,
  createdAt: T1,
  ...over,
});

export const problemRow = (problemSlug: string, over: Partial<ProblemFactsRow> = {}): ProblemFactsRow => ({
  problemSlug,
  attempts: 2,
  leaned: 1,
  lastAt: T2,
  lastPassed: true,
  lastCleanAt: T1,
  ...over,
});

export const scheduleRow = (problemSlug: string, over: Partial<ScheduleRow> = {}): ScheduleRow => ({
  problemSlug,
  due: T4,
  stability: 2.5,
  difficulty: 5.123456789,
  scheduledDays: 3,
  reps: 2,
  lapses: 1,
  state: 'review',
  lastReview: T1,
  lastRating: 'good',
  ...over,
});

export const count = (sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;

/** Stored fact rows of a user as the table holds them (0/1 booleans), by attempt id. */
export const storedFacts = (userId: string) =>
  db
    .prepare(
      `SELECT attempt_id, problem_slug, difficulty, passed, work_ms, rating, redrill, due_after, created_at
       FROM retention_attempts WHERE user_id = ? ORDER BY attempt_id`,
    )
    .all(userId);

/** The same rows as `storedFacts` reads them, from facts. */
export const factColumns = (facts: AttemptFactRow[]) =>
  [...facts]
    .sort((a, b) => (a.attemptId < b.attemptId ? -1 : 1))
    .map((f) => ({
      attempt_id: f.attemptId,
      problem_slug: f.problemSlug,
      difficulty: f.difficulty,
      passed: f.passed ? 1 : 0,
      work_ms: f.workMs,
      rating: f.rating,
      redrill: f.redrill ? 1 : 0,
      due_after: f.dueAfter,
      created_at: f.createdAt,
    }));

/** rowid per key: an INSERT OR REPLACE gives a row a new rowid, so an unchanged rowid means "not rewritten". */
export const rowids = (sql: string, userId: string) =>
  Object.fromEntries((db.prepare(sql).all(userId) as { k: string; r: number }[]).map((x) => [x.k, x.r]));

/** The decay factor of a day's evidence at `todayMs`, as the SQL computes it. */
export const decay = (todayMs: number, day: number, halfLifeDays: number) =>
  Math.pow(0.5, Math.max(0, (todayMs - day * DAY) / DAY) / halfLifeDays);

export function expectSums(actual: AxisSumRow[], expected: AxisSumRow[]): void {
  expect(actual.map((r) => [r.axis, r.n])).toEqual(expected.map((r) => [r.axis, r.n]));
  actual.forEach((r, i) => {
    expect(r.w).toBeCloseTo(expected[i]!.w, 12);
    expect(r.ws).toBeCloseTo(expected[i]!.ws, 12);
  });
}

// ---- sources --------------------------------------------------------------------------------------------------
