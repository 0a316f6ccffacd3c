/**
 * The picker's front door: the pure "what next" ranking home runs, and the evidence constants the retention
 * tables are derived with (one definition of an attempt's outcome and its half-life for both).
 */
export { computeNext, rankCandidates, toAction } from './compute-next';
export { attemptOutcome, EVIDENCE_WINDOW_DAYS, HALF_LIFE_DAYS, PRIOR, PRIOR_WEIGHT } from './estimate';
export type * from './types';
