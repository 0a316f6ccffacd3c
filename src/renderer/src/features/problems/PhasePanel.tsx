import { useEffect, useId, useRef } from 'react';
import { PHASES, PLAN_GATE_CHARS, type Phase } from '@shared/domain/problem';
import { PHASE_NOTES_MAX_CHARS } from '@shared/ipc/channels/problems';
import { planChars } from '@shared/domain/attempt-rules';
import { PHASE_INFO } from './labels';


/** One phase: what to do in it, the notes area and the Proceed action. */
export function PhasePanel({
  phase,
  notes,
  gated,
  onNotes,
  onProceed,
  onBack,
}: {
  phase: Phase;
  notes: string;
  /** Practice mode: the plan phase shows how far the plan is from unlocking the editor. */
  gated: boolean;
  onNotes: (text: string) => void;
  onProceed: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const info = PHASE_INFO[phase];
  const index = PHASES.indexOf(phase);
  const next = PHASES[index + 1];
  const length = planChars(notes);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const shownPhase = useRef(phase);

  // After Proceed or Back, put the cursor in the new phase's notes (not on first load: the page opens at the top).
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    textarea.current?.focus();
  }, [phase]);
  return (
    <section className="card phase-panel" aria-labelledby={`${id}-title`} data-testid="phase-panel" data-phase={phase}>
      <div className="phase-head">
        <h2 id={`${id}-title`}>
          <span className="muted">Phase {index + 1} of 5 · </span>
          {info.title}
        </h2>
      </div>
      <p className="muted phase-prompt">{info.prompt}</p>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{info.title} notes</label>
        <textarea
          ref={textarea}
          id={`${id}-notes`}
          value={notes}
          rows={phase === 'plan' ? 7 : 5}
          maxLength={PHASE_NOTES_MAX_CHARS}
          placeholder={info.placeholder}
          onChange={(e) => onNotes(e.target.value)}
          aria-describedby={gated && phase === 'plan' ? `${id}-gate` : undefined}
          data-testid={`notes-${phase}`}
        />
        {gated && phase === 'plan' ? (
          <span
            id={`${id}-gate`}
            className={`hint gate-counter ${length >= PLAN_GATE_CHARS ? 'gate-open' : ''}`}
            data-testid="plan-counter"
            aria-live="polite"
          >
            {length >= PLAN_GATE_CHARS
              ? `${length} characters: the editor is unlocked.`
              : `${length} / ${PLAN_GATE_CHARS} characters. The code editor unlocks when your plan has at least ${PLAN_GATE_CHARS}.`}
          </span>
        ) : null}
      </div>
      <div className="row phase-actions">
        {index > 0 ? (
          <button type="button" className="btn" onClick={onBack}>
            ← {PHASE_INFO[PHASES[index - 1]!].title}
          </button>
        ) : null}
        <span className="spacer" />
        {next ? (
          <button type="button" className="btn btn-primary" onClick={onProceed} data-testid="proceed">
            Proceed to {PHASE_INFO[next].title} →
          </button>
        ) : (
          <span className="hint">Last phase: run the tests and submit below.</span>
        )}
      </div>
    </section>
  );
}
