import { useNavigate } from 'react-router';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useChannelMutation } from '../../lib/query';

/** "Turn into a writing idea": a learning_log idea quoting this reflection, opened in the editor. */
export function TurnIntoIdea({ reflectionId }: { reflectionId: string }) {
  const navigate = useNavigate();
  const create = useChannelMutation('ideas:from-reflection', { invalidates: ['writings:list'] });
  return (
    <div className="row">
      <button
        type="button"
        className="btn btn-small"
        disabled={create.isPending}
        onClick={() =>
          create.mutate({ reflection_id: reflectionId }, { onSuccess: (piece) => void navigate(`/writings/${piece.id}`) })
        }
      >
        Turn into a writing idea
      </button>
      {create.error ? <ErrorBanner message={create.error.message} onDismiss={create.reset} /> : null}
    </div>
  );
}
