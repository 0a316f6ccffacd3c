import type { AxisId } from '../../../shared/domain/axes';
import type { Track } from '../../../shared/domain/track';
import type { NextAction, AxisEstimate } from '../../../shared/domain/home';
import type { TrackProgress } from '../tracks/progress';
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
};

export type PickerOutput = {
  next: NextAction;
  alternatives: NextAction[];
  estimates: AxisEstimate[];
};
