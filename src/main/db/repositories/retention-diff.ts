import type { Statement } from 'better-sqlite3';

/*
 * How the retention rebuild writes only what changed: stored rows are compared with the recomputed ones and just
 * the differences are written or deleted, so a rebuild over current rows has nothing to flush.
 */

/**
 * Makes stored per-problem rows (one per problem slug) exactly `rows`: a row is written when any field differs
 * (values as read back, so a REAL compares exactly) or it is new, deleted when its problem is not among `rows`.
 * `remove` takes (user, JSON array of slugs), `insert` (user, JSON array of `toColumns` arrays).
 */
export function syncPerProblem<R extends { problemSlug: string }>(
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
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A stored per-axis row of a day or week: axis, period, w, ws, n. */
export type StoredPeriodRow = [string, number, number, number, number];

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
export function diffPeriodRows<R extends { axis: string; w: number; ws: number; n: number }>(
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
