import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import type { ImportReportLineWire } from '@shared/ipc/channels/exercism';
import { Dialog } from '../../components/Dialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useChannelMutation } from '../../lib/query';
import { readPickedFolder } from './exercism-upload';
import './import-exercism.css';

type State =
  | { kind: 'idle' }
  | { kind: 'working'; folder: string }
  | { kind: 'done'; report: ImportReportLineWire[] }
  | { kind: 'failed'; message: string };

const OUTCOME: Record<ImportReportLineWire['outcome'], { label: string; chip: string }> = {
  imported: { label: 'Imported', chip: 'chip-success' },
  updated: { label: 'Updated', chip: 'chip-success' },
  unchanged: { label: 'Already up to date', chip: '' },
  skipped: { label: 'Skipped', chip: 'chip-warn' },
  failed: { label: 'Not imported', chip: 'chip-danger' },
};

/** Problems → "Import from Exercism…": the button and its dialog. */
export function ImportExercismButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Import from Exercism…
      </button>
      <Dialog className="exercism-dialog" open={open} title="Import from Exercism" onClose={() => setOpen(false)} testId="exercism-dialog">
        <ImportExercismForm onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/**
 * The user picks one exercise folder of an Exercism track checkout. Both hosts take it as a directory upload
 * (like "Import manifest…" takes a file): the renderer reads the files and sends their text to
 * `exercism:import`, which checks the reference passes and the starter does not, then adds the problem.
 */
function ImportExercismForm({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  // The new problem shows on Problems and among the picker's candidates without a reload.
  const importFolder = useChannelMutation('exercism:import', { invalidates: ['problems:list', 'home:get'] });

  async function onPicked(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const picked = [...(event.target.files ?? [])].map((f) => ({ relativePath: f.webkitRelativePath || f.name, size: f.size, text: () => f.text() }));
    // Reset so picking the same folder again (after fixing it) fires another change event.
    event.target.value = '';
    if (picked.length === 0) return;
    let input;
    try {
      input = await readPickedFolder(picked);
    } catch (err) {
      setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
      return;
    }
    setState({ kind: 'working', folder: input.folder_name });
    try {
      const { report } = await importFolder.mutateAsync(input);
      setState({ kind: 'done', report });
    } catch (err) {
      setState({ kind: 'failed', message: errorMessage(err) });
    }
  }

  const working = state.kind === 'working';
  return (
    <div className="stack exercism-import">
      <p className="muted">
        Pick one exercise folder of an Exercism Python or Rust track checkout, such as <code>exercises/practice/leap</code>. Its
        example solution must pass its tests and its stub must not; both are run before the problem is added. Importing
        the same exercise again updates it and keeps your attempts.
      </p>
      <p className="hint">
        A whole track: <code>npm run import-exercism -- &lt;track folder&gt;</code>.
      </p>
      <label className={`btn btn-primary exercism-pick ${working ? 'is-disabled' : ''}`} aria-disabled={working}>
        Choose exercise folder…
        <input
          type="file"
          multiple
          className="visually-hidden"
          disabled={working}
          data-testid="exercism-folder-input"
          ref={(el) => el?.setAttribute('webkitdirectory', '')}
          onChange={(event) => void onPicked(event)}
        />
      </label>
      {state.kind === 'working' ? <Spinner label={`Importing ${state.folder}: running its tests…`} showLabel /> : null}
      {state.kind === 'failed' ? <ErrorBanner message={state.message} onDismiss={() => setState({ kind: 'idle' })} /> : null}
      {state.kind === 'done' ? <Report report={state.report} onOpen={onClose} /> : null}
      <div className="row dialog-actions">
        <button type="button" className="btn" onClick={onClose} disabled={working}>
          Close
        </button>
      </div>
    </div>
  );
}

function Report({ report, onOpen }: { report: ImportReportLineWire[]; onOpen: () => void }) {
  return (
    <ul className="list exercism-report" aria-label="Import report" data-testid="exercism-report">
      {report.map((line) => {
        const outcome = OUTCOME[line.outcome];
        return (
          <li key={line.exercise} data-outcome={line.outcome}>
            <div className="row exercism-report-head">
              <span className={`chip ${outcome.chip}`}>{outcome.label}</span>
              <strong>{line.exercise}</strong>
              {line.kind !== 'unknown' ? <span className="chip">{line.kind}</span> : null}
            </div>
            {line.title && line.problem_slug ? (
              <p className="exercism-report-open">
                <Link to={`/problem/${line.problem_slug}`} onClick={onOpen}>
                  Open {line.title}
                </Link>
              </p>
            ) : null}
            {line.reason ? <p className="exercism-report-reason">{line.reason}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
