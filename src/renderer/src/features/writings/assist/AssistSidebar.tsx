import { useMemo, useState } from 'react';
import type { AssistAction, AssistRefusal, Suggestion } from '@shared/domain/assist';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { NoModelNotice, useModelConfigured } from '../../../components/NoModelNotice';
import { useChannelMutation, useChannelQuery, useInvalidate } from '../../../lib/query';
import { FlaggedText } from './FlaggedText';
import { SuggestionChanges } from './SuggestionChanges';
import { composeText, suggestionChanges } from './suggestion-changes';
import { ACTION_LABEL } from './labels';
import { ASSIST_ACTIONS } from '@shared/domain/assist';
import './assist.css';

/** The editor's selection: offsets into its text (UTF-16, end exclusive) and the text there. */
export type EditorSelection = { start: number; end: number; text: string };

/** A selection with words in it is what the actions work on; a caret or only blank space means the whole piece. */
export function assistScope(selection: EditorSelection | null): { label: string; selection: EditorSelection | null } {
  if (!selection || selection.end <= selection.start || selection.text.trim() === '') {
    return { label: 'Whole piece', selection: null };
  }
  const lines = selection.text.trim().split('\n').length;
  return { label: `Selection (${lines} ${lines === 1 ? 'line' : 'lines'})`, selection };
}

/**
 * The assist sidebar: three actions on the saved text of the piece (or of the editor's selection), each answered with a suggestion (editable
 * here, then Apply or Discard) or a refusal that says what to do. Nothing here changes the text except Apply,
 * and main decides whether Apply is allowed. `flush` saves the editor first, so main sees what the user sees.
 */
