/**
 * The FSRS rating an attempt earns (docs/retention.md). A re-drill is a review of the problem; how the attempt
 * went says how well it was remembered. The rule is derived state: change it and `rebuild` re-schedules every
 * problem from the attempt history consistently.
 */
export type RetentionRating = 'again' | 'hard' | 'good' | 'easy';

export type RatingFacts = {
  passed: boolean;
  lookedReference: boolean;
  lookedPitfalls: boolean;
  hints: number;
  /** 1..5; 4 is ship-ready, 2 or below is guessing. */
  confidence: number;
  /** Time spent working (sum of the phase times), 0 when unknown. */
  workMs: number;
  /** The user's median work time on earlier clean passes of the same difficulty, or null with too few. */
  medianMs: number | null;
};

/** Earlier clean passes of a difficulty needed before "faster than your median" means anything. */
export const MEDIAN_MIN_SAMPLES = 3;

export function rateAttempt(f: RatingFacts): RetentionRating {
  // Failing the tests or reading the answer means the solution was not recalled.
  if (!f.passed || f.lookedReference) return 'again';
  // Passed, but leaning on help or guessing: recalled with effort.
  if (f.lookedPitfalls || f.hints > 0 || f.confidence <= 2) return 'hard';
  if (f.confidence >= 4 && f.medianMs !== null && f.workMs > 0 && f.workMs < f.medianMs) return 'easy';
  return 'good';
}

/** The median of a sorted list, or null when there are fewer than MEDIAN_MIN_SAMPLES values. */
export function medianOf(sorted: readonly number[]): number | null {
  if (sorted.length < MEDIAN_MIN_SAMPLES) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
