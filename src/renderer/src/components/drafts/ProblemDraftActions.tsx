import { useNavigate, Link } from 'react-router';
import { ErrorBanner } from '../ErrorBanner';
import { useChannelMutation } from '../../lib/query';

/** On a live generated problem's page: the "generated" mark, linking the draft it was promoted from. */
export function GeneratedMark({ generated }: { generated?: { draft_id: string; promoted_at: string } }) {
  if (!generated) return null;
  return (
    <Link className="chip chip-warn" to={`/drafts/${generated.draft_id}`} title="Promoted from a generated draft: open its history">
      generated
    </Link>
  );
}

/**
 * "Draft a debugging problem" from a problem page: the model writes a broken version, the runner checks the
 * tests catch it, and the operator reviews the draft under /drafts. Nothing goes live from here. The page holds
 * one of these and gives it to the header's button and to the banner below the header: a failure is a page
 * message with Retry, not red text squeezed into the button row.
 */
export function useDraftDebugging(slug: string) {
  const navigate = useNavigate();
  const generate = useChannelMutation('drafts:generate', {
    invalidates: ['drafts:list'],
    onSuccess: (draft) => void navigate(`/drafts/${draft.id}`),
  });
  return {
    pending: generate.isPending,
    error: generate.error?.message ?? null,
    start: () => generate.mutate({ kind: 'debugging_problem', slug }),
    dismiss: () => generate.reset(),
  };
}
export type DraftDebugging = ReturnType<typeof useDraftDebugging>;

export function DraftDebuggingButton({ draft }: { draft: DraftDebugging }) {
  return (
    <button type="button" className="btn btn-small btn-ghost" disabled={draft.pending} onClick={draft.start}>
      {draft.pending ? 'Drafting a debugging problem…' : 'Draft a debugging problem'}
    </button>
  );
}

export function DraftDebuggingBanner({ draft }: { draft: DraftDebugging }) {
  if (!draft.error) return null;
  return (
    <ErrorBanner
      message={`Could not draft a debugging problem: ${draft.error}`}
      onRetry={draft.start}
      onDismiss={draft.dismiss}
    />
  );
}
