import { formatClock } from './format';
import type { SaveState } from './use-autosave';

/** "Saving…", "Saved at 14:02", "Not saved — Retry": whether what is on screen is kept. */
export function SaveIndicator({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <span className={`writing-save save-${state.kind}`} role="status" aria-live="polite" data-testid="save-status" data-state={state.kind}>
      {state.kind === 'clean' ? 'No changes yet' : null}
      {state.kind === 'pending' ? 'Editing…' : null}
      {state.kind === 'saving' ? 'Saving…' : null}
      {state.kind === 'saved' ? `Saved at ${formatClock(state.at)}` : null}
      {state.kind === 'failed' ? (
        <>
          <span title={state.message}>Not saved — </span>
          <button type="button" className="btn btn-small btn-link" onClick={onRetry}>
            Retry
          </button>
          <span className="visually-hidden"> {state.message} Your text stays here and is tried again.</span>
        </>
      ) : null}
    </span>
  );
}
