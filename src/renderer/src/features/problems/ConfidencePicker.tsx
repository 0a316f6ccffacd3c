import { useId } from 'react';
import { confidenceLabel } from '@shared/domain/confidence';

/** Confidence 1 to 5 as a radio group, each with the spec's meaning beside it. */
export function ConfidencePicker({
  value,
  onChange,
  error,
  hint,
}: {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  /** A note above the options (after a submit: what the stored attempt had). */
  hint?: string;
}) {
  const id = useId();
  return (
    <fieldset className="confidence" aria-describedby={error ? `${id}-error` : undefined} data-testid="confidence">
      <legend>How confident are you that this is correct?</legend>
      {hint ? (
        <span className="hint" data-testid="confidence-hint">
          {hint}
        </span>
      ) : null}
      <div className="confidence-options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`confidence-option ${value === n ? 'selected' : ''}`}>
            <input type="radio" name={`${id}-confidence`} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span className="confidence-number">{n}</span>
            <span className="confidence-meaning">{confidenceLabel(n)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
