import { submitBlocker } from '@shared/domain/attempt-rules';
import type { RunResult } from '@shared/domain/run-result';
import type { Mode, WorkState } from '@shared/domain/attempt';
import { conflict } from '@shared/errors';

/** What the user decides when pressing Submit; everything else is the saved work. */
export type SubmitDecision = {
  slug: string;
  mode: Mode;
  confidence: number;
  notes: string;
  voice_key?: string | undefined;
};

export type SubmitOutcome = { attempt_id: string; voice_key: string; result: RunResult };

/** Refuses (conflict, with what to fix) work the shared attempt rules do not allow to be submitted. */
export function assertSubmittable(saved: WorkState, mode: Mode): void {
  const blocker = submitBlocker(saved, mode);
  if (blocker) throw conflict(blocker.message);
}
