export type AxisSumRow = { axis: string; w: number; ws: number; n: number };
export type AxisWeekRow = { axis: string; week: number; w: number; ws: number; n: number };

const DAY_MS = 86_400_000;

/**
 * Home's per-axis sums: each week's pre-weighted rows decayed to `todayMs` (weeks start on day week * 7 - 3),
 * one row per axis in axis order, each axis summed in week order. In plain JS rather than SQL because home's
 * answer is computed from the same rows in two places: the app, and the browser host's main thread answering
 * a returning start from the rows the app kept (web/kept-home.ts). One function, so both give the same number.
 */
export function sumAxisWeeks(rows: readonly AxisWeekRow[], todayMs: number, halfLifeDays: number): AxisSumRow[] {
  const sorted = [...rows].sort((a, b) => (a.axis < b.axis ? -1 : a.axis > b.axis ? 1 : a.week - b.week));
  const out: AxisSumRow[] = [];
  for (const r of sorted) {
    const factor = Math.pow(0.5, Math.max(0, (todayMs - (r.week * 7 - 3) * DAY_MS) / DAY_MS) / halfLifeDays);
    const last = out[out.length - 1];
    if (last && last.axis === r.axis) {
      last.w += r.w * factor;
      last.ws += r.ws * factor;
      last.n += r.n;
    } else out.push({ axis: r.axis, w: r.w * factor, ws: r.ws * factor, n: r.n });
  }
  return out;
}
