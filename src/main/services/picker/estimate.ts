import type { AxisId } from '@shared/domain/axes';
import type { AttemptEvidence, PickerProblem, WritingEvidence } from './types';

/**
 * Per-axis skill estimates from the user's evidence. Every number here is a documented tuning choice
 * (docs/daily-flow.md); none is learned, so the same evidence always gives the same estimate.
 */
export const PRIOR = 0.5;
/** Weight of the prior, in attempts: one fresh attempt moves an empty axis halfway to its outcome. */
export const PRIOR_WEIGHT = 1;
/** Old evidence fades: an attempt counts half after this many days. */
export const HALF_LIFE_DAYS = 30;
/**
 * Evidence older than this is not read at all: at a 30-day half-life it would weigh under 2%, and leaving it
 * out keeps home fast for people with years of history. Old lookups are forgiven with it.
 */
export const EVIDENCE_WINDOW_DAYS = 180;
/** How much the picker prefers axes with little evidence over slightly weaker well-known ones. */
export const EXPLORATION = 0.35;

const DAY_MS = 86_400_000;

const TEST_OUTCOME = { passed: 1, failed: 0.3, error: 0.15, timeout: 0.15 } as const;

export function ageDays(today: Date, iso: string): number {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return 365;
  return Math.max(0, (today.getTime() - t) / DAY_MS);
}

export const recencyWeight = (age: number): number => Math.pow(0.5, age / HALF_LIFE_DAYS);

/**
 * One attempt's outcome in 0..1: tests, then the review and interview rubric when present, then discounts
 * for leaning on help (reference, pitfalls, hints) and for confidence that disagrees with the outcome.
 */
export function attemptOutcome(a: AttemptEvidence): number {
  const tests = a.passed ? 1 : TEST_OUTCOME[a.testStatus];
  let score = tests;
  if (a.reviewScore !== null && a.rubricScore !== null) {
    score = 0.4 * tests + 0.3 * (a.reviewScore / 10) + 0.3 * a.rubricScore;
  } else if (a.reviewScore !== null) {
    score = 0.5 * tests + 0.5 * (a.reviewScore / 10);
  } else if (a.rubricScore !== null) {
    score = 0.6 * tests + 0.4 * a.rubricScore;
  }
  if (a.lookedReference) score *= 0.6;
  if (a.lookedPitfalls) score *= 0.85;
  score *= Math.max(0.6, 1 - 0.08 * a.hints);
  // Sure but wrong is the costliest blind spot; right but guessing is knowledge that is not there yet.
  if (a.confidence >= 4 && !a.passed) score -= 0.1;
  if (a.confidence <= 2 && a.passed) score *= 0.85;
  return Math.min(1, Math.max(0, score));
}

export type AxisStats = {
  axis: AxisId;
  estimate: number;
  evidence: number;
  attempts: number;
  uncertainty: number;
  /** Higher means the picker wants to work on it more: weakness plus an exploration bonus. */
  priority: number;
};

/** Published or ready pieces are evidence for technical writing (the only axis writing feeds). */
const WRITING_OUTCOME: Record<string, number> = { published: 0.8, ready: 0.7 };

/** Recency-weighted sums of one axis's evidence: total weight, weighted outcome and the number of pieces. */
export type AxisSums = { w: number; ws: number; n: number };

/** The sums straight from attempts (and writings); home uses the derived per-day sums instead. */
export function sumsFromAttempts(
  today: Date,
  problems: ReadonlyMap<string, PickerProblem>,
  attempts: readonly AttemptEvidence[],
): Map<AxisId, AxisSums> {
  const sum = new Map<AxisId, AxisSums>();
  for (const a of attempts) {
    const problem = problems.get(a.problemSlug);
    if (!problem) continue; // a problem removed from the corpus says nothing about today's axes
    const weight = recencyWeight(ageDays(today, a.createdAt));
    const outcome = attemptOutcome(a);
    for (const axis of problem.axes) {
      const s = sum.get(axis) ?? { w: 0, ws: 0, n: 0 };
      s.w += weight;
      s.ws += weight * outcome;
      s.n += 1;
      sum.set(axis, s);
    }
  }
  return sum;
}

/**
 * The sums from the derived per-day rows (services/retention/derive.ts `axisDay`): each day's weights were
 * pre-multiplied from the start of that day, so one decay factor per day gives the same weights as above.
 */
export function sumsFromAxisDays(
  today: Date,
  days: ReadonlyArray<{ axis: string; day: number; w: number; ws: number; n: number }>,
): Map<AxisId, AxisSums> {
  const sum = new Map<AxisId, AxisSums>();
  for (const d of days) {
    const f = recencyWeight(Math.max(0, (today.getTime() - d.day * DAY_MS) / DAY_MS));
    const s = sum.get(d.axis as AxisId) ?? { w: 0, ws: 0, n: 0 };
    s.w += d.w * f;
    s.ws += d.ws * f;
    s.n += d.n;
    sum.set(d.axis as AxisId, s);
  }
  return sum;
}

export function estimateAxes(
  today: Date,
  axisIds: readonly AxisId[],
  problems: ReadonlyMap<string, PickerProblem>,
  attempts: readonly AttemptEvidence[],
  writings: readonly WritingEvidence[],
  sums: ReadonlyMap<AxisId, AxisSums> = sumsFromAttempts(today, problems, attempts),
): AxisStats[] {
  const sum = new Map<AxisId, AxisSums>();
  for (const id of axisIds) sum.set(id, { ...(sums.get(id) ?? { w: 0, ws: 0, n: 0 }) });
  const add = (axis: AxisId, weight: number, outcome: number) => {
    const s = sum.get(axis);
    if (!s) return;
    s.w += weight;
    s.ws += weight * outcome;
    s.n += 1;
  };
  for (const w of writings) {
    const outcome = WRITING_OUTCOME[w.stage];
    if (outcome !== undefined) add('technical_writing', recencyWeight(ageDays(today, w.updatedAt)), outcome);
  }
  return axisIds.map((axis) => {
    const s = sum.get(axis)!;
    const estimate = (PRIOR * PRIOR_WEIGHT + s.ws) / (PRIOR_WEIGHT + s.w);
    const uncertainty = 1 / Math.sqrt(1 + s.w);
    return {
      axis,
      estimate,
      evidence: s.w,
      attempts: s.n,
      uncertainty,
      priority: 1 - estimate + EXPLORATION * uncertainty,
    };
  });
}

/** The axes to work on: highest priority first, ties in the fixed axis order (deterministic). */
export function focusAxes(stats: readonly AxisStats[], count = 3): AxisStats[] {
  return stats
    .map((s, order) => ({ s, order }))
    .sort((a, b) => b.s.priority - a.s.priority || a.order - b.order)
    .slice(0, count)
    .map(({ s }) => s);
}
