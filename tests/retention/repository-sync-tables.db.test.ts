// The retention repository's sync methods for the per-axis day and week sums, schedules, problem facts and
// params: write only what differs, delete what is gone, leave unchanged rows alone (by rowid), user by user.
import type { ProblemFactsRow, ScheduleRow } from '../../src/main/db/repositories/retention';
import { T1, T2, T3 } from '../database/fresh-repositories';
import { T5, db, problemRow, scheduleRow, count, rowids, repos, ada, bob, useFreshRepositories } from './repository-support';

useFreshRepositories();

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
