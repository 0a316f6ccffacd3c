import type { AxisId } from '@shared/domain/axes';
import type { Track } from '@shared/domain/track';
import type { NextAction, AxisEstimate } from '@shared/domain/home';
import type { TrackProgress } from '../tracks';
import type { AttemptEvidence, WritingEvidence } from '../../db/repositories/picker-evidence';

// Evidence rows are the repository's shapes (db sits below services); re-exported for the picker.
export type { AttemptEvidence, WritingEvidence };

export type PickerProblem = {
  slug: string;
  title: string;
  axes: readonly AxisId[];
  difficulty: 'easy' | 'medium' | 'hard';
};

/** A track section the user has not done, offered by axis fit when no track leads. */
export type ReadingCandidate = {
  trackSlug: string;
  trackTitle: string;
  position: number;
  title: string;
  url: string;
  axes: readonly AxisId[];
  durationMin: number;
};

export type DueReflectionEvidence = {
  id: string;
  sectionTitle: string;
  trackTitle: string;
  dueDay: number;
  daysSince: number;
};

/** An opted-in companion problem whose section is done. */
export type CompanionEvidence = {
  trackTitle: string;
  sectionTitle: string;
  problemSlug: string;
  completedAt: string;
};

/** What the picker needs to know about one problem's history (the derived `retention_problems` row). */
export type ProblemSummary = {
  attempts: number;
  /** Attempts with the reference or the pitfalls opened. */
  leaned: number;
  lastAt: string;
  lastPassed: boolean;
  /** The latest pass without the reference, or null. */
  lastCleanAt: string | null;
};

/** A problem whose FSRS schedule says it is due by the end of today (services/retention). */
export type RedrillEvidence = {
  problemSlug: string;
  due: string;
  lastAt: string;
  lastRating: 'again' | 'hard' | 'good' | 'easy';
  lastPassed: boolean;
  reps: number;
};

/**
 * Home's bounded read: per-axis sums from the derived per-day rows and one summary per attempted problem.
 * When present the picker uses these instead of walking `attempts`.
 */
export type DerivedEvidence = {
  axisSums: ReadonlyMap<AxisId, { w: number; ws: number; n: number }>;
  problems: ReadonlyMap<string, ProblemSummary>;
};

export type PickerSettings = {
  activeTrack: { track: Track; progress: TrackProgress } | null;
};

export type PickerInput = {
  today: Date;
  settings: PickerSettings;
  axes: ReadonlyArray<{ id: AxisId; title: string }>;
  problems: readonly PickerProblem[];
  attempts: readonly AttemptEvidence[];
  readings: readonly ReadingCandidate[];
  writings: readonly WritingEvidence[];
  dueReflections: readonly DueReflectionEvidence[];
  companions: readonly CompanionEvidence[];
  derived?: DerivedEvidence;
  dueRedrills?: readonly RedrillEvidence[];
};

export type PickerOutput = {
  next: NextAction;
  alternatives: NextAction[];
  estimates: AxisEstimate[];
};
