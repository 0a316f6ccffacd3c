import type { AxisId } from '../../../shared/domain/axes';
import type { Track } from '../../../shared/domain/track';
import type { NextAction, AxisEstimate } from '../../../shared/domain/home';
import type { TrackProgress } from '../tracks/progress';

/** One submission, as the picker sees it (read from attempts joined with its latest ready review). */
export type AttemptEvidence = {
  problemSlug: string;
  passed: boolean;
  testStatus: 'passed' | 'failed' | 'error' | 'timeout';
  lookedReference: boolean;
  lookedPitfalls: boolean;
  hints: number;
  /** 1..5; 4 is ship-ready, 2 or below is guessing. */
  confidence: number;
  mode: 'practice' | 'interview';
  createdAt: string;
  /** 0..10 from a ready review, or null. */
  reviewScore: number | null;
  /** Mean interview-rubric score as 0..1 (criteria are graded 0..3), or null. */
  rubricScore: number | null;
};

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

export type WritingEvidence = {
  id: string;
  title: string;
  stage: string;
  updatedAt: string;
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
