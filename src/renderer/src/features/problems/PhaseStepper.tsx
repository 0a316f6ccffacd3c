import { PHASES, type Phase } from '@shared/domain/problem';
import type { PhaseTimes } from '@shared/ipc/channels/problems';
import { formatDuration, PHASE_INFO } from './labels';

/**
 * The five phases as steps. Steps up to the furthest one reached can be revisited; later ones open only
 * through Proceed, so the order of the method is kept.
 */
export function PhaseStepper({
  current,
  reached,
  times,
  onSelect,
}: {
  current: Phase;
  reached: Phase;
  /** Time banked per phase so far (it grows at each phase change). */
  times: PhaseTimes;
  onSelect: (phase: Phase) => void;
}) {
  const reachedIndex = PHASES.indexOf(reached);
  return (
    <nav aria-label="Phases">
      <ol className="stepper">
        {PHASES.map((phase, i) => {
          const state = phase === current ? 'current' : i <= reachedIndex ? 'done' : 'upcoming';
          return (
            <li key={phase} className={`step step-${state}`}>
              <button
                type="button"
                className="step-button"
                disabled={i > reachedIndex}
                aria-current={phase === current ? 'step' : undefined}
                onClick={() => onSelect(phase)}
                data-testid={`step-${phase}`}
              >
                <span className="step-number" aria-hidden="true">
                  {state === 'done' ? '✓' : i + 1}
                </span>
                <span className="step-text">
                  <span className="step-title">{PHASE_INFO[phase].title}</span>
                  {(times[phase] ?? 0) >= 1000 ? <span className="step-time">{formatDuration(times[phase] ?? 0)}</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
