import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { EnvTextField, FieldRow } from '../../components/FieldRow';
import { SecondsInput } from '../../components/SecondsInput';
import { UnsandboxedNotice } from '../../components/UnsandboxedNotice';
import { api, errorMessage } from '../../lib/api';
import {
  RUN_TIMEOUT_SECONDS,
  type RunnerCheck,
  type RunnerSettingsView,
  type ToolchainStatus,
} from '@shared/ipc/channels/runner';
import { SettingsFormActions, SettingsViewCard } from './SettingsFormParts';

function ToolchainLine({ name, status }: { name: string; status: ToolchainStatus }) {
  return (
    <li className="toolchain-item">
      <span className="toolchain-name">{name}</span>
      {status.ok ? (
        <>
          <span className="chip chip-success">{status.version}</span>
          <span className="toolchain-detail mono">{status.executable}</span>
        </>
      ) : (
        <>
          <span className="chip chip-danger">Not found</span>
          <span className="toolchain-detail">{status.message}</span>
        </>
      )}
    </li>
  );
}

/** What the effective interpreter and compiler resolve to, and which isolation runs get. */
function ToolchainReport({ check }: { check: RunnerCheck }) {
  return (
    <div className="stack" data-testid="toolchain-report" role="status">
      <ul className="toolchain-list">
        <ToolchainLine name="Python" status={check.python} />
        <ToolchainLine name="Rust" status={check.rustc} />
        <li className="toolchain-item">
          <span className="toolchain-name">Isolation</span>
          <span className={`chip ${check.isolation === 'bubblewrap' ? 'chip-success' : 'chip-warn'}`}>
            {check.isolation === 'bubblewrap' ? 'bubblewrap' : 'unsandboxed'}
          </span>
        </li>
      </ul>
      <p className="hint">{check.isolation_note}</p>
      {check.isolation === 'process' ? <UnsandboxedNotice withNotice={false} /> : null}
    </div>
  );
}

function RunnerForm({ view, onSaved }: { view: RunnerSettingsView; onSaved: (v: RunnerSettingsView) => void }) {
  const id = useId();
  const [pythonPath, setPythonPath] = useState(view.python_source === 'settings' ? view.python_path : '');
  const [rustcPath, setRustcPath] = useState(view.rustc_source === 'settings' ? view.rustc_path : '');
  const [timeout, setTimeoutSeconds] = useState(String(view.timeout_seconds));
  const [busy, setBusy] = useState<'save' | 'check' | undefined>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [check, setCheck] = useState<RunnerCheck>();
  const pythonFromEnv = view.python_source === 'environment' ? 'WORKBENCH_PYTHON' : null;
  const rustcFromEnv = view.rustc_source === 'environment' ? 'WORKBENCH_RUSTC' : null;

  useEffect(() => setSaved(false), [pythonPath, rustcPath, timeout]);

  async function runCheck() {
    setBusy('check');
    try {
      setCheck(await api.call('runner:check', {}));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(undefined);
    }
  }

  // Looking the toolchains up costs two short process starts, and the answer is what the user came to see.
  useEffect(() => {
    void runCheck();
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const seconds = Number(timeout);
    if (timeout.trim() === '' || !Number.isInteger(seconds)) {
      setError(`The run timeout must be a whole number of seconds, e.g. ${RUN_TIMEOUT_SECONDS.default}.`);
      return;
    }
    setBusy('save');
    try {
      const next = await api.call('runner:save-settings', {
        ...(pythonFromEnv ? {} : { python_path: pythonPath }),
        ...(rustcFromEnv ? {} : { rustc_path: rustcPath }),
        timeout_seconds: seconds,
      });
      onSaved(next);
      setSaved(true);
      setCheck(await api.call('runner:check', {}));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void save(e)}>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <div className="settings-grid">
        <EnvTextField
          literal
          id={`${id}-python`}
          label="Python interpreter"
          value={pythonPath}
          effective={view.python_path}
          envVar={pythonFromEnv}
          placeholder={view.defaults.python_path}
          hint={`A command on PATH or an absolute path (a virtualenv's python works). Empty: ${view.defaults.python_path}.`}
          onChange={setPythonPath}
        />
        <EnvTextField
          literal
          id={`${id}-rustc`}
          label="Rust compiler"
          value={rustcPath}
          effective={view.rustc_path}
          envVar={rustcFromEnv}
          placeholder={view.defaults.rustc_path}
          hint={`rustc itself or rustup's proxy, e.g. ~/.cargo/bin/rustc. Empty: ${view.defaults.rustc_path}.`}
          onChange={setRustcPath}
        />
        <FieldRow
          id={`${id}-timeout`}
          label="Run timeout (seconds)"
          hint="How long the tests may run before every process of the run is stopped. Compiling Rust has a separate budget."
        >
          <SecondsInput
            id={`${id}-timeout`}
            min={RUN_TIMEOUT_SECONDS.min}
            max={RUN_TIMEOUT_SECONDS.max}
            value={timeout}
            onChange={setTimeoutSeconds}
          />
        </FieldRow>
      </div>
      <SettingsFormActions
        saveLabel="Save runner settings"
        checkLabel="Check toolchains"
        checkingLabel="Looking for Python and Rust"
        onCheck={() => void runCheck()}
        busy={busy}
        saved={saved}
      />
      {check ? <ToolchainReport check={check} /> : null}
    </form>
  );
}

/** Settings → Code runner: which Python and rustc run the tests, the run budget, and the isolation in use. */
export function RunnerSettingsCard() {
  return (
    <SettingsViewCard title="Code runner" channel="runner:get-settings" loadingLabel="Loading runner settings…">
      {(view, onSaved) => <RunnerForm view={view} onSaved={onSaved} />}
    </SettingsViewCard>
  );
}
