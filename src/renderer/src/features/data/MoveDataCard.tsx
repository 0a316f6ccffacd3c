import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useActions, useChannelMutation } from '../../lib/query';

type PathFormProps = {
  label: string;
  button: string;
  placeholder: string;
  busy: boolean;
  onSubmit: (path: string) => void;
};

function PathForm({ label, button, placeholder, busy, onSubmit }: PathFormProps) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };
  return (
    <form className="row" onSubmit={submit}>
      <input
        type="text"
        className="grow mono"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
      />
      <button type="submit" className="btn" disabled={busy || value.trim() === ''}>
        {button}
      </button>
    </form>
  );
}

/** One of the card's three moves: its heading, what it does, and the path form that starts it (plus what it reports). */
function MoveStep({
  title,
  about,
  children,
  ...form
}: PathFormProps & { title: string; about: string; children?: ReactNode }) {
  return (
    <div className="move-data-step">
      <h3>{title}</h3>
      <p className="muted">{about}</p>
      <PathForm {...form} />
      {children}
    </div>
  );
}

/** Restore from any file, export everything, import an export: by full path on this machine. */
export function MoveDataCard() {
  const restore = useChannelMutation('data:restore', { invalidates: ['data:list-backups'] });
  const exportAll = useChannelMutation('data:export', {});
  const importAll = useChannelMutation('data:import', { invalidates: ['data:list-backups'] });
  const { busy, error, clear, run } = useActions(restore, exportAll, importAll);
  const exported = exportAll.data;
  return (
    <section className="card" aria-labelledby="move-data-heading">
      <h2 id="move-data-heading">Restore, export and import</h2>
      {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
      <div className="stack move-data-steps">
        <MoveStep
          title="Restore from a file…"
          about="Any Workbench backup, also one from an older version (it is brought up to date on a copy). Your current data is backed up first."
          label="Backup file to restore"
          button="Restore"
          placeholder="/full/path/to/workbench-….db"
          busy={busy}
          onSubmit={(file) => run(restore, { file })}
        />
        <MoveStep
          title="Export…"
          about="Everything in open formats into a new folder: writings as Markdown, attempts, reviews, reflections and section times as JSON Lines, your tracks and problems as they are stored, and a README saying what is where. API keys are never exported."
          label="Folder to export to"
          button="Export"
          placeholder="/full/path/to/new-folder"
          busy={busy}
          onSubmit={(folder) => run(exportAll, { folder })}
        >
          {exported ? (
            <p role="status" data-testid="export-done">
              Exported {exported.tables.reduce((n, t) => n + t.rows, 0)} rows and {exported.writings} writings to{' '}
              <span className="mono">{exported.folder}</span>.
            </p>
          ) : null}
        </MoveStep>
        <MoveStep
          title="Import…"
          about="An export folder into this data folder, which must not hold any work yet."
          label="Export folder to import"
          button="Import"
          placeholder="/full/path/to/export-folder"
          busy={busy}
          onSubmit={(folder) => run(importAll, { folder })}
        />
      </div>
    </section>
  );
}
