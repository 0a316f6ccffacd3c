import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import { formatDateTime } from './format';
import { STAGE_LABEL } from './labels';
import { AuditEntries } from './assist/AuditEntries';

/** The piece's stage moves, newest first: when, from, to (main records one row per move). */
export function HistoryPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const history = useChannelQuery('writings:history', { id });
  return (
    <aside className="history-panel" aria-label="Stage history" data-testid="history-panel">
      <div className="row">
        <h2 className="grow">Stage history</h2>
        <button type="button" className="btn btn-small btn-ghost" aria-label="Close the stage history" onClick={onClose}>
          ✕
        </button>
      </div>
      <QueryView query={history} loadingLabel="Loading the history…">
        {({ entries }) =>
          entries.length === 0 ? (
            <p className="muted">No moves yet.</p>
          ) : (
            <ol className="history-list">
              {[...entries].reverse().map((h, i) => (
                <li key={`${h.at}-${i}`} data-testid="history-entry">
                  <time dateTime={h.at}>{formatDateTime(h.at)}</time>
                  <span>
                    {h.from ? STAGE_LABEL[h.from] : 'Created'} → <strong>{STAGE_LABEL[h.to]}</strong>
                  </span>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
      <AuditEntries writingId={id} />
    </aside>
  );
}
