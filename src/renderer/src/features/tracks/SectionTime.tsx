import { useId, useState } from 'react';
import type { TimeEstimates } from '@shared/ipc/channels/progress';
import { formatMinutes } from '../../lib/format-duration';

export type SectionEstimate = TimeEstimates['sections'][number];

/** The personal estimate beside the authored minutes ("about 9 h for you"), once main has one. */
export function PersonalEstimate({ estimate }: { estimate: SectionEstimate | undefined }) {
  if (!estimate?.label) return null;
  return (
    <span
      className="chip chip-accent personal-estimate"
      data-testid="personal-estimate"
      title="Scaled from how long sections of this kind have taken you (see Progress → Time calibration)"
    >
      {estimate.label}
    </span>
  );
}

/**
 * How long a done section took you (from first opening it to marking it done, or your correction), with a
 * way to correct it. Main validates the minutes and keeps the correction.
 */
export function SectionTook({
  estimate,
  busy,
  onCorrect,
}: {
  estimate: SectionEstimate | undefined;
  busy: boolean;
  onCorrect: (minutes: number | null) => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  if (!estimate) return null;
  if (editing) {
    return (
      <form
        className="row section-took"
        onSubmit={(e) => {
          e.preventDefault();
          const minutes = Number(value);
          if (!Number.isFinite(minutes) || minutes <= 0) return;
          onCorrect(minutes);
          setEditing(false);
        }}
      >
        <label htmlFor={`${id}-min`}>It took me</label>
        <input
          id={`${id}-min`}
          type="number"
          min={1}
          step={1}
          required
          className="minutes-input"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          data-testid="correct-minutes"
        />
        <span>minutes</span>
        <button type="submit" className="btn btn-small" disabled={busy}>
          Save
        </button>
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </form>
    );
  }
  return (
    <span className="section-took" data-testid="section-took">
      {estimate.took_min !== null ? (
        <>
          Took you {formatMinutes(estimate.took_min)}
          {estimate.corrected ? ' (your figure)' : ''}
          {!estimate.counted ? (
            <span className="muted" data-testid="time-not-counted">
              {' '}
              · not in your estimates: that is far from the authored {formatMinutes(estimate.authored_min)}; correct it to
              count it
            </span>
          ) : null}
        </>
      ) : (
        <span className="muted">Time not known (opened elsewhere)</span>
      )}{' '}
      <button
        type="button"
        className="btn btn-small btn-ghost"
        onClick={() => {
          setValue(estimate.took_min ? String(estimate.took_min) : '');
          setEditing(true);
        }}
        data-testid="correct-time"
      >
        Correct
      </button>
      {estimate.corrected ? (
        <>
          {' · '}
          <button type="button" className="btn btn-small btn-ghost" onClick={() => onCorrect(null)} disabled={busy}>
            Use the measured time
          </button>
        </>
      ) : null}
    </span>
  );
}
