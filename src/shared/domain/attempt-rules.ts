import type { Mode, WorkState } from './attempt';
import { PLAN_GATE_CHARS } from './problem';

/**
 * The attempt rules, once: main enforces them on submit (a client that skips the page cannot skip them) and the
 * problem page imports the same functions for its plan counter, its editor lock and the message by Submit.
 */

/** How many characters count toward the plan gate: surrounding whitespace does not make a plan. */
export const planChars = (plan: string | undefined): number => (plan ?? '').trim().length;

/** Practice mode keeps the code editor locked until the plan is long enough; interview mode has no gate. */
export function planGateLocked(mode: Mode, plan: string | undefined): boolean {
  return mode === 'practice' && planChars(plan) < PLAN_GATE_CHARS;
}

/** Which part of the work a refusal is about, so the page can take the learner there. */
export type SubmitBlocker = { reason: 'phase' | 'plan'; message: string };

/**
 * Null when the saved work may be submitted, otherwise what is missing and how to fix it. Practice mode: submit
 * only from Verify, and a plan of at least PLAN_GATE_CHARS characters. Interview mode has neither: the interview
 * scores planning instead of gating it, and its phases are notes, so Submit is open in any phase, as in a real
 * interview.
 */
export function submitBlocker(saved: Pick<WorkState, 'phase' | 'phase_notes'>, mode: Mode): SubmitBlocker | null {
  if (mode !== 'practice') return null;
  if (saved.phase !== 'verify') {
    return {
      reason: 'phase',
      message:
        `Submit is open in the Verify phase only, and this ${mode} session is in ${saved.phase}. ` +
        'Work through the phases to Verify (your saved work is kept), then submit.',
    };
  }
  const chars = planChars(saved.phase_notes.plan);
  if (chars < PLAN_GATE_CHARS) {
    return {
      reason: 'plan',
      message:
        `The plan has ${chars} characters; practice mode needs at least ${PLAN_GATE_CHARS} before code is submitted. ` +
        'Go back to Plan, write the steps you will code, then submit.',
    };
  }
  return null;
}
