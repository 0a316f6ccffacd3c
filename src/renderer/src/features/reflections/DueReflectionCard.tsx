import { useId, useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { REFLECTION_VIEWS, useChannelMutation } from '../../lib/query';
import type { DueReflection, StillHolds } from '../../../../shared/ipc/channels/reflections';

const CHOICES: Array<{ value: StillHolds; label: string }> = [
  { value: 'yes', label: 'Yes, it holds' },
  { value: 'partly', label: 'Partly' },
  { value: 'no', label: 'No, not any more' },
];

const ago = (days: number) => (days === 1 ? 'yesterday' : `${days} days ago`);

/** One due reflection: the user's own earlier words, and two questions about them. */
export function DueReflectionCard({ item }: { item: DueReflection }) {
  const [holds, setHolds] = useState<StillHolds>();
  const [change, setChange] = useState('');
  const [choiceError, setChoiceError] = useState<string>();
  // An answered reflection leaves "Due now" and shows its answer under "All reflections".
  const answer = useChannelMutation('reflections:answer', { invalidates: REFLECTION_VIEWS });
  const error = choiceError ?? answer.error?.message;
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    answer.reset();
    if (!holds) {
      setChoiceError('Choose whether it still holds first.');
      return;
    }
    setChoiceError(undefined);
    const dueDay = item.due_day as 1 | 3 | 7;
    answer.mutate({
      id: item.id,
      due_day: dueDay,
      still_holds: holds,
      would_change: change,
      tz_offset_minutes: new Date().getTimezoneOffset(),
    });
  }

  return (
    <li className="card due-card" data-testid="due-reflection">
      <form onSubmit={submit} aria-labelledby={`${id}-title`}>
        <p className="eyebrow">
          Day {item.due_day} review · written {ago(item.days_since)}
        </p>
        <h2 id={`${id}-title`}>{item.section_title}</h2>
        <p className="meta-row">{item.track_title}</p>
        <blockquote className="reflection-quote">{item.text}</blockquote>
        <fieldset>
          <legend>Does it still hold?</legend>
          {CHOICES.map((c) => (
            <label key={c.value} className="choice">
              <input type="radio" name={`${id}-holds`} value={c.value} checked={holds === c.value} onChange={() => setHolds(c.value)} />
              {c.label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-change`}>What would you say differently now?</label>
          <textarea id={`${id}-change`} rows={2} value={change} onChange={(e) => setChange(e.target.value)} placeholder="Optional" />
        </div>
        {error ? (
          <ErrorBanner
            message={error}
            onDismiss={() => {
              setChoiceError(undefined);
              answer.reset();
            }}
          />
        ) : null}
        <div className="row gap-above">
          <button type="submit" className="btn btn-primary" disabled={answer.isPending}>
            Save answer
          </button>
        </div>
      </form>
    </li>
  );
}
