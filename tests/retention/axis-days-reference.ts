// The axis lines and their trend evidence as /progress computed them before it summed week rows in SQL: every day
// row of the year and its evidence window read into JS and decayed to each month's end. The tests hold the new
// reads to this definition.
import type { Axis } from '@shared/domain/axes';
import type { Progress } from '@shared/domain/progress';
import type { AxisDayRow } from '../../src/main/db/repositories/retention';
import type { AxisWindow, AxisWindowSumRow } from '../../src/main/db/repositories/retention-axes';
import { EVIDENCE_WINDOW_DAYS, HALF_LIFE_DAYS, PRIOR, PRIOR_WEIGHT } from '../../src/main/services/picker';
import { DAY_MS } from '../../src/main/services/retention/derive';
import type { AxisEvidence } from '../../src/main/services/retention/progress';

/** Each axis's sums over each window, from the day rows: fromDay <= day, day * DAY < atMs, decayed to atMs. */
export function windowSumsOfDays(
  days: readonly AxisDayRow[],
  windows: readonly AxisWindow[],
  halfLifeDays = HALF_LIFE_DAYS,
): AxisWindowSumRow[] {
  const out: AxisWindowSumRow[] = [];
  windows.forEach(({ atMs, fromDay }, window) => {
    const sums = new Map<string, AxisWindowSumRow>();
    for (const d of days) {
      if (d.day < fromDay || d.day * DAY_MS >= atMs) continue;
      const f = Math.pow(0.5, Math.max(0, (atMs - d.day * DAY_MS) / DAY_MS) / halfLifeDays);
      const s = sums.get(d.axis) ?? { window, axis: d.axis, w: 0, ws: 0, n: 0 };
      s.w += d.w * f;
      s.ws += d.ws * f;
      s.n += d.n;
      sums.set(d.axis, s);
    }
    out.push(...[...sums.values()].sort((a, b) => (a.axis < b.axis ? -1 : a.axis > b.axis ? 1 : 0)));
  });
  return out;
}

/** The end of a month key, or `now` for the current month. */
function monthEnd(month: string, now: Date): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Math.min(now.getTime(), Date.UTC(y, m, 1));
}

/** The old axis lines, as they were written: each axis's estimate at the end of each month, from the day rows. */
export function axisHistoryOfDays(
  axes: readonly Axis[],
  days: readonly AxisDayRow[],
  months: readonly string[],
  now: Date,
): Progress['axis_history'] {
  return axes.map((axis) => {
    const mine = days.filter((d) => d.axis === axis.id);
    return {
      axis: axis.id,
      title: axis.title,
      points: months.map((month) => {
        const at = monthEnd(month, now);
        const from = Math.floor((at - EVIDENCE_WINDOW_DAYS * DAY_MS) / DAY_MS);
        let w = 0;
        let ws = 0;
        let n = 0;
        for (const d of mine) {
          if (d.day < from || d.day * DAY_MS >= at) continue;
          const f = Math.pow(0.5, Math.max(0, (at - d.day * DAY_MS) / DAY_MS) / HALF_LIFE_DAYS);
          w += d.w * f;
          ws += d.ws * f;
          n += d.n;
        }
        return { month, estimate: (PRIOR * PRIOR_WEIGHT + ws) / (PRIOR_WEIGHT + w), attempts: n };
      }),
    };
  });
}

/** The old trend evidence: per axis, attempts on days >= `fromDay`, and the first and last day with any. */
export function axisEvidenceOfDays(days: readonly AxisDayRow[], fromDay: number): Map<string, AxisEvidence> {
  const out = new Map<string, AxisEvidence>();
  for (const d of days) {
    if (d.day < fromDay || d.n <= 0) continue;
    const e = out.get(d.axis);
    if (!e) out.set(d.axis, { attempts: d.n, firstDay: d.day, lastDay: d.day });
    else {
      e.attempts += d.n;
      e.firstDay = Math.min(e.firstDay, d.day);
      e.lastDay = Math.max(e.lastDay, d.day);
    }
  }
  return out;
}
