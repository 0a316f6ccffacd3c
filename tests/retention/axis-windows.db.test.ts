// The Progress page's axis reads (retention-axis-windows.ts) sum whole week rows plus the day rows at each
// window's edges in SQL; these tests hold them to the definition over day rows (axis-days-reference.ts) on random
// histories and windows: every window length (shorter than a week, exactly whole weeks, the 180-day evidence
// window), ends on and off midnight, rows after the window's end, and a second profile whose rows must not count.
// Sums of floats in another order differ in the last bits, so w and ws are compared to a relative 1e-12; the
// attempt counts, the keys and the evidence must be equal.
import fc from 'fast-check';
import type { AxisDayRow } from '../../src/main/db/repositories/retention';
import type { AxisWindow, AxisWindowSumRow } from '../../src/main/db/repositories/retention-axes';
import { EVIDENCE_WINDOW_DAYS, HALF_LIFE_DAYS } from '../../src/main/services/picker';
import { axisWeeks } from '../../src/main/services/retention/derive';
import { freshRepositories } from '../database/fresh-repositories';
import { axisEvidenceOfDays, windowSumsOfDays } from './axis-days-reference';

const DAY = 86_400_000;
/** 2026-11-20, a Friday: windows end around it and the history reaches 700 days back. */
const TODAY = 20_777;

let fresh: ReturnType<typeof freshRepositories>;
beforeAll(() => (fresh = freshRepositories()));
afterAll(() => fresh.db.close());

function store(userId: string, days: readonly AxisDayRow[]): void {
  const { db, repos } = fresh;
  db.prepare('DELETE FROM retention_axis_days WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM retention_axis_weeks WHERE user_id = ?').run(userId);
  repos.retention.putAxisDays(userId, days);
  repos.retention.syncAxisWeeks(userId, axisWeeks(days));
}

const history = fc
  .uniqueArray(
    fc.record({
      axis: fc.constantFrom('algorithmic', 'eval_design', 'math_foundations'),
      day: fc.integer({ min: TODAY - 700, max: TODAY + 10 }),
      w: fc.double({ min: 0.01, max: 8, noNaN: true }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      n: fc.integer({ min: 1, max: 6 }),
    }),
    { selector: (r) => `${r.day}|${r.axis}`, maxLength: 400 },
  )
  .map((rows) => rows.map(({ axis, day, w, share, n }): AxisDayRow => ({ axis, day, w, ws: w * share, n })));

const windowArb = fc
  .record({
    endDay: fc.integer({ min: TODAY - 420, max: TODAY + 3 }),
    // Midnight (a month's end) or any instant of the day (now, for the current month).
    offsetMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: DAY - 1 })),
    length: fc.oneof(
      fc.constant(EVIDENCE_WINDOW_DAYS),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 1, max: 30 }).map((weeks) => weeks * 7),
      fc.integer({ min: 0, max: 260 }),
    ),
  })
  .map(({ endDay, offsetMs, length }): AxisWindow => {
    const atMs = endDay * DAY + offsetMs;
    return { atMs, fromDay: Math.floor((atMs - length * DAY) / DAY) };
  });

const key = (r: AxisWindowSumRow) => `${r.window}|${r.axis}`;

/** Same keys and counts; w and ws equal up to the order the floats were summed in. */
function expectSameSums(actual: readonly AxisWindowSumRow[], expected: readonly AxisWindowSumRow[]): void {
  expect(actual.map((r) => [key(r), r.n])).toEqual(expected.map((r) => [key(r), r.n]));
  expected.forEach((e, i) => {
    const a = actual[i]!;
    for (const field of ['w', 'ws'] as const) {
      const scale = Math.max(Math.abs(e[field]), 1e-300);
      if (Math.abs(a[field] - e[field]) / scale > 1e-12) {
        throw new Error(`${key(e)} ${field}: ${a[field]} from SQL, ${e[field]} from the day rows`);
      }
    }
  });
}

describe('axis sums over windows, from week rows and edge days', () => {
  it('equal the decayed sums of the day rows, for random histories and windows', () => {
    fc.assert(
      fc.property(history, history, fc.array(windowArb, { minLength: 1, maxLength: 14 }), (mine, other, windows) => {
        store(fresh.ada, mine);
        store(fresh.bob, other);
        const actual = fresh.repos.retention.axisWindowSums(fresh.ada, windows, HALF_LIFE_DAYS);
        expectSameSums(actual, windowSumsOfDays(mine, windows, HALF_LIFE_DAYS));
      }),
      { numRuns: 150 },
    );
  });

  it('count the attempts and the first and last day since a day exactly as the day rows do', () => {
    fc.assert(
      fc.property(history, history, fc.integer({ min: TODAY - 720, max: TODAY + 12 }), (mine, other, fromDay) => {
        store(fresh.ada, mine);
        store(fresh.bob, other);
        const actual = fresh.repos.retention.axisEvidenceSince(fresh.ada, fromDay);
        const expected = [...axisEvidenceOfDays(mine, fromDay)].sort(([a], [b]) => (a < b ? -1 : 1));
        expect(actual).toEqual(expected.map(([axis, e]) => ({ axis, ...e })));
      }),
      { numRuns: 150 },
    );
  });

  it('split a window into its head days, whole weeks and tail days at the week boundaries', () => {
    // Monday 2026-11-16 is day 20773, the start of week 2968.
    const rows: AxisDayRow[] = [20770, 20771, 20772, 20773, 20779, 20780, 20781, 20782].map((day) => ({
      axis: 'algorithmic',
      day,
      w: 1,
      ws: 1,
      n: 1,
    }));
    store(fresh.ada, rows);
    store(fresh.bob, []);
    // Days 20771 to noon of 20781: Saturday and Sunday (the head), the week from Monday the 16th (whole), and Monday
    // and Tuesday of the next (the tail); days 20770 and 20782 fall outside.
    const window = { atMs: 20781 * DAY + 12 * 3_600_000, fromDay: 20771 };
    const [row] = fresh.repos.retention.axisWindowSums(fresh.ada, [window], HALF_LIFE_DAYS);
    expect(row!.n).toBe(6);
    expectSameSums([row!], windowSumsOfDays(rows, [window], HALF_LIFE_DAYS));
    expect(fresh.repos.retention.axisWindowSums(fresh.bob, [window], HALF_LIFE_DAYS)).toEqual([]);
  });
});
