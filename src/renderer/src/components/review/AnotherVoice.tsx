import { useId, useState, type FormEvent } from 'react';
import { useChannelQuery } from '../../lib/query';

/**
 * "Read this attempt through another lens": asks for a second review of the same attempt in another voice.
 * Each review is a separate model call (and counts against the spend caps), so it is an explicit action.
 */
export function AnotherVoice({ current, onPick }: { current: string; onPick: (key: string) => void }) {
  const id = useId();
  const state = useChannelQuery('voices:list', {});
  const others = (state.data?.voices ?? []).filter((v) => v.key !== current);
  const [choice, setChoice] = useState<string>();
  if (others.length === 0) return null;
  const selected = others.find((v) => v.key === choice) ?? others[0]!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPick(selected.key);
  };

  return (
    <form className="another-voice" onSubmit={submit} data-testid="another-voice">
      <label htmlFor={id}>Review again in another voice</label>
      <div className="row">
        <select
          id={id}
          value={selected.key}
          onChange={(e) => setChoice(e.target.value)}
          aria-describedby={`${id}-lens`}
        >
          {others.map((v) => (
            <option key={v.key} value={v.key}>
              {v.name}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-small">
          Review in this voice
        </button>
      </div>
      <span className="hint" id={`${id}-lens`}>
        {selected.lens}
      </span>
    </form>
  );
}
