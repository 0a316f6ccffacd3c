import type { ChannelOutput } from '@shared/ipc/contract';
import { formatDate } from './labels';

type Attempt = ChannelOutput<'attempts:list'>['attempts'][number];

/**
 * After a submit, the attempt before it one click away (a re-drill starts from the starter, and the
 * old code is there to compare once the new attempt is in). Opens it in the read-only attempt view.
 */
export function PreviousAttemptLink({
  attempts,
  submittedId,
  onOpen,
}: {
  attempts: readonly Attempt[] | undefined;
  submittedId: string;
  onOpen: (id: string) => void;
}) {
  // Newest first; the list may not have refetched yet, so the just-submitted attempt is skipped by id.
  const previous = attempts?.find((a) => a.id !== submittedId);
  if (!previous || !attempts?.some((a) => a.id === submittedId)) return null;
  return (
    <p className="previous-attempt" data-testid="previous-attempt">
      <button type="button" className="btn btn-small" onClick={() => onOpen(previous.id)}>
        See your previous attempt&apos;s code
      </button>{' '}
      <span className="hint">
        {formatDate(previous.created_at)}, {previous.passed ? 'passed' : previous.status}
      </span>
    </p>
  );
}
