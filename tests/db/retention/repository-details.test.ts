// The retention repository (src/main/db/repositories/retention.ts), read and written directly over a fresh
// database: the attempt window `sources` reads (bounds, order, work time, evidence, hints, latest ready review),
// the sync methods' "write only what differs, delete what is gone" (counts, rows left alone by rowid, each
// compared field), the decayed per-axis sums worked out by hand, the corrupt weights cells, the median, and the
// user scoping and exact rows of every statement. The rebuild tests reach most of this through the service; these
// pin the repository's own contract.
import type { Db } from '../../../src/main/db/connection';
import type { Repositories } from '../../../src/main/db/repositories';
import type { NewAttempt } from '../../../src/main/db/repositories/attempts';
import type {
  AttemptFactRow,
  AxisSumRow,
  ProblemFactsRow,
  ScheduleRow,
} from '../../../src/main/db/repositories/retention';
import type { ReviewOutcome } from '../../../src/main/db/repositories/reviews';
import { T1, T2, T3, freshRepositories } from '../fresh-repositories';
import { newAttempt as specAttempt } from './support';

const DAY = 86_400_000;
const T0 = '2026-02-28T10:00:00.000Z';
const T4 = '2026-03-04T10:00:00.000Z';
const T5 = '2026-03-05T10:00:00.000Z';

let db: Db, repos: Repositories, ada: string, bob: string;
beforeEach(() => ({ db, repos, ada, bob } = freshRepositories(T1)));
afterEach(() => db.close());

// ---- builders -------------------------------------------------------------------------------------------------

/** A passed practice attempt at problem `p` with nothing looked up, changed by `over`. */
const newAttempt = (over: Partial<NewAttempt> = {}): NewAttempt => ({
  ...specAttempt({ slug: 'p', passed: true }),
  ...over,
});

/** Stores an attempt at `at` and answers its id (the insert trigger also notes it in retention_pending). */
const attempt = (userId: string, at: string, over: Partial<NewAttempt> = {}): string =>
  repos.attempts.create(userId, newAttempt(over), new Date(at)).id;

/** Overwrites one text cell of an attempt, for corrupt or odd JSON the repository never writes itself. */
const setAttemptCell = (id: string, column: 'phase_times_json' | 'hint_counts_json', value: string) =>
  db.prepare(`UPDATE attempts SET ${column} = ? WHERE id = ?`).run(value, id);

const readyReview = (score: number | null, rubric: unknown): ReviewOutcome => ({
  status: 'ready',
  summary: 's',
  perPhase: {},
  overallScore: score as number,
  rubric,
  thinNotes: false,
  model: 'm',
});

/** A review of an attempt created at `at`, settled to `outcome` (left pending for a pending outcome). */
function review(userId: string, attemptId: string, at: string, outcome: ReviewOutcome): void {
  const row = repos.reviews.createPending(userId, attemptId, 'default', new Date(at));
  if (outcome.status !== 'pending') repos.reviews.settle(userId, row.id, outcome, new Date(at));
}

