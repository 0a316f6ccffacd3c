import { useNavigate, Link } from 'react-router';
import './draft-actions.css';
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
 * "Draft a debugging problem" from a problem page (issue 16): the model writes a broken version, the runner
 * checks the tests catch it, and the operator reviews the draft under /drafts. Nothing goes live from here.
 */
export function DraftDebuggingButton({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const generate = useChannelMutation('drafts:generate', {
    invalidates: ['drafts:list'],
    onSuccess: (draft) => void navigate(`/drafts/${draft.id}`),
  });
  return (
    <span className="draft-action">
      <button
        type="button"
        className="btn btn-small btn-ghost"
        disabled={generate.isPending}
        onClick={() => generate.mutate({ kind: 'debugging_problem', slug })}
      >
        {generate.isPending ? 'Drafting a debugging problem…' : 'Draft a debugging problem'}
      </button>
      {generate.error ? (
        <span role="alert" className="draft-action-error">
          {generate.error.message}
        </span>
      ) : null}
    </span>
  );
}
