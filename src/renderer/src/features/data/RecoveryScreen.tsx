import { ErrorBanner } from '../../components/ErrorBanner';
import { useActions, useChannelMutation } from '../../lib/query';
import type { BackupList } from '@shared/ipc/channels/data';
import { formatBytes, formatWhen } from './format';
import './data.css';

type Recovery = NonNullable<BackupList['recovery']>;

/**
 * Shown instead of every screen when the start-up check found the database damaged: it was moved aside (never
 * written to) and the app runs on a new, empty one until the learner restores a backup or starts fresh.
 */
export function RecoveryScreen({ recovery }: { recovery: Recovery }) {
  const restore = useChannelMutation('data:restore', {});
  const dismiss = useChannelMutation('data:dismiss-recovery', { onSuccess: () => window.location.reload() });
  const { busy, error, clear, run } = useActions(restore, dismiss);
  const newest = recovery.newest_backup;
  return (
    <section className="card recovery" aria-labelledby="recovery-heading" data-testid="recovery-screen">
      <h1 id="recovery-heading">Your data file was damaged</h1>
      <p>
        When Workbench started, its check of the database found a problem ({recovery.problem}). The damaged file was not
        changed: it was moved to <span className="mono">{recovery.moved_to}</span>.
      </p>
      {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
      {newest ? (
        <div className="stack">
          <p>
            The newest good backup is from <strong>{formatWhen(newest.created_at)}</strong> (
            {formatBytes(newest.size_bytes)}). Restoring it brings back everything up to that moment.
          </p>
          <div className="row">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => run(restore, { file: newest.file })}
            >
              {restore.isPending ? 'Restoring…' : 'Restore this backup'}
            </button>
            <button type="button" className="btn" disabled={busy} onClick={() => run(dismiss, {})}>
              Start with empty data
            </button>
          </div>
        </div>
      ) : (
        <div className="stack">
          <p>
            There is no backup to restore. You can start with empty data; the damaged file stays where it was moved.
          </p>
          <div className="row">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => run(dismiss, {})}>
              Start with empty data
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
