// The retention repository's reads (median work time, problem facts, schedules, axis day and week sums), stale
// days and pending attempts, clearing a user, calibration and the transaction wrapper.
import type { AttemptFactRow } from '../../src/main/db/repositories/retention';
import { T1, T2, T3 } from '../database/fresh-repositories';
import { DAY, T4, T5, db, attempt, readyReview, review, fact, problemRow, scheduleRow, count, decay, expectSums, repos, ada, bob, useFreshRepositories } from './repository-support';

useFreshRepositories();

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

  it('puts day rows and reads them all, or those between two days (inclusive), by day then axis, per user', () => {
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
