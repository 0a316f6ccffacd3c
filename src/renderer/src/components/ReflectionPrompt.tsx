import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from './ErrorBanner';
import { REFLECTION_VIEWS, useActions, useChannelMutation } from '../lib/query';
import { useDraft } from '../lib/use-draft';
import type { ReflectionPrompt as Prompt } from '@shared/ipc/channels/tracks';
import { MAX_REFLECTION_CHARS } from '@shared/domain/reflection-limits';
import './reflection-prompt.css';

/**
 * The optional short reflection after a section. Skip is as easy as Save; the text stays in the box if saving
 * fails, and survives a reload as a draft until it is saved, so nothing typed is lost.
 */
export function ReflectionPrompt({
  prompt,
  companion,
  onDone,
}: {
  prompt: Prompt;
  companion?: { title: string; url: string } | null;
  onDone: (outcome: 'saved' | 'skipped') => void;
}) {
  // Kept as a draft across a reload until it is saved (or the prompt is skipped).
  const { text, setText, clear: clearDraft } = useDraft(`reflection:${prompt.slug}:${prompt.idx}`, prompt.existing_text ?? '');
  const id = useId();
  // Saving or skipping changes Home's prompt, the track page and both lists on Reflections.
  const saveReflection = useChannelMutation('reflections:save', {
    invalidates: REFLECTION_VIEWS,
    onSuccess: () => {
      clearDraft();
      onDone('saved');
    },
  });
  const skipReflection = useChannelMutation('reflections:skip', {
    invalidates: REFLECTION_VIEWS,
    onSuccess: () => {
      clearDraft();
      onDone('skipped');
    },
  });
  const { busy, error, clear } = useActions(saveReflection, skipReflection);

  function save(event: FormEvent) {
    event.preventDefault();
    clear();
    saveReflection.mutate({ slug: prompt.slug, idx: prompt.idx, text });
  }

  function skip() {
    clear();
    skipReflection.mutate({ slug: prompt.slug, idx: prompt.idx });
  }

  return (
    <form className="card reflection-prompt" aria-labelledby={`${id}-title`} onSubmit={save}>
      <p className="eyebrow">
        Section done: <span className="eyebrow-title">{prompt.section_title}</span>
      </p>
      <h2 id={`${id}-title`}>A short reflection?</h2>
      <label htmlFor={`${id}-text`} className="reflection-question">
        {prompt.prompt}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={MAX_REFLECTION_CHARS}
        placeholder="In your own words…"
        onChange={(e) => setText(e.target.value)}
        rows={3}
      />
      <p className="hint">Optional. It comes back 1, 3 and 7 days from now on the Reflections screen.</p>
      {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
      <div className="row">
        <button className="btn btn-primary" type="submit" disabled={busy || text.trim() === ''}>
          Save reflection
        </button>
        <button className="btn btn-ghost" type="button" disabled={busy} onClick={skip}>
          Skip
        </button>
        {companion ? (
          <span className="companion-offer">
            Up next, your companion problem: <Link to={companion.url}>{companion.title}</Link>
          </span>
        ) : null}
      </div>
    </form>
  );
}
