import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { RetentionRating } from './rating';

/**
 * FSRS scheduling through ts-fsrs with the library's default weights (FSRS-6). Two options differ from the
 * scheduler's defaults, both so that a problem's due date is a day: no fuzz (the same history always gives the
 * same schedule, so a rebuild equals the incremental result) and no short-term steps (a re-drill in ten
 * minutes is not a re-drill; every interval is at least one day).
 */
export const FSRS_PARAMS = generatorParameters({ enable_fuzz: false, enable_short_term: false });
const scheduler = fsrs(FSRS_PARAMS);

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

/**
 * The state after reviewing at `at` with `rating`; `prev` null is the first attempt. An attempt stored before
 * the previous review (clock skew) is treated as happening at that review, so time never runs backwards.
 */
export function review(prev: MemoryState | null, rating: RetentionRating, at: Date): MemoryState {
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
