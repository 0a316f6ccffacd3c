import { useId, useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { REFLECTION_VIEWS, useChannelMutation } from '../../lib/query';
import { useDraft } from '../../lib/use-draft';
import type { DueReflection, StillHolds } from '@shared/ipc/channels/reflections';

const CHOICES: Array<{ value: StillHolds; label: string }> = [
  { value: 'yes', label: 'Yes, it holds' },
  { value: 'partly', label: 'Partly' },
  { value: 'no', label: 'No, not any more' },
];

const ago = (days: number) => (days === 1 ? 'yesterday' : `${days} days ago`);

/**
 * One due reflection, recall first (as a flashcard hides its answer): the learner is asked what they wrote and
 * writes it from memory; only then is their earlier text shown, with "does it still hold?" beside it. Seeing
 * the answer first would turn retrieval into recognition. Both boxes keep their drafts across a reload.
 */
export function DueReflectionCard({ item }: { item: DueReflection }) {
  const field = `reflection-answer:${item.id}:${item.due_day}`;
  const recall = useDraft(`${field}:recall`);
  const change = useDraft(`${field}:change`);
  const [revealed, setRevealed] = useState(false);
  const [holds, setHolds] = useState<StillHolds>();
  const [choiceError, setChoiceError] = useState<string>();
  // An answered reflection leaves "Due now" and shows its answer under "All reflections".
  const answer = useChannelMutation('reflections:answer', {
    invalidates: REFLECTION_VIEWS,
    onSuccess: () => {
      recall.clear();
      change.clear();
    },
  });
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
    answer.mutate({
      id: item.id,
      due_day: item.due_day as 1 | 3 | 7,
      still_holds: holds,
      would_change: change.text,
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
        <div className="field">
          <label htmlFor={`${id}-recall`}>
            {revealed ? 'What you recalled' : 'Before you look: what did you note about this section? Write it from memory.'}
          </label>
          <textarea
            id={`${id}-recall`}
            rows={3}
            value={recall.text}
            readOnly={revealed}
            onChange={(e) => recall.setText(e.target.value)}
            placeholder="In your own words, as you remember it"
            data-testid="recall-text"
          />
        </div>
        {!revealed ? (
          <div className="row gap-above">
            <button type="button" className="btn btn-primary" onClick={() => setRevealed(true)} data-testid="reveal">
              {recall.text.trim() ? 'Show what I wrote' : 'I cannot recall it: show what I wrote'}
            </button>
          </div>
        ) : (
          <>
            <p className="reflection-then">You wrote {ago(item.days_since)}:</p>
            <blockquote className="reflection-quote" data-testid="earlier-text">
              {item.text}
            </blockquote>
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
              <textarea id={`${id}-change`} rows={2} value={change.text} onChange={(e) => change.setText(e.target.value)} placeholder="Optional" />
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
          </>
        )}
      </form>
    </li>
  );
}
