import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { RetentionRating } from './rating';
import { addDaysIso, parseIsoMs } from './iso-days';
import { forgettingCurve, fsrsConstants, nextDifficulty, nextInterval, nextStability, type FsrsConstants } from './fsrs-formulas';

/**
 * FSRS scheduling through ts-fsrs with the library's default weights (FSRS-6). Two options differ from the
 * scheduler's defaults, both so that a problem's due date is a day: no fuzz (the same history always gives the
 * same schedule, so a rebuild equals the incremental result) and no short-term steps (a re-drill in ten
 * minutes is not a re-drill; every interval is at least one day).
 */
export const FSRS_PARAMS = generatorParameters({ enable_fuzz: false, enable_short_term: false });

/** Personal weights (from "Optimise my schedule"), or null for the library's defaults. */
export type Weights = readonly number[] | null;

type Scheduler = { lib: ReturnType<typeof fsrs>; constants: FsrsConstants };
const defaultLib = fsrs(FSRS_PARAMS);
const defaultScheduler: Scheduler = { lib: defaultLib, constants: fsrsConstants(defaultLib) };
const schedulers = new Map<string, Scheduler>();
/** One scheduler per weight set (a handful at most: the default and each profile's fitted weights). */
function schedulerFor(weights: Weights): Scheduler {
  if (!weights) return defaultScheduler;
  const key = weights.join(',');
  let s = schedulers.get(key);
  if (!s) {
    const lib = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false, w: [...weights] }));
    s = { lib, constants: fsrsConstants(lib) };
    schedulers.set(key, s);
  }
  return s;
}

/** How many reviews before a personal optimisation would be worth offering (docs/retention.md). */
export const OPTIMISE_MIN_REVIEWS = 400;

/** The stored memory state of one problem (the FSRS card), as plain values. */
export type MemoryState = {
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  state: 'new' | 'learning' | 'review' | 'relearning';
  lastReview: string;
};

const GRADE: Record<RetentionRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATE_NAME: Record<State, MemoryState['state']> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF: Record<MemoryState['state'], State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

function toCard(s: MemoryState): Card {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduledDays,
    reps: s.reps,
    lapses: s.lapses,
    learning_steps: 0,
    state: STATE_OF[s.state],
    last_review: new Date(s.lastReview),
  };
}

const DAY_MS = 86_400_000;

/** Whole UTC calendar days from `from` to `to`, as ts-fsrs counts elapsed days (dateDiffInDays). */
function utcDaysBetween(fromMs: number, toMs: number): number {
  return Math.floor(toMs / DAY_MS) - Math.floor(fromMs / DAY_MS);
}

/**
 * The state after reviewing at `at` with `rating`; `prev` null is the first attempt. An attempt stored before
 * the previous review (clock skew) is treated as happening at that review, so time never runs backwards.
 *
 * This is ts-fsrs's long-term scheduler step (`fsrs(FSRS_PARAMS).next`, enable_short_term false, no fuzz)
 * through the library's formulas restated in fsrs-formulas.ts, without its per-call scheduler object, card
 * copies, review logs and fuzz seed. `reviewWithScheduler` below is the library path; a property test
 * (tests/retention/schedule.test.ts) checks both give the same state on random histories.
 */
export function review(prev: MemoryState | null, rating: RetentionRating, at: Date, weights: Weights = null): MemoryState {
  return reviewAt(prev, rating, at.getTime(), weights);
}

/** 'YYYY-MM-DDTHH:MM:SS.sssZ', what toISOString writes (a parsed string of that shape formats back to itself). */
const isCanonicalIso = (iso: string): boolean => iso.length === 24 && iso.endsWith('Z');

/**
 * `review` with the time in epoch milliseconds, and optionally that time's ISO string (a stored created_at)
 * so the rebuild formats no date it already has.
 */
export function reviewAt(
  prev: MemoryState | null,
  rating: RetentionRating,
  atMs: number,
  weights: Weights = null,
  atIso?: string,
): MemoryState {
  const c = schedulerFor(weights).constants;
  const last = prev ? parseIsoMs(prev.lastReview) : Number.NEGATIVE_INFINITY;
  const whenMs = Math.max(atMs, last);
  // A new card: no elapsed time, the initial difficulty and stability of each grade. Otherwise (every stored
  // state is Review, as there are no short-term steps) the elapsed UTC days and the retrievability now.
  const learned = !!prev && prev.state !== 'new';
  const elapsed = learned ? utcDaysBetween(last, whenMs) : 0;
  const memory = prev ? { difficulty: prev.difficulty, stability: prev.stability } : null;
  const r = memory ? forgettingCurve(c, elapsed, memory.stability) : 1;
  // ts-fsrs orders the four intervals (again <= hard < good < easy): a grade's interval depends on the ones
  // below it (and again's on hard's), so only those are computed.
  // Dates are formatted from the caller's string when the review happened at that time (the usual case).
  const fromIso = atIso !== undefined && whenMs === atMs && isCanonicalIso(atIso);
  const g = GRADE[rating];
  // The stabilities of the grades up to the chosen one (and Hard, which bounds Again).
  const stability = [0, 0, 0, 0, 0];
  for (let grade = 1; grade <= Math.max(g, 2); grade++) stability[grade] = nextStability(c, memory, grade, r);
  const hardRaw = nextInterval(c, stability[2]!);
  const again = Math.min(nextInterval(c, stability[1]!), hardRaw);
  let days = again;
  if (g >= 2) days = Math.max(hardRaw, again + 1);
  if (g >= 3) days = Math.max(nextInterval(c, stability[3]!), days + 1);
  if (g >= 4) days = Math.max(nextInterval(c, stability[4]!), days + 1);
  return {
    due: fromIso ? addDaysIso(atIso, days, atMs) : new Date(whenMs + days * DAY_MS).toISOString(),
    stability: stability[g]!,
    difficulty: nextDifficulty(c, memory, g),
    scheduledDays: days,
    reps: (prev?.reps ?? 0) + 1,
    // A lapse is forgetting a card that was already learned (ts-fsrs counts it outside the New state only).
    lapses: (prev?.lapses ?? 0) + (rating === 'again' && learned ? 1 : 0),
    state: 'review',
    lastReview: fromIso ? atIso : new Date(whenMs).toISOString(),
  };
}

/** The same step through ts-fsrs's scheduler object (the reference `review` is tested against). */
export function reviewWithScheduler(
  prev: MemoryState | null,
  rating: RetentionRating,
  at: Date,
  weights: Weights = null,
): MemoryState {
  const scheduler = schedulerFor(weights).lib;
  const last = prev ? Date.parse(prev.lastReview) : Number.NEGATIVE_INFINITY;
  const when = new Date(Math.max(at.getTime(), last));
  const card = prev ? toCard(prev) : createEmptyCard(when);
  const next = scheduler.next(card, when, GRADE[rating]).card;
  return {
    due: next.due.toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
    scheduledDays: next.scheduled_days,
    reps: next.reps,
    lapses: next.lapses,
    state: STATE_NAME[next.state],
    lastReview: when.toISOString(),
  };
}

/** Replays a whole history (oldest first); the same function the incremental path applies one step of. */
export function replay(history: ReadonlyArray<{ rating: RetentionRating; at: Date }>): MemoryState | null {
  let state: MemoryState | null = null;
  for (const h of history) state = review(state, h.rating, h.at);
  return state;
}
