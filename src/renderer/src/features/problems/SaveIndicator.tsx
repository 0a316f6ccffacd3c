import type { SaveStatus } from './use-problem-work';

const TEXT: Record<SaveStatus, string> = {
  idle: 'All changes saved',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Not saved',
};

/** Tells the learner their notes and code are kept (they survive a reload or restart). */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <span className={`save-indicator save-${status}`} role="status" aria-live="polite" data-testid="save-status">
      {TEXT[status]}
    </span>
  );
}