const fact = (attemptId: string, over: Partial<AttemptFactRow> = {}): AttemptFactRow => ({
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

const problemRow = (problemSlug: string, over: Partial<ProblemFactsRow> = {}): ProblemFactsRow => ({
  problemSlug,
  attempts: 2,
  leaned: 1,
  lastAt: T2,
  lastPassed: true,
  lastCleanAt: T1,
  ...over,
});

const scheduleRow = (problemSlug: string, over: Partial<ScheduleRow> = {}): ScheduleRow => ({
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

const count = (sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;

/** Stored fact rows of a user as the table holds them (0/1 booleans), by attempt id. */
const storedFacts = (userId: string) =>
  db
    .prepare(
      `SELECT attempt_id, problem_slug, difficulty, passed, work_ms, rating, redrill, due_after, created_at
       FROM retention_attempts WHERE user_id = ? ORDER BY attempt_id`,
    )
    .all(userId);

/** The same rows as `storedFacts` reads them, from facts. */
const factColumns = (facts: AttemptFactRow[]) =>
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
const rowids = (sql: string, userId: string) =>
  Object.fromEntries((db.prepare(sql).all(userId) as { k: string; r: number }[]).map((x) => [x.k, x.r]));

/** The decay factor of a day's evidence at `todayMs`, as the SQL computes it. */
const decay = (todayMs: number, day: number, halfLifeDays: number) =>
  Math.pow(0.5, Math.max(0, (todayMs - day * DAY) / DAY) / halfLifeDays);

function expectSums(actual: AxisSumRow[], expected: AxisSumRow[]): void {
  expect(actual.map((r) => [r.axis, r.n])).toEqual(expected.map((r) => [r.axis, r.n]));
  actual.forEach((r, i) => {
    expect(r.w).toBeCloseTo(expected[i]!.w, 12);
    expect(r.ws).toBeCloseTo(expected[i]!.ws, 12);
  });
}

// ---- sources --------------------------------------------------------------------------------------------------

describe('sources', () => {
  it("answers the attempts created in [from, to), oldest first, same-instant ones in insertion order, only the user's", () => {
    const before = attempt(ada, T0);
    const late = attempt(ada, T3);
    const first = attempt(ada, T1);
    const ties = [attempt(ada, T2), attempt(ada, T2), attempt(ada, T2), attempt(ada, T2)];
    const atEnd = attempt(ada, T4);
    attempt(bob, T2);
    expect(repos.retention.sources(ada, T1, T4).map((s) => s.id)).toEqual([first, ...ties, late]);
    expect(repos.retention.sources(ada, T2, T3).map((s) => s.id)).toEqual(ties);
    expect(repos.retention.sources(ada, T3, T3)).toEqual([]);
    expect(repos.retention.sources(ada, T0, T1).map((s) => s.id)).toEqual([before]);
    expect(repos.retention.sources(ada, T4, T5).map((s) => s.id)).toEqual([atEnd]);
    expect(repos.retention.sources(bob, T1, T4)).toHaveLength(1);
  });

  it('reads from the first attempt and to past any ISO time when the bounds are left out', () => {
    const a = attempt(ada, T0);
    const b = attempt(ada, T2);
    const c = attempt(ada, '9999-12-31T23:59:59.999Z');
    attempt(bob, T1);
    expect(repos.retention.sources(ada).map((s) => s.id)).toEqual([a, b, c]);
    expect(repos.retention.sources(ada, T1).map((s) => s.id)).toEqual([b, c]);
    expect(repos.retention.sources(ada, undefined, T2).map((s) => s.id)).toEqual([a]);
    expect(repos.retention.sources(ada, '', T1).map((s) => s.id)).toEqual([a]);
  });

  it('sums the positive finite phase times as the work time, rounded once; any other cell is 0', () => {
    const cells: [string, number][] = [
      ['{"plan":1000,"implement":234}', 1234],
      ['{}', 0],
      ['{broken', 0],
      ['', 0],
      ['null', 0],
      ['[500,600]', 0],
      ['7', 0],
      ['"1234"', 0],
      ['{"plan":1e999,"implement":5}', 5],
      ['{"plan":-50,"implement":60}', 60],
      ['{"plan":"70","implement":true,"verify":null,"explore":{"x":1},"brainstorm":[80]}', 0],
      ['{"plan":1.4,"implement":1.4}', 3],
      ['{"plan":0.2,"implement":0.2}', 0],
      ['{"plan":2.5}', 3],
    ];
    const ids = cells.map(([cell], i) => {
      const id = attempt(ada, new Date(Date.parse(T1) + i).toISOString());
      setAttemptCell(id, 'phase_times_json', cell);
      return id;
    });
    const read = repos.retention.sources(ada);
    expect(read.map((s) => s.id)).toEqual(ids);
    expect(read.map((s, i) => [cells[i]![0], s.workMs])).toEqual(cells);
  });

  it('reads every evidence field, booleans true only for 1, scores null without a review', () => {
    const a = attempt(ada, T1, {
      problemSlug: 'two-sum',
      passed: true,
      testStatus: 'passed',
      lookedUpReference: false,
      lookedUpPitfalls: true,
      hintCounts: { plan: 2 },
      confidence: 5,
      mode: 'interview',
      phaseTimesMs: { implement: 4000 },
    });
    const b = attempt(ada, T2, {
      problemSlug: 'lru-cache',
      passed: false,
      testStatus: 'timeout',
      lookedUpReference: true,
      lookedUpPitfalls: false,
      confidence: 1,
      mode: 'practice',
    });
    expect(repos.retention.sources(ada)).toEqual([
      {
        id: a,
        workMs: 4000,
        evidence: {
          problemSlug: 'two-sum',
          passed: true,
          testStatus: 'passed',
          lookedReference: false,
          lookedPitfalls: true,
          hints: 2,
          confidence: 5,
          mode: 'interview',
          createdAt: T1,
          reviewScore: null,
          rubricScore: null,
        },
      },
      {
        id: b,
        workMs: 0,
        evidence: {
          problemSlug: 'lru-cache',
          passed: false,
          testStatus: 'timeout',
          lookedReference: true,
          lookedPitfalls: false,
          hints: 0,
          confidence: 1,
          mode: 'practice',
          createdAt: T2,
          reviewScore: null,
          rubricScore: null,
        },
      },
    ]);
  });

  it('totals the hints of each attempt, the same cell twice and different cells after each other', () => {
    const cells: [string, number][] = [
      ['{"plan":2,"implement":1}', 3],
      ['{"plan":5}', 5],
      ['{"plan":2,"implement":1}', 3],
      ['{}', 0],
      ['{broken', 0],
      ['[4]', 0],
      ['{"plan":5}', 5],
      ['{"plan":-1,"verify":4}', 4],
    ];
    cells.forEach(([cell], i) => {
      const id = attempt(ada, new Date(Date.parse(T1) + i).toISOString());
      setAttemptCell(id, 'hint_counts_json', cell);
    });
    expect(repos.retention.sources(ada).map((s) => s.evidence.hints)).toEqual(cells.map(([, n]) => n));
  });

  it('joins the latest ready review by creation time (then insertion), never a pending or failed one', () => {
    const [a, b, c, d, e] = [T1, T1, T1, T1, T1].map((t) => attempt(ada, t));
    // a: the later-created ready review wins even though it was stored first.
    review(ada, a!, T3, readyReview(9, { x: { score: 3 }, y: { score: 0 } }));
    review(ada, a!, T2, readyReview(4, { x: { score: 3 } }));
    // b: a ready review, then newer pending and failed ones, which do not count.
    review(ada, b!, T2, readyReview(6, { x: { score: 1 } }));
    review(ada, b!, T3, { status: 'pending' });
    review(ada, b!, T4, { status: 'failed', failureReason: 'boom', model: 'm' });
    // c: only pending and failed reviews.
    review(ada, c!, T2, { status: 'pending' });
    review(ada, c!, T3, { status: 'failed', failureReason: 'boom', model: 'm' });
    // d: two ready reviews at the same instant: the one stored last wins; its rubric is unusable.
    review(ada, d!, T2, readyReview(2, { x: { score: 3 } }));
    review(ada, d!, T2, readyReview(3, null));
    // e: a ready review without a score.
    review(ada, e!, T2, readyReview(null, { x: { score: 2 }, y: { score: 1 } }));
    expect(repos.retention.sources(ada).map((s) => [s.id, s.evidence.reviewScore, s.evidence.rubricScore])).toEqual([
      [a, 9, 0.5],
      [b, 6, 1 / 3],
      [c, null, null],
      [d, 3, null],
      [e, null, 0.5],
    ]);
  });

  it('reads the reviews of the window only, and of the user only', () => {
    const inside = attempt(ada, T2);
    const outside = attempt(ada, T4);
    const bobs = attempt(bob, T2);
    review(ada, inside, T2, readyReview(5, null));
    review(ada, outside, T4, readyReview(7, null));
    review(bob, bobs, T2, readyReview(8, null));
    expect(repos.retention.sources(ada, T1, T3).map((s) => [s.id, s.evidence.reviewScore])).toEqual([[inside, 5]]);
    expect(repos.retention.sources(ada, T3).map((s) => [s.id, s.evidence.reviewScore])).toEqual([[outside, 7]]);
    expect(repos.retention.sources(bob).map((s) => [s.id, s.evidence.reviewScore])).toEqual([[bobs, 8]]);
  });
});

// ---- per-attempt facts ----------------------------------------------------------------------------------------

describe('attempt facts', () => {
  it('puts a fact with 0/1 booleans and reads it back; a re-put replaces it as a new row, after same-time peers', () => {
    repos.retention.putFact(ada, fact('a1', { passed: true, redrill: false }));
    repos.retention.putFact(ada, fact('a2', { passed: false, redrill: true, difficulty: null, rating: 'again' }));
    expect(storedFacts(ada)).toEqual(
      factColumns([
        fact('a1', { passed: true, redrill: false }),
        fact('a2', { passed: false, redrill: true, difficulty: null, rating: 'again' }),
      ]),
    );
    repos.retention.putFact(ada, fact('a1', { workMs: 7, rating: 'easy' }));
    expect(repos.retention.factsSince(ada, '')).toEqual([
      fact('a2', { passed: false, redrill: true, difficulty: null, rating: 'again' }),
      fact('a1', { workMs: 7, rating: 'easy' }),
    ]);
  });

  it("answers the facts created at or after the bound, by time then insertion, only the user's", () => {
    repos.retention.putFact(ada, fact('z', { createdAt: T2, difficulty: 'hard' }));
    repos.retention.putFact(ada, fact('a', { createdAt: T3, passed: false }));
    repos.retention.putFact(ada, fact('y', { createdAt: T2, redrill: true }));
    repos.retention.putFact(ada, fact('old', { createdAt: T1 }));
    repos.retention.putFact(bob, fact('b', { createdAt: T3 }));
    expect(repos.retention.factsSince(ada, T2)).toEqual([
      fact('z', { createdAt: T2, difficulty: 'hard' }),
      fact('y', { createdAt: T2, redrill: true }),
      fact('a', { createdAt: T3, passed: false }),
    ]);
    expect(repos.retention.factsSince(ada, T4)).toEqual([]);
    expect(repos.retention.factsSince(bob, '')).toEqual([fact('b', { createdAt: T3 })]);
  });

  it('counts the facts created at or after an instant, per user', () => {
    expect(repos.retention.attemptsSince(ada, '')).toBe(0);
    repos.retention.putFact(ada, fact('a1', { createdAt: T1 }));
    repos.retention.putFact(ada, fact('a2', { createdAt: T2 }));
    repos.retention.putFact(ada, fact('a3', { createdAt: T3 }));
    repos.retention.putFact(bob, fact('b1', { createdAt: T3 }));
    attempt(ada, T3); // an attempt without a fact is not counted: this reads retention_attempts
    expect(repos.retention.attemptsSince(ada, T2)).toBe(2);
    expect(repos.retention.attemptsSince(ada, T1)).toBe(3);
    expect(repos.retention.attemptsSince(ada, T4)).toBe(0);
    expect(repos.retention.attemptsSince(bob, '')).toBe(1);
  });

  it("counts the user's redrill facts", () => {
    expect(repos.retention.redrillsDone(ada)).toBe(0);
    repos.retention.putFact(ada, fact('a1', { redrill: true }));
    repos.retention.putFact(ada, fact('a2', { redrill: false }));
    repos.retention.putFact(ada, fact('a3', { redrill: true }));
    repos.retention.putFact(bob, fact('b1', { redrill: true }));
    expect(repos.retention.redrillsDone(ada)).toBe(2);
    expect(repos.retention.redrillsDone(bob)).toBe(1);
  });
});

describe('syncFacts', () => {
  const factRowids = (userId: string) =>
    rowids('SELECT attempt_id AS k, rowid AS r FROM retention_attempts WHERE user_id = ?', userId);
  const base = () => [
    fact('a1', { createdAt: T2, passed: true, redrill: false, difficulty: 'easy' }),
    fact('a2', { createdAt: T1, passed: false, redrill: true, difficulty: null, rating: 'hard', workMs: 0 }),
    fact('a3', { createdAt: T2, problemSlug: 'q', rating: 'easy' }),
  ];

  it('answers 0 and writes nothing for no facts over no rows', () => {
    expect(repos.retention.syncFacts(ada, [])).toBe(0);
    expect(storedFacts(ada)).toEqual([]);
  });

  it('writes every fact into an empty table and answers how many', () => {
    expect(repos.retention.syncFacts(ada, base())).toBe(3);
    expect(storedFacts(ada)).toEqual(factColumns(base()));
  });

  it('answers 0 and rewrites no row when the facts equal the stored rows, in any order', () => {
    repos.retention.syncFacts(ada, base());
    const before = factRowids(ada);
    expect(repos.retention.syncFacts(ada, base())).toBe(0);
    expect(repos.retention.syncFacts(ada, [...base()].reverse())).toBe(0);
    expect(factRowids(ada)).toEqual(before);
    expect(storedFacts(ada)).toEqual(factColumns(base()));
  });

  it('counts a fact as changed when any one of its eight fields differs, and rewrites only that row', () => {
    repos.retention.syncFacts(ada, base());
    const [a1, a2, a3] = base() as [AttemptFactRow, AttemptFactRow, AttemptFactRow];
    const variants: [string, AttemptFactRow[]][] = [
      ['problemSlug', [{ ...a1, problemSlug: 'r' }, a2, a3]],
      ['difficulty to another', [{ ...a1, difficulty: 'medium' }, a2, a3]],
      ['difficulty to null', [{ ...a1, difficulty: null }, a2, a3]],
      ['difficulty from null', [a1, { ...a2, difficulty: 'hard' }, a3]],
      ['passed to false', [{ ...a1, passed: false }, a2, a3]],
      ['passed to true', [a1, { ...a2, passed: true }, a3]],
      ['workMs', [{ ...a1, workMs: 1001 }, a2, a3]],
      ['rating', [{ ...a1, rating: 'again' }, a2, a3]],
      ['redrill to true', [{ ...a1, redrill: true }, a2, a3]],
      ['redrill to false', [a1, { ...a2, redrill: false }, a3]],
      ['dueAfter', [{ ...a1, dueAfter: T4 }, a2, a3]],
      ['createdAt', [{ ...a1, createdAt: T3 }, a2, a3]],
    ];
    const untouched = factRowids(ada).a3;
    const results = variants.map(([name, facts]) => {
      const changed = repos.retention.syncFacts(ada, facts);
      const stored = storedFacts(ada);
      const back = repos.retention.syncFacts(ada, base());
      return [name, changed, JSON.stringify(stored) === JSON.stringify(factColumns(facts)), back];
    });
    expect(results).toEqual(variants.map(([name]) => [name, 1, true, 1]));
    expect(storedFacts(ada)).toEqual(factColumns(base()));
    expect(factRowids(ada).a3).toBe(untouched);
  });

  it('deletes the rows of attempts no longer listed and writes the new ones, leaving the others alone', () => {
    repos.retention.syncFacts(ada, base());
    repos.retention.syncFacts(bob, [fact('b1'), fact('b2', { passed: false })]);
    const [a1, , a3] = base() as [AttemptFactRow, AttemptFactRow, AttemptFactRow];
    const before = factRowids(ada);
    const bobBefore = factRowids(bob);
    const a4 = fact('a4', { createdAt: T3 });
    expect(repos.retention.syncFacts(ada, [a3, a4, a1])).toBe(1);
    expect(storedFacts(ada)).toEqual(factColumns([a1, a3, a4]));
    expect(factRowids(ada)).toEqual({ a1: before.a1, a3: before.a3, a4: expect.any(Number) });
    // only deletions: nothing written
    expect(repos.retention.syncFacts(ada, [a4])).toBe(0);
    expect(storedFacts(ada)).toEqual(factColumns([a4]));
    expect(repos.retention.syncFacts(ada, [])).toBe(0);
    expect(storedFacts(ada)).toEqual([]);
    expect(storedFacts(bob)).toEqual(factColumns([fact('b1'), fact('b2', { passed: false })]));
    expect(factRowids(bob)).toEqual(bobBefore);
  });

  it("compares with the user's own rows only", () => {
    repos.retention.syncFacts(bob, [fact('b1')]);
    expect(repos.retention.syncFacts(ada, [])).toBe(0);
    expect(repos.retention.syncFacts(ada, [fact('a1')])).toBe(1);
    expect(repos.retention.syncFacts(bob, [fact('b1')])).toBe(0);
    expect(storedFacts(bob)).toEqual(factColumns([fact('b1')]));
  });
});

// ---- per-axis day and week rows -------------------------------------------------------------------------------

type PeriodRow = { axis: string; period: number; w: number; ws: number; n: number };
const pr = (period: number, axis: string, w: number, ws: number, n: number): PeriodRow => ({ axis, period, w, ws, n });

const periodTables = [
  {
    name: 'syncAxisDays',
    table: 'retention_axis_days',
    column: 'day',
    sync: (userId: string, rows: PeriodRow[]) =>
      repos.retention.syncAxisDays(
        userId,
        rows.map(({ period, ...r }) => ({ ...r, day: period })),
      ),
  },
  {
    name: 'syncAxisWeeks',
    table: 'retention_axis_weeks',
    column: 'week',
    sync: (userId: string, rows: PeriodRow[]) =>
      repos.retention.syncAxisWeeks(
        userId,
        rows.map(({ period, ...r }) => ({ ...r, week: period })),
      ),
  },
];

describe.each(periodTables)('$name', ({ table, column, sync }) => {
  const stored = (userId: string): PeriodRow[] =>
    db
      .prepare(`SELECT axis, ${column} AS period, w, ws, n FROM ${table} WHERE user_id = ? ORDER BY ${column}, axis`)
      .all(userId) as PeriodRow[];
  const ids = (userId: string) =>
    rowids(`SELECT ${column} || '/' || axis AS k, rowid AS r FROM ${table} WHERE user_id = ?`, userId);
  const start = [pr(10, 'a', 1, 0.5, 1), pr(12, 'a', 2, 1.5, 2), pr(12, 'b', 3, 2.5, 3), pr(14, 'a', 4, 3.5, 4)];

  it('writes every row into an empty table, in any order, and answers how many', () => {
    expect(sync(ada, [])).toBe(0);
    expect(sync(ada, [start[3]!, start[0]!, start[2]!, start[1]!])).toBe(4);
    expect(stored(ada)).toEqual(start);
  });

  it('answers 0 and rewrites no row when the rows equal the stored ones, ordered or not', () => {
    sync(ada, start);
    const before = ids(ada);
    expect(sync(ada, start)).toBe(0);
    expect(sync(ada, [...start].reverse())).toBe(0);
    expect(sync(ada, [start[2]!, start[1]!, start[3]!, start[0]!])).toBe(0);
    expect(ids(ada)).toEqual(before);
    expect(stored(ada)).toEqual(start);
  });

  it('sorts unordered rows by period then axis before comparing', () => {
    const sameDay = [pr(20, 'c', 1, 1, 1), pr(20, 'a', 2, 2, 2), pr(20, 'd', 3, 3, 3), pr(20, 'b', 4, 4, 4)];
    sync(ada, sameDay);
    const before = ids(ada);
    expect(sync(ada, [sameDay[2]!, sameDay[0]!, sameDay[3]!, sameDay[1]!])).toBe(0);
    expect(sync(ada, [pr(21, 'a', 1, 1, 1), ...sameDay])).toBe(1);
    expect(ids(ada)).toEqual({ ...before, '21/a': expect.any(Number) });
    expect(stored(ada)).toEqual([
      pr(20, 'a', 2, 2, 2),
      pr(20, 'b', 4, 4, 4),
      pr(20, 'c', 1, 1, 1),
      pr(20, 'd', 3, 3, 3),
      pr(21, 'a', 1, 1, 1),
    ]);
  });

  it('counts a row as changed when w, ws or n differs, and rewrites only that row', () => {
    sync(ada, start);
    const changes: [string, PeriodRow][] = [
      ['w', { ...start[1]!, w: 2.0000001 }],
      ['ws', { ...start[1]!, ws: 0 }],
      ['n', { ...start[1]!, n: 7 }],
    ];
    const before = ids(ada);
    const results = changes.map(([name, row]) => {
      const rows = [start[0]!, row, start[2]!, start[3]!];
      const changed = sync(ada, rows);
      const ok = JSON.stringify(stored(ada)) === JSON.stringify(rows);
      return [name, changed, ok, sync(ada, start)];
    });
    expect(results).toEqual(changes.map(([name]) => [name, 1, true, 1]));
    const after = ids(ada);
    expect([after['10/a'], after['12/b'], after['14/a']]).toEqual([before['10/a'], before['12/b'], before['14/a']]);
  });

  it('writes new rows before, between and after the stored ones, and deletes the ones gone, wherever they are', () => {
    sync(ada, [...start, pr(16, 'b', 5, 5, 5), pr(18, 'a', 6, 6, 6)]);
    const before = ids(ada);
    const wanted = [
      pr(9, 'a', 1, 0.5, 1), // before everything, same values as the stored 10/a
      start[0]!,
      pr(11, 'a', 9, 9, 9), // between periods
      start[2]!, // 12/a is gone, 12/b stays
      pr(13, 'a', 9, 9, 9),
      start[3]!,
      pr(16, 'a', 5, 5, 5), // same period as a stored row with a greater axis, same values
      pr(16, 'b', 5, 5, 5),
      pr(18, 'b', 6, 6, 6), // 18/a is gone, 18/b new with its values
      pr(19, 'a', 9, 9, 9), // after everything
    ];
    expect(sync(ada, wanted)).toBe(6);
    expect(stored(ada)).toEqual(wanted);
    const after = ids(ada);
    expect(['10/a', '12/b', '14/a', '16/b'].map((k) => after[k] === before[k])).toEqual([true, true, true, true]);
  });

  it('deletes stored rows before and after the wanted ones without counting them', () => {
    sync(ada, [pr(8, 'a', 1, 1, 1), pr(10, 'a', 1, 1, 1), pr(10, 'b', 1, 1, 1), pr(12, 'a', 1, 1, 1)]);
    expect(sync(ada, [pr(10, 'a', 1, 1, 1)])).toBe(0);
    expect(stored(ada)).toEqual([pr(10, 'a', 1, 1, 1)]);
    expect(sync(ada, [])).toBe(0);
    expect(stored(ada)).toEqual([]);
  });

  it("leaves the other user's rows alone", () => {
    sync(bob, start);
    const bobs = ids(bob);
    expect(sync(ada, [start[0]!])).toBe(1);
    expect(sync(ada, [])).toBe(0);
    expect(stored(bob)).toEqual(start);
    expect(ids(bob)).toEqual(bobs);
    expect(sync(bob, start)).toBe(0);
  });
});

// ---- per-problem rows: schedule and problem facts -------------------------------------------------------------

describe('syncSchedules', () => {
  const ids = (userId: string) =>
    rowids('SELECT problem_slug AS k, rowid AS r FROM retention_schedule WHERE user_id = ?', userId);
  const base = () => [scheduleRow('p'), scheduleRow('q', { state: 'learning', lastRating: 'again', stability: 0.1 })];

  it('writes new rows, answers 0 for equal ones without rewriting them, and reads them back exactly', () => {
    expect(repos.retention.syncSchedules(ada, [])).toBe(0);
    expect(repos.retention.syncSchedules(ada, base())).toBe(2);
    expect(repos.retention.schedules(ada)).toEqual(base());
    const before = ids(ada);
    expect(repos.retention.syncSchedules(ada, base().reverse())).toBe(0);
    expect(repos.retention.syncSchedules(ada, new Set(base()).values())).toBe(0);
    expect(ids(ada)).toEqual(before);
  });

  it('counts a row as changed when any one of its fields differs; a renamed problem replaces the old row', () => {
    repos.retention.syncSchedules(ada, base());
    const [p, q] = base() as [ScheduleRow, ScheduleRow];
    const variants: [string, ScheduleRow][] = [
      ['problemSlug', { ...p, problemSlug: 'r' }],
      ['due', { ...p, due: T5 }],
      ['stability', { ...p, stability: 2.5000000001 }],
      ['difficulty', { ...p, difficulty: 5.12345678 }],
      ['scheduledDays', { ...p, scheduledDays: 4 }],
      ['reps', { ...p, reps: 3 }],
      ['lapses', { ...p, lapses: 0 }],
      ['state', { ...p, state: 'relearning' }],
      ['lastReview', { ...p, lastReview: T2 }],
      ['lastRating', { ...p, lastRating: 'easy' }],
    ];
    const untouched = ids(ada).q;
    const results = variants.map(([name, row]) => {
      const changed = repos.retention.syncSchedules(ada, [row, q]);
      const read = repos.retention.schedules(ada);
      return [
        name,
        changed,
        JSON.stringify(read) === JSON.stringify([row, q].sort((a, b) => (a.problemSlug < b.problemSlug ? -1 : 1))),
        repos.retention.syncSchedules(ada, base()),
      ];
    });
    expect(results).toEqual(variants.map(([name]) => [name, 1, true, 1]));
    expect(repos.retention.schedules(ada)).toEqual(base());
    expect(ids(ada).q).toBe(untouched);
  });

  it("deletes the rows of problems no longer listed, and only the user's", () => {
    repos.retention.syncSchedules(ada, base());
    repos.retention.syncSchedules(bob, base());
    expect(
      repos.retention.syncSchedules(ada, [
        scheduleRow('q', { state: 'learning', lastRating: 'again', stability: 0.1 }),
      ]),
    ).toBe(0);
    expect(repos.retention.schedules(ada).map((s) => s.problemSlug)).toEqual(['q']);
    expect(repos.retention.syncSchedules(ada, [])).toBe(0);
    expect(repos.retention.schedules(ada)).toEqual([]);
    expect(repos.retention.schedules(bob)).toEqual(base());
  });
});

describe('syncProblems', () => {
  const ids = (userId: string) =>
    rowids('SELECT problem_slug AS k, rowid AS r FROM retention_problems WHERE user_id = ?', userId);
  const base = () => [
    problemRow('p', { lastPassed: true, lastCleanAt: T1 }),
    problemRow('q', { lastPassed: false, lastCleanAt: null, attempts: 1, leaned: 0 }),
    problemRow('s'),
  ];

  it('writes new rows, answers 0 for equal ones without rewriting them, and reads them back exactly', () => {
    expect(repos.retention.syncProblems(ada, [])).toBe(0);
    expect(repos.retention.syncProblems(ada, base())).toBe(3);
    expect(repos.retention.problems(ada)).toEqual(base());
    expect(
      db.prepare("SELECT last_passed, last_clean_at FROM retention_problems WHERE problem_slug = 'q'").get(),
    ).toEqual({
      last_passed: 0,
      last_clean_at: null,
    });
    const before = ids(ada);
    expect(repos.retention.syncProblems(ada, base().reverse())).toBe(0);
    expect(ids(ada)).toEqual(before);
  });

  it('counts a row as changed when any one of its fields differs; a renamed problem replaces the old row', () => {
    repos.retention.syncProblems(ada, base());
    const [p, q, s] = base() as [ProblemFactsRow, ProblemFactsRow, ProblemFactsRow];
    const variants: [string, ProblemFactsRow[]][] = [
      ['problemSlug', [{ ...p, problemSlug: 'r' }, q, s]],
      ['attempts', [{ ...p, attempts: 3 }, q, s]],
      ['leaned', [{ ...p, leaned: 2 }, q, s]],
      ['lastAt', [{ ...p, lastAt: T3 }, q, s]],
      ['lastPassed to false', [{ ...p, lastPassed: false }, q, s]],
      ['lastPassed to true', [p, { ...q, lastPassed: true }, s]],
      ['lastCleanAt to null', [{ ...p, lastCleanAt: null }, q, s]],
      ['lastCleanAt from null', [p, { ...q, lastCleanAt: T2 }, s]],
    ];
    const untouched = ids(ada).s;
    const results = variants.map(([name, rows]) => {
      const changed = repos.retention.syncProblems(ada, rows);
      const read = repos.retention.problems(ada);
      const wanted = [...rows].sort((a, b) => (a.problemSlug < b.problemSlug ? -1 : 1));
      return [
        name,
        changed,
        JSON.stringify(read) === JSON.stringify(wanted),
        repos.retention.syncProblems(ada, base()),
      ];
    });
    expect(results).toEqual(variants.map(([name]) => [name, 1, true, 1]));
    expect(repos.retention.problems(ada)).toEqual(base());
    expect(ids(ada).s).toBe(untouched);
  });

  it("deletes the rows of problems no longer listed, and only the user's", () => {
    repos.retention.syncProblems(ada, base());
    repos.retention.syncProblems(bob, base());
    const [p, , s] = base() as [ProblemFactsRow, ProblemFactsRow, ProblemFactsRow];
    expect(repos.retention.syncProblems(ada, [s, p])).toBe(0);
    expect(repos.retention.problems(ada)).toEqual([p, s]);
    expect(repos.retention.syncProblems(ada, [])).toBe(0);
    expect(repos.retention.problems(ada)).toEqual([]);
    expect(repos.retention.problems(bob)).toEqual(base());
  });
});

// ---- fitted weights -------------------------------------------------------------------------------------------

describe('params', () => {
  const putRaw = (userId: string, json: string) =>
    db
      .prepare(
        'INSERT OR REPLACE INTO retention_params (user_id, weights_json, reviews, optimised_at) VALUES (?, ?, 5, ?)',
      )
      .run(userId, json, T1);

  it('answers undefined without a row, the stored weights after a put, and the last put wins', () => {
    expect(repos.retention.params(ada)).toBeUndefined();
    repos.retention.putParams(ada, [0.5, 1.25, -2], 40, T1);
    repos.retention.putParams(bob, [9], 1, T2);
    expect(repos.retention.params(ada)).toEqual({ weights: [0.5, 1.25, -2], reviews: 40, optimisedAt: T1 });
    expect(db.prepare('SELECT * FROM retention_params WHERE user_id = ?').get(ada)).toEqual({
      user_id: ada,
      weights_json: '[0.5,1.25,-2]',
      reviews: 40,
      optimised_at: T1,
    });
    repos.retention.putParams(ada, [3], 41, T3);
    expect(repos.retention.params(ada)).toEqual({ weights: [3], reviews: 41, optimisedAt: T3 });
    expect(count('SELECT count(*) AS n FROM retention_params')).toBe(2);
    expect(repos.retention.params(bob)).toEqual({ weights: [9], reviews: 1, optimisedAt: T2 });
  });

  it("clears only the user's weights", () => {
    repos.retention.putParams(ada, [1], 1, T1);
    repos.retention.putParams(bob, [2], 2, T2);
    repos.retention.clearParams(ada);
    expect(repos.retention.params(ada)).toBeUndefined();
    expect(repos.retention.params(bob)).toEqual({ weights: [2], reviews: 2, optimisedAt: T2 });
  });

  it('reads a corrupt, non-array or non-numeric weights cell as undefined (the library defaults)', () => {
    const cells = [
      '{broken',
      '',
      'null',
      '{"0":1}',
      '1',
      '"[1]"',
      '[1,"2"]',
      '[1,null]',
      '[1e999]',
      '[-1e999,1]',
      '[[1]]',
      '[1,true]',
    ];
    const read = cells.map((cell) => {
      putRaw(ada, cell);
      return [cell, repos.retention.params(ada)];
    });
    expect(read).toEqual(cells.map((cell) => [cell, undefined]));
  });

  it('reads an empty array as no weights, and accepts any finite numbers', () => {
    putRaw(ada, '[]');
    expect(repos.retention.params(ada)).toEqual({ weights: [], reviews: 5, optimisedAt: T1 });
    putRaw(ada, '[0,-1.5,1e300]');
    expect(repos.retention.params(ada)).toEqual({ weights: [0, -1.5, 1e300], reviews: 5, optimisedAt: T1 });
  });
});

// ---- median work time -----------------------------------------------------------------------------------------

describe('medianWorkMs', () => {
  const put = (userId: string, id: string, over: Partial<AttemptFactRow>) =>
    repos.retention.putFact(userId, fact(id, { difficulty: 'medium', passed: true, ...over }));

  beforeEach(() => {
    // Rows that must not count: each would move the median if it did.
    put(ada, 'failed', { passed: false, workMs: 1 });
    put(ada, 'zero', { workMs: 0 });
    put(ada, 'hard', { difficulty: 'hard', workMs: 2 });
    put(ada, 'none', { difficulty: null, workMs: 3 });
    put(bob, 'bob1', { workMs: 4 });
    put(bob, 'bob2', { workMs: 5 });
  });

  it('answers null below the minimum number of samples, the value itself at exactly the minimum', () => {
    expect(repos.retention.medianWorkMs(ada, 'medium', 1)).toBeNull();
    put(ada, 'm1', { workMs: 900 });
    expect(repos.retention.medianWorkMs(ada, 'medium', 2)).toBeNull();
    expect(repos.retention.medianWorkMs(ada, 'medium', 1)).toBe(900);
  });

  it('answers null without samples even when no minimum is asked for', () => {
    expect(repos.retention.medianWorkMs(ada, 'medium', 0)).toBeNull();
    expect(repos.retention.medianWorkMs(ada, 'medium', -1)).toBeNull();
    put(ada, 'm1', { workMs: 700 });
    expect(repos.retention.medianWorkMs(ada, 'medium', 0)).toBe(700);
  });

  it('answers the middle value of an odd count and the mean of the middle two of an even count', () => {
    put(ada, 'm1', { workMs: 900 });
    put(ada, 'm2', { workMs: 100 });
    expect(repos.retention.medianWorkMs(ada, 'medium', 2)).toBe(500);
    put(ada, 'm3', { workMs: 400 });
    expect(repos.retention.medianWorkMs(ada, 'medium', 4)).toBeNull();
    expect(repos.retention.medianWorkMs(ada, 'medium', 3)).toBe(400);
    put(ada, 'm4', { workMs: 1600 });
    expect(repos.retention.medianWorkMs(ada, 'medium', 4)).toBe(650);
    put(ada, 'm5', { workMs: 50 });
    expect(repos.retention.medianWorkMs(ada, 'medium', 3)).toBe(400);
    put(ada, 'm6', { workMs: 3000 });
    expect(repos.retention.medianWorkMs(ada, 'medium', 3)).toBe(650);
    expect(repos.retention.medianWorkMs(bob, 'medium', 2)).toBe(4.5);
    expect(repos.retention.medianWorkMs(ada, 'hard', 1)).toBe(2);
    expect(repos.retention.medianWorkMs(ada, 'easy', 1)).toBeNull();
  });
});

// ---- single rows: problem facts and schedule ------------------------------------------------------------------

describe('problem facts', () => {
  it("puts and reads one problem's row, lastPassed from 0/1 and lastCleanAt null or an instant", () => {
    expect(repos.retention.problem(ada, 'p')).toBeUndefined();
    repos.retention.putProblem(ada, problemRow('p', { lastPassed: false, lastCleanAt: null }));
    repos.retention.putProblem(ada, problemRow('o', { lastPassed: true, lastCleanAt: T1, attempts: 5, leaned: 4 }));
    repos.retention.putProblem(bob, problemRow('p', { attempts: 9 }));
    expect(repos.retention.problem(ada, 'p')).toEqual(problemRow('p', { lastPassed: false, lastCleanAt: null }));
    expect(repos.retention.problem(ada, 'o')).toEqual(
      problemRow('o', { lastPassed: true, lastCleanAt: T1, attempts: 5, leaned: 4 }),
    );
    expect(
      db.prepare("SELECT last_passed FROM retention_problems WHERE user_id = ? AND problem_slug = 'o'").get(ada),
    ).toEqual({
      last_passed: 1,
    });
    expect(repos.retention.problems(ada).map((p) => p.problemSlug)).toEqual(['o', 'p']);
    expect(repos.retention.problem(bob, 'p')).toEqual(problemRow('p', { attempts: 9 }));
    expect(repos.retention.problem(bob, 'o')).toBeUndefined();
    repos.retention.putProblem(ada, problemRow('p', { attempts: 3, lastPassed: true, lastCleanAt: T3 }));
    expect(repos.retention.problem(ada, 'p')).toEqual(
      problemRow('p', { attempts: 3, lastPassed: true, lastCleanAt: T3 }),
    );
    expect(repos.retention.problems(bob)).toEqual([problemRow('p', { attempts: 9 })]);
  });
});

describe('schedule', () => {
  it("puts and reads one problem's schedule exactly (REAL columns included); a later put replaces it", () => {
    expect(repos.retention.schedule(ada, 'p')).toBeUndefined();
    repos.retention.putSchedule(ada, scheduleRow('p'));
    repos.retention.putSchedule(ada, scheduleRow('a', { state: 'new', reps: 0, lapses: 0, lastRating: 'hard' }));
    repos.retention.putSchedule(bob, scheduleRow('p', { reps: 9 }));
    expect(repos.retention.schedule(ada, 'p')).toEqual(scheduleRow('p'));
    expect(repos.retention.schedules(ada)).toEqual([
      scheduleRow('a', { state: 'new', reps: 0, lapses: 0, lastRating: 'hard' }),
      scheduleRow('p'),
    ]);
    repos.retention.putSchedule(ada, scheduleRow('p', { due: T5, stability: 0.3 }));
    expect(repos.retention.schedule(ada, 'p')).toEqual(scheduleRow('p', { due: T5, stability: 0.3 }));
    expect(repos.retention.schedule(bob, 'p')).toEqual(scheduleRow('p', { reps: 9 }));
    expect(repos.retention.schedule(bob, 'a')).toBeUndefined();
  });

  it('answers the rows due strictly before an instant, by due then slug, up to the limit, and counts them', () => {
    repos.retention.putSchedule(ada, scheduleRow('c', { due: T2 }));
    repos.retention.putSchedule(ada, scheduleRow('b', { due: T2 }));
    repos.retention.putSchedule(ada, scheduleRow('z', { due: T1 }));
    repos.retention.putSchedule(ada, scheduleRow('a', { due: T3 }));
    repos.retention.putSchedule(bob, scheduleRow('y', { due: T1 }));
    const slugs = (before: string, limit: number) =>
      repos.retention.dueBefore(ada, before, limit).map((s) => s.problemSlug);
    expect(slugs(T3, 10)).toEqual(['z', 'b', 'c']);
    expect(slugs(T4, 10)).toEqual(['z', 'b', 'c', 'a']);
    expect(slugs(T4, 2)).toEqual(['z', 'b']);
    expect(slugs(T1, 10)).toEqual([]);
    expect(repos.retention.dueBefore(ada, T2, 10)).toEqual([scheduleRow('z', { due: T1 })]);
    expect(repos.retention.dueCount(ada, T1)).toBe(0);
    expect(repos.retention.dueCount(ada, T2)).toBe(1);
    expect(repos.retention.dueCount(ada, T3)).toBe(3);
    expect(repos.retention.dueCount(ada, T4)).toBe(4);
    expect(repos.retention.dueCount(bob, T4)).toBe(1);
  });
});

// ---- axis reads -----------------------------------------------------------------------------------------------

describe('axis day and week reads', () => {
  const day = (axis: string, d: number, w: number, ws: number, n: number) => ({ axis, day: d, w, ws, n });
  const week = (axis: string, wk: number, w: number, ws: number, n: number) => ({ axis, week: wk, w, ws, n });
  const TODAY_MS = Date.parse(T1); // day 20513, 10:00

  it('puts day rows and reads them all, or from a day on (inclusive), by day then axis, per user', () => {
    repos.retention.putAxisDays(ada, [
      day('b', 12, 1, 1, 1),
      day('a', 12, 2, 2, 2),
      day('a', 10, 3, 3, 3),
      day('a', 14, 4, 4, 4),
    ]);
    repos.retention.putAxisDays(bob, [day('a', 12, 9, 9, 9)]);
    expect(repos.retention.axisDays(ada)).toEqual([
      day('a', 10, 3, 3, 3),
      day('a', 12, 2, 2, 2),
      day('b', 12, 1, 1, 1),
      day('a', 14, 4, 4, 4),
    ]);
    expect(repos.retention.axisDaysSince(ada, 12)).toEqual([
      day('a', 12, 2, 2, 2),
      day('b', 12, 1, 1, 1),
      day('a', 14, 4, 4, 4),
    ]);
    expect(repos.retention.axisDaysSince(ada, 15)).toEqual([]);
    expect(repos.retention.axisDaysBetween(ada, 10, 12)).toEqual([
      day('a', 10, 3, 3, 3),
      day('a', 12, 2, 2, 2),
      day('b', 12, 1, 1, 1),
    ]);
    expect(repos.retention.axisDaysBetween(ada, 11, 13)).toEqual([day('a', 12, 2, 2, 2), day('b', 12, 1, 1, 1)]);
    expect(repos.retention.axisDaysBetween(ada, 14, 14)).toEqual([day('a', 14, 4, 4, 4)]);
    expect(repos.retention.axisDays(bob)).toEqual([day('a', 12, 9, 9, 9)]);
  });

  it('sums the days since a day (inclusive) per axis, ordered by axis, each decayed to today by its half-life', () => {
    const halfLife = 7;
    repos.retention.putAxisDays(ada, [
      day('b', 20500, 2, 1.5, 3),
      day('b', 20510, 1, 0.25, 1),
      day('a', 20510, 4, 3, 2),
      day('a', 20520, 1, 1, 1), // after today: not grown, factor 1
      day('a', 20499, 100, 100, 100), // before the bound
    ]);
    repos.retention.putAxisDays(bob, [day('a', 20510, 50, 50, 50)]);
    const d = (x: number) => decay(TODAY_MS, x, halfLife);
    expectSums(repos.retention.axisSums(ada, 20500, TODAY_MS, halfLife), [
      { axis: 'a', w: 4 * d(20510) + 1, ws: 3 * d(20510) + 1, n: 3 },
      { axis: 'b', w: 2 * d(20500) + d(20510), ws: 1.5 * d(20500) + 0.25 * d(20510), n: 4 },
    ]);
    // another half-life and today, another bound
    const later = TODAY_MS + 10 * DAY;
    expectSums(repos.retention.axisSums(ada, 20510, later, 3), [
      {
        axis: 'a',
        w: 4 * decay(later, 20510, 3) + decay(later, 20520, 3),
        ws: 3 * decay(later, 20510, 3) + decay(later, 20520, 3),
        n: 3,
      },
      { axis: 'b', w: decay(later, 20510, 3), ws: 0.25 * decay(later, 20510, 3), n: 1 },
    ]);
    expect(repos.retention.axisSums(ada, 20521, TODAY_MS, halfLife)).toEqual([]);
    expectSums(repos.retention.axisSums(bob, 0, TODAY_MS, halfLife), [
      { axis: 'a', w: 50 * d(20510), ws: 50 * d(20510), n: 50 },
    ]);
  });

  it('sums the weeks since a week (inclusive) per axis, each decayed from its start day, week * 7 - 3', () => {
    const halfLife = 10;
    repos.retention.replaceAxisWeek(ada, 2928, [week('x', 2928, 2, 1, 2)]);
    repos.retention.replaceAxisWeek(ada, 2930, [week('x', 2930, 1, 1, 1)]);
    repos.retention.replaceAxisWeek(ada, 2931, [week('x', 2931, 1, 0.5, 1)]); // starts after today
    repos.retention.replaceAxisWeek(ada, 2929, [week('w', 2929, 3, 2, 4)]);
    repos.retention.replaceAxisWeek(ada, 2927, [week('x', 2927, 100, 100, 100)]); // before the bound
    repos.retention.replaceAxisWeek(bob, 2930, [week('x', 2930, 50, 50, 50)]);
    const d = (wk: number) => decay(TODAY_MS, wk * 7 - 3, halfLife);
    expect(2931 * 7 - 3).toBeGreaterThan(TODAY_MS / DAY);
    expectSums(repos.retention.axisWeekSums(ada, 2928, TODAY_MS, halfLife), [
      { axis: 'w', w: 3 * d(2929), ws: 2 * d(2929), n: 4 },
      { axis: 'x', w: 2 * d(2928) + d(2930) + 1, ws: d(2928) + d(2930) + 0.5, n: 4 },
    ]);
    expectSums(repos.retention.axisWeekSums(ada, 2930, TODAY_MS, 2), [
      { axis: 'x', w: decay(TODAY_MS, 2930 * 7 - 3, 2) + 1, ws: decay(TODAY_MS, 2930 * 7 - 3, 2) + 0.5, n: 2 },
    ]);
    expect(repos.retention.axisWeekSums(ada, 2932, TODAY_MS, halfLife)).toEqual([]);
    expectSums(repos.retention.axisWeekSums(bob, 0, TODAY_MS, halfLife), [
      { axis: 'x', w: 50 * d(2930), ws: 50 * d(2930), n: 50 },
    ]);
  });

  it("replaces one week's rows only: the given week wins over the rows' own, other weeks and users stay", () => {
    const weeks = (userId: string) =>
      db
        .prepare('SELECT axis, week, w, ws, n FROM retention_axis_weeks WHERE user_id = ? ORDER BY week, axis')
        .all(userId);
    repos.retention.replaceAxisWeek(ada, 5, [week('x', 5, 1, 1, 1), week('y', 5, 2, 2, 2)]);
    repos.retention.replaceAxisWeek(ada, 6, [week('x', 6, 3, 3, 3)]);
    repos.retention.replaceAxisWeek(bob, 5, [week('x', 5, 4, 4, 4)]);
    repos.retention.replaceAxisWeek(ada, 5, [week('z', 99, 5, 5, 5)]);
    expect(weeks(ada)).toEqual([week('z', 5, 5, 5, 5), week('x', 6, 3, 3, 3)]);
    repos.retention.replaceAxisWeek(ada, 6, []);
    expect(weeks(ada)).toEqual([week('z', 5, 5, 5, 5)]);
    expect(weeks(bob)).toEqual([week('x', 5, 4, 4, 4)]);
  });

  it("replaces one day's rows only: the given day wins over the rows' own, other days and users stay", () => {
    repos.retention.putAxisDays(ada, [day('x', 5, 1, 1, 1), day('y', 5, 2, 2, 2), day('x', 6, 3, 3, 3)]);
    repos.retention.putAxisDays(bob, [day('x', 5, 4, 4, 4)]);
    repos.retention.replaceAxisDay(ada, 5, [day('z', 99, 5, 5, 5), day('a', 99, 6, 6, 6)]);
    expect(repos.retention.axisDays(ada)).toEqual([day('a', 5, 6, 6, 6), day('z', 5, 5, 5, 5), day('x', 6, 3, 3, 3)]);
    repos.retention.replaceAxisDay(ada, 6, []);
    expect(repos.retention.axisDays(ada)).toEqual([day('a', 5, 6, 6, 6), day('z', 5, 5, 5, 5)]);
    expect(repos.retention.axisDays(bob)).toEqual([day('x', 5, 4, 4, 4)]);
  });
});

// ---- marks: stale days and pending attempts -------------------------------------------------------------------

describe('stale days and pending attempts', () => {
  const markStale = (userId: string, d: number) =>
    db.prepare('INSERT INTO retention_stale_days (user_id, day) VALUES (?, ?)').run(userId, d);

  it("lists the user's stale days in order, the day of a review that became ready among them", () => {
    expect(repos.retention.staleDays(ada)).toEqual([]);
    markStale(ada, 30000);
    markStale(ada, -1);
    markStale(bob, 7);
    const id = attempt(ada, T1);
    review(ada, id, T3, readyReview(5, null));
    expect(repos.retention.staleDays(ada)).toEqual([-1, Math.floor(Date.parse(T1) / DAY), 30000]);
    expect(repos.retention.staleDays(bob)).toEqual([7]);
  });

  it("clears only the user's stale days", () => {
    markStale(ada, 1);
    markStale(ada, 2);
    markStale(bob, 1);
    repos.retention.clearStale(ada);
    expect(repos.retention.staleDays(ada)).toEqual([]);
    expect(repos.retention.staleDays(bob)).toEqual([1]);
  });

  it('notes every stored attempt as pending until its own note is cleared, per user', () => {
    expect(repos.retention.hasPending(ada)).toBe(false);
    const a1 = attempt(ada, T1);
    const a2 = attempt(ada, T2);
    const b1 = attempt(bob, T1);
    expect(db.prepare('SELECT attempt_id, user_id FROM retention_pending ORDER BY rowid').all()).toEqual([
      { attempt_id: a1, user_id: ada },
      { attempt_id: a2, user_id: ada },
      { attempt_id: b1, user_id: bob },
    ]);
    expect(repos.retention.hasPending(ada)).toBe(true);
    repos.retention.clearPending(ada, b1); // another user's attempt: not this user's note
    repos.retention.clearPending(ada, a1);
    expect(repos.retention.hasPending(ada)).toBe(true);
    repos.retention.clearPending(ada, a2);
    expect(repos.retention.hasPending(ada)).toBe(false);
    expect(repos.retention.hasPending(bob)).toBe(true);
    expect(count('SELECT count(*) AS n FROM retention_pending')).toBe(1);
  });
});

// ---- clearing -------------------------------------------------------------------------------------------------

describe('clearing a user', () => {
  const TABLES = [
    'retention_attempts',
    'retention_problems',
    'retention_schedule',
    'retention_axis_days',
    'retention_axis_weeks',
    'retention_stale_days',
    'retention_pending',
    'retention_params',
  ] as const;
  const counts = (userId: string) =>
    Object.fromEntries(TABLES.map((t) => [t, count(`SELECT count(*) AS n FROM ${t} WHERE user_id = ?`, userId)]));
  const all = (n: number) => Object.fromEntries(TABLES.map((t) => [t, n]));

  function seed(userId: string, tag: string): void {
    attempt(userId, T1); // retention_pending, through the trigger
    repos.retention.putFact(userId, fact(`${tag}-fact`));
    repos.retention.putProblem(userId, problemRow('p'));
    repos.retention.putSchedule(userId, scheduleRow('p'));
    repos.retention.putAxisDays(userId, [{ axis: 'x', day: 1, w: 1, ws: 1, n: 1 }]);
    repos.retention.replaceAxisWeek(userId, 1, [{ axis: 'x', week: 1, w: 1, ws: 1, n: 1 }]);
    db.prepare('INSERT INTO retention_stale_days (user_id, day) VALUES (?, 3)').run(userId);
    repos.retention.putParams(userId, [1], 1, T1);
  }

  beforeEach(() => {
    seed(ada, 'ada');
    seed(bob, 'bob');
  });

  it("empties the seven derived tables of the user and keeps the fitted weights and the other user's rows", () => {
    expect(counts(ada)).toEqual(all(1));
    repos.retention.clearUser(ada);
    expect(counts(ada)).toEqual({ ...all(0), retention_params: 1 });
    expect(counts(bob)).toEqual(all(1));
    expect(count('SELECT count(*) AS n FROM attempts WHERE user_id = ?', ada)).toBe(1);
  });

  it('clears only the stale days and pending notes a rebuild settles', () => {
    repos.retention.clearForRebuild(ada);
    expect(counts(ada)).toEqual({ ...all(1), retention_stale_days: 0, retention_pending: 0 });
    expect(counts(bob)).toEqual(all(1));
  });
});

// ---- calibration and transactions -----------------------------------------------------------------------------

describe('calibration', () => {
  it("counts the user's attempts and passes per confidence and mode, by mode then confidence", () => {
    expect(repos.retention.calibration(ada)).toEqual([]);
    const rows: [number, 'practice' | 'interview', boolean][] = [
      [5, 'practice', true],
      [3, 'practice', false],
      [4, 'interview', false],
      [3, 'practice', true],
      [2, 'interview', true],
      [2, 'interview', true],
    ];
    rows.forEach(([confidence, mode, passed], i) =>
      attempt(ada, new Date(Date.parse(T1) + i).toISOString(), {
        confidence,
        mode,
        passed,
        testStatus: passed ? 'passed' : 'failed',
      }),
    );
    attempt(bob, T1, { confidence: 3 });
    expect(repos.retention.calibration(ada)).toEqual([
      { confidence: 2, mode: 'interview', n: 2, passed: 2 },
      { confidence: 4, mode: 'interview', n: 1, passed: 0 },
      { confidence: 3, mode: 'practice', n: 2, passed: 1 },
      { confidence: 5, mode: 'practice', n: 1, passed: 1 },
    ]);
    expect(repos.retention.calibration(bob)).toEqual([{ confidence: 3, mode: 'practice', n: 1, passed: 1 }]);
  });
});

describe('transaction', () => {
  it('answers what the function answers and keeps its writes', () => {
    expect(repos.retention.transaction(() => (repos.retention.putFact(ada, fact('a1')), 42))).toBe(42);
    expect(repos.retention.factsSince(ada, '')).toEqual([fact('a1')]);
  });

  it('rolls every write back when the function throws', () => {
    repos.retention.putFact(ada, fact('a0'));
    expect(() =>
      repos.retention.transaction(() => {
        repos.retention.putFact(ada, fact('a1'));
        repos.retention.syncFacts(ada, []);
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(repos.retention.factsSince(ada, '')).toEqual([fact('a0')]);
  });
});
