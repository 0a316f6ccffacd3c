import { useEffect, useState, type FormEvent } from 'react';
import { DataTable } from '../../components/DataTable';
import { ErrorBanner } from '../../components/ErrorBanner';
import { QueryView } from '../../components/QueryView';
import { api } from '../../lib/api';
import { useActions, useChannelMutation, useChannelQuery } from '../../lib/query';
import type { BackupFileView } from '@shared/ipc/channels/data';
import { KIND_LABEL, formatBytes, formatWhen } from './format';

/** The backups list with dates and sizes, Back up now (with progress), Restore per backup, and the folder. */
export function BackupsCard() {
  const list = useChannelQuery('data:list-backups', {});
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [folder, setFolder] = useState('');
  const [confirm, setConfirm] = useState<BackupFileView>();
  const backup = useChannelMutation('data:backup', {
    invalidates: ['data:list-backups'],
    onSuccess: () => setProgress(undefined),
  });
  // On success main sends data:restored and the page reloads (every screen shows the restored data).
  const restore = useChannelMutation('data:restore', { invalidates: ['data:list-backups'] });
  const setBackupFolder = useChannelMutation('data:set-backup-folder', {
    invalidates: ['data:list-backups'],
    onSuccess: () => setFolder(''),
  });
  const { busy, error, clear, run } = useActions(backup, restore, setBackupFolder);

  useEffect(() => api.on('data:backup-progress', (p) => setProgress({ done: p.done_pages, total: p.total_pages })), []);

  function chooseFolder(event: FormEvent) {
    event.preventDefault();
    run(setBackupFolder, { folder: folder.trim() });
  }

  return (
    <section className="card" aria-labelledby="backups-heading">
      <h2 id="backups-heading">Backups</h2>
      {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
      <QueryView query={list}>
        {(data) => (
          <div className="stack">
            {data.last_error ? (
              <div className="banner banner-error" role="alert" data-testid="auto-backup-error">
                <span className="banner-text">
                  The automatic backup of {formatWhen(data.last_error.at)} failed: {data.last_error.message}
                </span>
              </div>
            ) : null}
            <p className="muted">
              Workbench backs up by itself a few seconds after it starts (if the newest backup is more than a day old),
              every few hours while it runs, and before every update of its database. It keeps the newest backup of each
              of the last 7 days and of the last 4 weeks.
            </p>
            <div className="row">
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => {
                  setProgress(undefined);
                  run(backup, {});
                }}
              >
                {backup.isPending ? 'Backing up…' : 'Back up now'}
              </button>
              {backup.isPending && progress ? (
                <progress
                  className="grow"
                  max={Math.max(1, progress.total)}
                  value={progress.done}
                  aria-label="Backup progress"
                />
              ) : null}
              {backup.data && !backup.isPending ? (
                <span className="muted" role="status">
                  Backed up ({formatBytes(backup.data.backup.size_bytes)}).
                </span>
              ) : null}
            </div>
            {data.backups.length === 0 ? (
              <p className="muted" data-testid="no-backups">
                No backups yet.
              </p>
            ) : (
              <DataTable
                rows={data.backups}
                rowKey={(b) => b.file}
                rowTestId={() => 'backup-row'}
                columns={[
                  {
                    key: 'when',
                    header: 'When',
                    rowHeader: true,
                    cell: (b) => formatWhen(b.created_at),
                    title: (b) => b.name,
                  },
                  { key: 'kind', header: 'Kind', cell: (b) => KIND_LABEL[b.kind] ?? b.kind },
                  { key: 'size', header: 'Size', numeric: true, cell: (b) => formatBytes(b.size_bytes) },
                  {
                    key: 'restore',
                    header: <span className="visually-hidden">Restore</span>,
                    cell: (b) => (
                      <button type="button" className="btn btn-small" disabled={busy} onClick={() => setConfirm(b)}>
                        Restore…
                      </button>
                    ),
                  },
                ]}
              />
            )}
            {confirm ? (
              <div className="banner banner-warn" role="alertdialog" aria-labelledby="restore-confirm-text">
                <span className="banner-text" id="restore-confirm-text">
                  Replace all your data with the backup of {formatWhen(confirm.created_at)}? Your current data is backed
                  up first, so this can be undone.
                </span>
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  disabled={busy}
                  onClick={() => {
                    run(restore, { file: confirm.file });
                    setConfirm(undefined);
                  }}
                >
                  Restore
                </button>
                <button type="button" className="btn btn-small" onClick={() => setConfirm(undefined)}>
                  Cancel
                </button>
              </div>
            ) : null}
            {restore.isPending ? <p role="status">Restoring…</p> : null}
            <dl className="facts">
              <dt>Backup folder</dt>
              <dd className="mono" data-testid="backup-folder">
                {data.folder}
              </dd>
            </dl>
            <form className="row" onSubmit={chooseFolder}>
              <input
                type="text"
                className="grow mono"
                value={folder}
                onChange={(e) => setFolder(e.target.value)}
                placeholder="/full/path/to/another/folder"
                aria-label="Another backup folder"
              />
              <button type="submit" className="btn" disabled={busy || folder.trim() === ''}>
                Use this folder
              </button>
              {!data.folder_is_default ? (
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={busy}
                  onClick={() => run(setBackupFolder, { folder: null })}
                >
                  Back to the default
                </button>
              ) : null}
            </form>
            <p className="muted">
              A folder that a sync service (Dropbox, iCloud Drive, Syncthing, OneDrive) copies to another machine makes
              every backup an off-machine copy too.
            </p>
          </div>
        )}
      </QueryView>
    </section>
  );
}
