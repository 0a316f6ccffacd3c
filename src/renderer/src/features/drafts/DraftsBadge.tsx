import { useChannelQuery } from '../../lib/query';
import { pendingCount } from './labels';
import './drafts-badge.css';

/** The sidebar's count of drafts waiting for review; nothing when there are none. */
export function DraftsBadge() {
  const drafts = useChannelQuery('drafts:list', {});
  const n = drafts.data ? pendingCount(drafts.data.drafts) : 0;
  if (n === 0) return null;
  return (
    <span className="nav-badge" aria-label={`${n} waiting for review`} data-testid="drafts-badge">
      {n}
    </span>
  );
}
