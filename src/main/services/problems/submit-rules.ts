import { PLAN_GATE_CHARS } from '../../../shared/domain/problem';
import type { RunResult } from '../../../shared/domain/run-result';
import type { Mode, WorkState } from '../../../shared/domain/attempt';
import { conflict } from '../../../shared/errors';

/** What the user decides when pressing Submit; everything else is the saved work. */
export type SubmitDecision = {
  slug: string;
  mode: Mode;
  confidence: number;
  notes: string;
  voice_key?: string | undefined;
};

export type SubmitOutcome = { attempt_id: string; voice_key: string; result: RunResult };

/** The same count the page shows under the plan box: visible characters, surrounding whitespace ignored. */
export const planChars = (plan: string | undefined): number => (plan ?? '').trim().length;

/**
 * The domain rules a submission must meet, enforced here so a client that skips the page cannot skip them.
 * Practice mode: submit only from Verify, and the plan gate (SPEC Limits: at least PLAN_GATE_CHARS characters
 * of plan). Interview mode has neither: the interview removes the gate (SPEC; the rubric scores
 * plan_before_code instead), and its phases are notes, not gates (issue 17 item 4), so Submit is open in any
 * phase, as in a real interview.
 */
export function assertSubmittable(saved: WorkState, mode: Mode): void {
  if (mode === 'practice' && saved.phase !== 'verify') {
    throw conflict(
      `Submit is open in the Verify phase only, and this ${mode} session is in ${saved.phase}. ` +
        'Work through the phases to Verify (your saved work is kept), then submit.',
    );
  }
  const chars = planChars(saved.phase_notes.plan);
  if (mode === 'practice' && chars < PLAN_GATE_CHARS) {
    throw conflict(
      `The plan has ${chars} characters; practice mode needs at least ${PLAN_GATE_CHARS} before code is submitted. ` +
        'Go back to Plan, write the steps you will code, then submit.',
    );
  }
}