export function AssistSidebar({
  writingId,
  flush,
  selection,
  onApplied,
  onClose,
}: {
  writingId: string;
  flush: () => Promise<unknown>;
  /** The editor's current selection; null or empty: the whole piece. */
  selection: EditorSelection | null;
  onApplied: (answer: { body_md: string; title: string; updated_at: string }) => void;
  onClose: () => void;
}) {
  const invalidate = useInvalidate();
  const list = useChannelQuery('assist:list', { writing_id: writingId });
  const modelConfigured = useModelConfigured();
  const suggest = useChannelMutation('assist:suggest', { invalidates: ['assist:list'] });
  const [refusal, setRefusal] = useState<AssistRefusal | null>(null);
  const [pendingAction, setPendingAction] = useState<AssistAction | null>(null);

  const scope = assistScope(selection);

  const run = async (action: AssistAction) => {
    // Taken when the button is pressed; the save below makes the saved body what the offsets point into.
    const target = scope.selection;
    setRefusal(null);
    setPendingAction(action);
    try {
      await flush();
      const answer = await suggest.mutateAsync({
        writing_id: writingId,
        action,
        ...(target ? { selection: { start: target.start, end: target.end, text: target.text } } : {}),
      });
      if (answer.status === 'refused') setRefusal(answer);
    } catch {
      // shown from suggest.error
    } finally {
      setPendingAction(null);
    }
  };
  const pending = (list.data?.suggestions ?? []).filter((s) => s.state === 'suggested').reverse();

  return (
    <aside className="assist-sidebar" aria-label="Writing assist" data-testid="assist-sidebar">
      <div className="row">
        <h2 className="grow">Assist</h2>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          aria-label="Close the assist sidebar"
          onClick={onClose}
        >
          ✕
        </button>
      </div>
      <p className="muted assist-note">
        Works on your own saved text. It restructures and rephrases; it never adds facts, sources or claims, and nothing
        changes until you press Apply.
      </p>
      <p className="assist-scope" data-testid="assist-scope">
        <span className="muted">Works on:</span> <strong>{scope.label}</strong>
        {scope.selection ? null : <span className="muted"> (select text in the editor to work on part of it)</span>}
      </p>
      <NoModelNotice configured={modelConfigured} what="Assist" />
      <div className="assist-actions">
        {ASSIST_ACTIONS.map((a) => (
          <button
            key={a}
            type="button"
            className="btn btn-small"
            disabled={pendingAction !== null || modelConfigured === false}
            onClick={() => void run(a)}
          >
            {pendingAction === a ? 'Asking…' : ACTION_LABEL[a]}
          </button>
        ))}
      </div>
      {suggest.error ? <ErrorBanner message={suggest.error.message} onDismiss={suggest.reset} /> : null}
      {refusal ? (
        <div className="assist-refusal" role="alert" data-testid="assist-refusal" data-reason={refusal.reason}>
          <p>{refusal.message}</p>
          {refusal.paragraphs.length > 0 ? (
            <ul>
              {refusal.paragraphs.map((p) => (
                <li key={p.index}>
                  Paragraph {p.index}: <q>{p.text || '(empty)'}</q> <span className="muted">({p.marker})</span>
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setRefusal(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
      {pending.map((s) => (
        <SuggestionCard
          key={s.id}
          suggestion={s}
          flush={flush}
          onApplied={(answer) => {
            // The editor is re-mounted from the piece: wait for the fresh title and word count first.
            void invalidate(['assist:list', 'writings:get', 'writings:list']).then(() => onApplied(answer));
          }}
        />
      ))}
      {pending.length === 0 && !refusal ? <p className="muted">No open suggestions.</p> : null}
    </aside>
  );
}

function SuggestionCard({
  suggestion,
  flush,
  onApplied,
}: {
  suggestion: Suggestion;
  flush: () => Promise<unknown>;
  onApplied: (answer: { body_md: string; title: string; updated_at: string }) => void;
}) {
  const titles = suggestion.target === 'title' ? suggestion.suggested_text.split('\n') : [];
  const [title, setTitle] = useState(titles[0] ?? '');
  const segments = useMemo(
    () => (suggestion.target === 'body' ? suggestionChanges(suggestion.original_text, suggestion.suggested_text) : []),
    [suggestion],
  );
  const [rejected, setRejected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setRejected((r) => {
      const next = new Set(r);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const text = suggestion.target === 'title' ? title : composeText(segments, rejected);
  const changed = suggestion.target === 'title' || text !== suggestion.original_text;
  const apply = useChannelMutation('assist:apply', { invalidates: ['assist:list'] });
  const discard = useChannelMutation('assist:discard', { invalidates: ['assist:list'] });
  const flagged = suggestion.flags.length > 0;
  const busy = apply.isPending || discard.isPending;
  return (
    <section
      className={`assist-card${flagged ? ' flagged' : ''}`}
      data-testid="assist-suggestion"
      data-action={suggestion.action}
      aria-label={ACTION_LABEL[suggestion.action]}
    >
      <h3>{ACTION_LABEL[suggestion.action]}</h3>
      {suggestion.target === 'body' ? (
        <p className="muted assist-source" data-testid="assist-source">
          Replaces: <q>{excerpt(suggestion.original_text)}</q>
        </p>
      ) : null}
      {flagged ? (
        <>
          <p className="assist-warning" role="status" data-testid="assist-flag-message">
            {suggestion.message}
          </p>
          <FlaggedText text={suggestion.suggested_text} flags={suggestion.flags} />
        </>
      ) : null}
      {suggestion.target === 'title' ? (
        <fieldset className="assist-titles">
          <legend className="muted">Choose a title, then edit it if you like</legend>
          {titles.map((t) => (
            <label key={t} className="assist-title-option">
              <input type="radio" name={`title-${suggestion.id}`} checked={title === t} onChange={() => setTitle(t)} />{' '}
              {t}
            </label>
          ))}
          <input
            className="input"
            aria-label="Title to apply"
            value={text}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
        </fieldset>
      ) : (
        <>
          <SuggestionChanges segments={segments} rejected={rejected} onToggle={toggle} />
          <p className="muted assist-diff-legend">
            Every change is taken unless you refuse it (✓ → ↺). Apply writes the result into the editor, where
            Ctrl+Z takes it back.
          </p>
        </>
      )}
      {apply.error ? <ErrorBanner message={apply.error.message} onDismiss={apply.reset} /> : null}
      {discard.error ? <ErrorBanner message={discard.error.message} onDismiss={discard.reset} /> : null}
      <div className="row">
        <span className="muted assist-meta">{suggestion.model}</span>
        <span className="spacer" />
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() => discard.mutate({ id: suggestion.id })}
        >
          Discard
        </button>
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={busy || text.trim() === '' || !changed}
          onClick={() =>
            void flush().then(() =>
              apply.mutate({ id: suggestion.id, text }, { onSuccess: (answer) => onApplied(answer) }),
            )
          }
        >
          Apply
        </button>
      </div>
    </section>
  );
}

/** The start of the text a suggestion replaces, on one line. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 90 ? `${flat.slice(0, 90)}…` : flat;
}
