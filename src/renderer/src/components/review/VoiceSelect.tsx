import { useEffect, useId, useRef } from 'react';
import { Spinner } from '../Spinner';
import { useChannelQuery } from '../../lib/query';

/**
 * Picks the review voice. With no value yet it adopts the voice this profile last reviewed in (or `default`),
 * so the problem page preselects it (the product rule: the voice last used is preselected).
 */
export function VoiceSelect({ value, onChange }: { value: string | undefined; onChange: (key: string) => void }) {
  const id = useId();
  const state = useChannelQuery('voices:list', {});
  const data = state.data;

  // Adopt the last-used voice once: a parent that re-renders with a new onChange must not be called in a loop.
  const adopted = useRef(false);
  useEffect(() => {
    if (value === undefined && data && !adopted.current) {
      adopted.current = true;
      onChange(data.last_used);
    }
  }, [value, data, onChange]);

  if (state.error && !data) {
    return (
      <div className="field voice-select">
        <span className="voice-select-label">Review voice</span>
        <span className="hint" role="alert">
          Could not load the voices: {state.error.message}{' '}
          <button type="button" className="btn btn-small" onClick={() => void state.refetch()}>
            Try again
          </button>
        </span>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="field voice-select">
        <span className="voice-select-label">Review voice</span>
        <Spinner label="Loading voices" showLabel />
      </div>
    );
  }
  const selected = data.voices.find((v) => v.key === value) ?? data.voices.find((v) => v.key === data.last_used);
  return (
    <div className="field voice-select">
      <label htmlFor={id}>Review voice</label>
      <select
        id={id}
        value={selected?.key ?? ''}
        aria-describedby={`${id}-lens`}
        onChange={(e) => onChange(e.target.value)}
        data-testid="voice-select"
      >
        {data.voices.map((v) => (
          <option key={v.key} value={v.key}>
            {v.name}
          </option>
        ))}
      </select>
      <span className="hint" id={`${id}-lens`}>
        {selected ? selected.lens : 'Choose how the review is written; every voice uses the same 0–10 scale.'}
      </span>
    </div>
  );
}
