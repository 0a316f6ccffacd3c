import type { Axis } from '@shared/domain/axes';
import type { Progress } from '@shared/domain/progress';
import type { AttemptFactRow } from '../../db/repositories/retention';
import type { AxisEvidenceRow, AxisWindow, AxisWindowSumRow } from '../../db/repositories/retention-axes';
import type { ProgressDayRow } from '../../db/repositories/progress-summaries';
import { EVIDENCE_WINDOW_DAYS, PRIOR, PRIOR_WEIGHT } from '../picker';
import { localDayNumber } from '../local-day';
import { DAY_MS } from './derive';
import { parseIsoMs } from './iso-days';

/** The last `count` month keys (YYYY-MM, UTC) up to and including the one containing `now`. */
export function lastMonths(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

/** The end of a month key, or `now` for the current month. */
function monthEnd(month: string, now: Date): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Math.min(now.getTime(), Date.UTC(y, m, 1));
}

/**
 * The window behind each month's point: the picker's evidence window (EVIDENCE_WINDOW_DAYS) ending at the month's
 * end, or now for the current month. The repository sums each axis's evidence over these, decayed to the end.
 */
export function axisWindows(months: readonly string[], now: Date): AxisWindow[] {
  return months.map((month) => {
    const atMs = monthEnd(month, now);
    return { atMs, fromDay: Math.floor((atMs - EVIDENCE_WINDOW_DAYS * DAY_MS) / DAY_MS) };
  });
}

/**
 * Each axis's estimate at the end of each month (the picker's formula) from its decayed sums over that month's
 * window (`sums[].window` indexes `months`); an axis with no row for a month shows the prior.
 */
export function axisLines(
  axes: readonly Axis[],
  months: readonly string[],
  sums: readonly AxisWindowSumRow[],
): Progress['axis_history'] {
  const byWindow = new Map(sums.map((s) => [`${s.window}|${s.axis}`, s]));
  return axes.map((axis) => ({
    axis: axis.id,
    title: axis.title,
    points: months.map((month, i) => {
      const s = byWindow.get(`${i}|${axis.id}`);
      const w = s?.w ?? 0;
      const ws = s?.ws ?? 0;
      return { month, estimate: (PRIOR * PRIOR_WEIGHT + ws) / (PRIOR_WEIGHT + w), attempts: s?.n ?? 0 };
    }),
  }));
}

/** A trend is claimed for an axis only with this many attempts on it ... */
export const TREND_MIN_ATTEMPTS = 5;
/** ... spread over at least this many days (one busy afternoon is not a trend). */
export const TREND_MIN_DAYS = 28;

export type AxisEvidence = { attempts: number; firstDay: number; lastDay: number };

/** The repository's per-axis evidence rows, keyed by axis (every axis with any, in the corpus or not). */
export function axisEvidence(rows: readonly AxisEvidenceRow[]): Map<string, AxisEvidence> {
  return new Map(rows.map((r) => [r.axis, { attempts: r.attempts, firstDay: r.firstDay, lastDay: r.lastDay }]));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The reading of the axis lines. It names an axis that rose or slipped only when that axis has enough evidence
 * (TREND_MIN_ATTEMPTS over TREND_MIN_DAYS): the first point of every line is the prior, so after one day of
 * drills any axis "rises" by however far one attempt moved it. With too little, it says how much there is.
 */
export function axisSentence(history: Progress['axis_history'], evidence: ReadonlyMap<string, AxisEvidence>): string {
  const withAny = history.filter((h) => evidence.has(h.axis));
  if (withAny.length === 0) return 'No axis has evidence yet: submit problems and the lines start to move.';
  const enough = withAny.filter((h) => {
    const e = evidence.get(h.axis)!;
    return e.attempts >= TREND_MIN_ATTEMPTS && e.lastDay - e.firstDay >= TREND_MIN_DAYS;
  });
  if (enough.length === 0) {
    const all = [...evidence.values()];
    const first = Math.min(...all.map((e) => e.firstDay));
    const last = Math.max(...all.map((e) => e.lastDay));
    const most = Math.max(...all.map((e) => e.attempts));
    return (
      `Too little history to say which axes moved: the most any axis has is ${plural(most, 'attempt')}, ` +
      `over ${plural(last - first + 1, 'day')}. A trend is named once an axis has ${TREND_MIN_ATTEMPTS} attempts ` +
      `spread over ${TREND_MIN_DAYS} days; until then each line shows the estimate, not a change.`
    );
  }
  const moved = enough.map((h) => ({
    title: h.title,
    delta: h.points[h.points.length - 1]!.estimate - h.points[0]!.estimate,
  }));
  const best = moved.reduce((a, b) => (b.delta > a.delta ? b : a));
  const worst = moved.reduce((a, b) => (b.delta < a.delta ? b : a));
  const pts = (x: number) => `${Math.round(Math.abs(x) * 100)} points`;
  const up = best.delta > 0.01 ? `${best.title} rose most (${pts(best.delta)} over the year)` : 'No axis rose much this year';
  const down = worst.delta < -0.01 ? `; ${worst.title} slipped ${pts(worst.delta)}, so it is worth a drill` : '';
  const few = withAny.length - enough.length;
  const rest = few === 0 ? '' : few === 1 ? ' 1 other axis has too little history to say.' : ` ${few} other axes have too little history to say.`;
  return `${up}${down}. Each line is the picker's estimate at the end of the month.${rest}`;
}

export function redrillsByMonth(facts: readonly AttemptFactRow[], months: readonly string[]) {
  const counts = new Map(months.map((m) => [m, 0]));
  for (const f of facts) {
    if (!f.redrill) continue;
    const m = f.createdAt.slice(0, 7);
    if (counts.has(m)) counts.set(m, counts.get(m)! + 1);
  }
  return months.map((month) => ({ month, done: counts.get(month)! }));
}

/** Re-drills per UTC month from the per-day summaries: the same counts as `redrillsByMonth` over the facts. */
export function redrillsByMonthOfDays(days: readonly ProgressDayRow[], months: readonly string[]) {
  // Each month as a range of UTC day numbers: a comparison per row, not a date formatted per row.
  const ranges = months.map((month) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return { month, from: Date.UTC(y, m - 1, 1) / DAY_MS, to: Date.UTC(y, m, 1) / DAY_MS, done: 0 };
  });
  for (const d of days) {
    if (d.redrills <= 0) continue;
    const r = ranges.find((x) => d.day >= x.from && d.day < x.to);
    if (r) r.done += d.redrills;
  }
  return ranges.map(({ month, done }) => ({ month, done }));
}

/** Consecutive local days with a submission, ending today (or yesterday: today is not over yet). */
export function drillStreak(attemptTimes: readonly string[], now: Date, tz: number): { current: number; longest: number } {
  // parseIsoMs, not new Date: a year of days is read as two instants each, and Date parsing was a twentieth of the call.
  const days = [...new Set(attemptTimes.map((t) => Math.floor((parseIsoMs(t) - tz * 60_000) / DAY_MS)))].sort(
    (a, b) => a - b,
  );
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const today = localDayNumber(now, tz);
  const set = new Set(days);
  let start = set.has(today) ? today : today - 1;
  let current = 0;
  while (set.has(start)) {
    current += 1;
    start -= 1;
  }
  return { current, longest };
}
