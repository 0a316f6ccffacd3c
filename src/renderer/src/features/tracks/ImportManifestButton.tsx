import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { TRACK_VIEWS, useChannelMutation } from '../../lib/query';
import { MAX_MANIFEST_BYTES } from '@shared/ipc/channels/ingestion';
import './import-manifest.css';

type ImportState =
  | { kind: 'idle' }
  | { kind: 'working'; fileName: string }
  | { kind: 'done'; slug: string; title: string }
  | { kind: 'failed'; message: string };

/**
 * "Import manifest…": the browser-host twin of File > Import manifest…. It reads the chosen YAML file in the
 * renderer and sends its text to `ingestion:import`, which writes the track file and loads it.
 */
export function ImportManifestButton({ onImported }: { onImported?: (slug: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  // The new track shows up on Tracks (and Home, if it becomes active) without a reload.
  const importManifest = useChannelMutation('ingestion:import', { invalidates: TRACK_VIEWS });

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again (after fixing it) fires another change event.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_MANIFEST_BYTES) {
      setState({
        kind: 'failed',
        message: `${file.name}: the manifest is larger than ${MAX_MANIFEST_BYTES / (1024 * 1024)} MB; split it into smaller manifests.`,
      });
      return;
    }
    setState({ kind: 'working', fileName: file.name });
    let yamlText: string;
    try {
      yamlText = await file.text();
    } catch {
      setState({
        kind: 'failed',
        message: `${file.name}: the file could not be read; check that it is a YAML text file and try again.`,
      });
      return;
    }
    try {
      const result = await importManifest.mutateAsync( { file_name: file.name, yaml_text: yamlText });
      setState({ kind: 'done', slug: result.slug, title: result.title });
      onImported?.(result.slug);
    } catch (err) {
      setState({ kind: 'failed', message: errorMessage(err) });
    }
  }

  const working = state.kind === 'working';
  return (
    <div className="import-manifest">
      <div className="import-manifest-row">
        <button
          type="button"
          className="btn"
          disabled={working}
          aria-busy={working}
          onClick={() => inputRef.current?.click()}
        >
          Import manifest…
        </button>
        <input
          ref={inputRef}
          type="file"
          accept=".yaml,.yml"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="import-manifest-input"
          onChange={(event) => void onFileChosen(event)}
        />
        {state.kind === 'working' ? <Spinner label={`Importing ${state.fileName}…`} showLabel /> : null}
      </div>
      {state.kind === 'done' ? (
        <p className="import-manifest-success" role="status">
          Imported <Link to={`/tracks/${state.slug}`}>{state.title}</Link>.
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <ErrorBanner message={state.message} onDismiss={() => setState({ kind: 'idle' })} />
      ) : null}
    </div>
  );
}
