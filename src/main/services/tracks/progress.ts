import type { TrackProgress } from '../../db/repositories/track-progress';

// The row shape is the repository's (db sits below services); re-exported for the track service's callers.
export type { TrackProgress };

/**
 * The per-user track state machine of "Tracks" in docs/product.md, as pure functions over plain
 * values so every row of the table (and random sequences of them) can be tested without a database.
 *
 * Out-of-order rule (the spec is silent; see docs/daily-flow.md): the cursor is always the first position
 * that is not completed. Completing the section at the cursor therefore moves it on by one in the normal
 * case (the spec's "cursor increases by 1") and skips any later sections already done. Completing a later
 * section records it without moving the cursor; completing a section twice changes nothing.
 */

export type TrackState = {
  activeSlug: string | null;
  progress: Record<string, TrackProgress>;
};

export type CompleteOutcome = {
  progress: TrackProgress;
  /** False when the section was already done: nothing changed. */
  changed: boolean;
  /** True when the cursor is now past the last section. */
  exhausted: boolean;
};

/** First position not in `completed`, capped at `total` (past the end means exhausted). */
export function firstOpenPosition(completed: readonly number[], total: number, from = 0): number {
  const done = new Set(completed);
  let position = Math.max(0, from);
  while (position < total && done.has(position)) position++;
  return Math.min(position, total);
}

export function isExhausted(progress: Pick<TrackProgress, 'cursor'>, total: number): boolean {
  return progress.cursor >= total;
}

/** Activate: one active track only; resumes stored progress, or starts fresh at 0 with started_at. */
export function activate(state: TrackState, slug: string, now: Date): TrackState {
  const existing = state.progress[slug];
  const progress = existing ?? { slug, cursor: 0, startedAt: now.toISOString(), completedSections: [] };
  return { activeSlug: slug, progress: { ...state.progress, [slug]: progress } };
}

/** Clear: no active track; every track's progress is kept. */
export function clearActive(state: TrackState): TrackState {
  return { activeSlug: null, progress: state.progress };
}

/**
 * Marks section `idx` of a track with `total` sections done. The caller has checked 0 <= idx < total.
 * Progress that does not exist yet starts now (completing from a track's page without activating it).
 */
export function completeSection(
  progress: TrackProgress | undefined,
  slug: string,
  idx: number,
  total: number,
  now: Date,
): CompleteOutcome {
  const base = progress ?? { slug, cursor: 0, startedAt: now.toISOString(), completedSections: [] };
  if (base.completedSections.includes(idx)) {
    return { progress: base, changed: false, exhausted: isExhausted(base, total) };
  }
  const completedSections = [...base.completedSections, idx];
  const cursor = firstOpenPosition(completedSections, total);
  const next = { ...base, completedSections, cursor };
  return { progress: next, changed: true, exhausted: isExhausted(next, total) };
}

/**
 * A track file may be replaced by a newer version with fewer or more sections ("Versioning" in docs/product.md). Stored
 * positions are never deleted; the cursor shown is recomputed against the current length so it stays in range.
 */
export function normalizeForTotal(progress: TrackProgress, total: number): TrackProgress {
  return { ...progress, cursor: firstOpenPosition(progress.completedSections, total) };
}
