import type { AttemptEvidence } from '../../db/repositories/picker-evidence';
import type {
  AttemptFactRow,
  AxisDayRow,
  AxisWeekRow,
  ProblemFactsRow,
  ScheduleRow,
} from '../../db/repositories/retention';
import { attemptOutcome, HALF_LIFE_DAYS } from '../picker';
import { medianOf, rateAttempt, type RetentionRating } from './rating';
import { parseIsoMs } from './iso-days';
import { reviewAt, type Weights } from './schedule';

/**
 * The pure steps that turn one attempt into its derived rows. The incremental path (one attempt, in the submit
 * transaction) and the rebuild (every attempt, in order) call exactly these, so they cannot drift apart.
 */
export const DAY_MS = 86_400_000;

export const utcDay = (iso: string): number => Math.floor(parseIsoMs(iso) / DAY_MS);
export const dayStartMs = (day: number): number => day * DAY_MS;

/**
 * Per-axis evidence of one UTC day. Each attempt's weight is pre-multiplied by 2^(hours since the day began /
 * half-life), so at read time the whole day decays with one factor, recencyWeight(age of the day's start):
 * w(day) * 0.5^((today - dayStart)/half-life) = Σ 0.5^((today - t)/half-life), the picker's weight exactly.
 */
export function axisDay(
  day: number,
  attempts: readonly AttemptEvidence[],
  axesOf: (slug: string) => readonly string[] | undefined,
  /** Each attempt's createdAt in epoch ms, when the caller has them. */
  times?: readonly number[],
): AxisDayRow[] {
  const start = dayStartMs(day);
  const sums = new Map<string, AxisDayRow>();
  for (let i = 0; i < attempts.length; i++) {
    const a = attempts[i]!;
    const axes = axesOf(a.problemSlug);
    if (!axes) continue; // a problem no longer in the corpus says nothing about today's axes
    const at = times ? times[i]! : parseIsoMs(a.createdAt);
    const w = Math.pow(2, (at - start) / DAY_MS / HALF_LIFE_DAYS);
    const outcome = attemptOutcome(a);
    for (const axis of axes) {
      const s = sums.get(axis) ?? { axis, day, w: 0, ws: 0, n: 0 };
      s.w += w;
      s.ws += w * outcome;
      s.n += 1;
      sums.set(axis, s);
    }
  }
  return [...sums.values()].sort((x, y) => (x.axis < y.axis ? -1 : x.axis > y.axis ? 1 : 0));
}

/** Monday-based UTC weeks: day 0 (1970-01-01) was a Thursday. */
export const weekOf = (day: number): number => Math.floor((day + 3) / 7);
export const weekStartDay = (week: number): number => week * 7 - 3;

/**
 * One week's per-axis rows from its day rows: each day's pre-weighted sums moved to the week's start by
 * 2^((day start - week start) / half-life), so a week decays with one factor exactly as its days would.
 */
export function axisWeeks(dayRows: readonly AxisDayRow[]): AxisWeekRow[] {
  const sums = new Map<string, AxisWeekRow>();
  for (const d of dayRows) {
    const week = weekOf(d.day);
    const f = Math.pow(2, (d.day - weekStartDay(week)) / HALF_LIFE_DAYS);
    const k = `${week}|${d.axis}`;
    const s = sums.get(k) ?? { axis: d.axis, week, w: 0, ws: 0, n: 0 };
    s.w += d.w * f;
    s.ws += d.ws * f;
    s.n += d.n;
    sums.set(k, s);
  }
  return [...sums.values()].sort((x, y) => x.week - y.week || (x.axis < y.axis ? -1 : x.axis > y.axis ? 1 : 0));
}

export function nextProblemFacts(prev: ProblemFactsRow | undefined, a: AttemptEvidence): ProblemFactsRow {
  const leaned = a.lookedReference || a.lookedPitfalls ? 1 : 0;
  const clean = a.passed && !a.lookedReference;
  return {
    problemSlug: a.problemSlug,
    attempts: (prev?.attempts ?? 0) + 1,
    leaned: (prev?.leaned ?? 0) + leaned,
    lastAt: a.createdAt,
    lastPassed: a.passed,
    lastCleanAt: clean ? a.createdAt : (prev?.lastCleanAt ?? null),
  };
}

/** One attempt's rating, schedule step and fact row, given what was known before it. */
export function stepAttempt(input: {
  id: string;
  workMs: number;
  evidence: AttemptEvidence;
  /** evidence.createdAt in epoch ms. */
  atMs: number;
  difficulty: string | null;
  medianMs: number | null;
  prev: ScheduleRow | undefined;
  /** The profile's fitted FSRS weights, or null for the defaults. */
  weights?: Weights;
}): { fact: AttemptFactRow; schedule: ScheduleRow } {
  const a = input.evidence;
  const rating: RetentionRating = rateAttempt({
    passed: a.passed,
    lookedReference: a.lookedReference,
    lookedPitfalls: a.lookedPitfalls,
    hints: a.hints,
    confidence: a.confidence,
    workMs: input.workMs,
    medianMs: input.medianMs,
  });
  // A stored schedule row has every field of the memory state, so it is passed as it is.
  const next = reviewAt(input.prev ?? null, rating, input.atMs, input.weights ?? null, a.createdAt);
  // A re-drill is an attempt on a problem that was due by the end of the day it was made.
  const redrill = !!input.prev && utcDay(input.prev.due) <= Math.floor(input.atMs / DAY_MS);
  return {
    fact: {
      attemptId: input.id,
      problemSlug: a.problemSlug,
      difficulty: input.difficulty,
      passed: a.passed,
      workMs: input.workMs,
      rating,
      redrill,
      dueAfter: next.due,
      createdAt: a.createdAt,
    },
    schedule: {
      problemSlug: a.problemSlug,
      due: next.due,
      stability: next.stability,
      difficulty: next.difficulty,
      scheduledDays: next.scheduledDays,
      reps: next.reps,
      lapses: next.lapses,
      state: next.state,
      lastReview: next.lastReview,
      lastRating: rating,
    },
  };
}

/** Sorted insert, for the rebuild's running medians. */
export function insertSorted(list: number[], value: number): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, value);
}

export { medianOf };
