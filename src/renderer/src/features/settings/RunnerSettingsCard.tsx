import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { api, errorMessage } from '../../lib/api';
import {
  RUN_TIMEOUT_SECONDS,
  type RunnerCheck,
  type RunnerSettingsView,
  type ToolchainStatus,
} from '../../../../shared/ipc/channels/runner';
import { EnvNote } from './EnvNote';
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
            {check.isolation === 'bubblewrap' ? 'bubblewrap' : 'process limits only'}
          </span>
        </li>
      </ul>
      <p className="hint">{check.isolationNote}</p>
    </div>
  );
}

function PathField(props: {
  id: string;
  label: string;
  value: string;
  effective: string;
  fromEnv: string | null;
  placeholder: string;
  hint: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        spellCheck={false}
        autoComplete="off"
        value={props.fromEnv ? props.effective : props.value}
        disabled={props.fromEnv !== null}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.fromEnv ? <EnvNote name={props.fromEnv} /> : <span className="hint">{props.hint}</span>}
    </div>
  );
}

function RunnerForm({ view, onSaved }: { view: RunnerSettingsView; onSaved: (v: RunnerSettingsView) => void }) {
  const id = useId();
  const [pythonPath, setPythonPath] = useState(view.pythonSource === 'settings' ? view.pythonPath : '');
  const [rustcPath, setRustcPath] = useState(view.rustcSource === 'settings' ? view.rustcPath : '');
  const [timeout, setTimeoutSeconds] = useState(String(view.timeoutSeconds));
  const [busy, setBusy] = useState<'save' | 'check' | undefined>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [check, setCheck] = useState<RunnerCheck>();
  const pythonFromEnv = view.pythonSource === 'environment' ? 'WORKBENCH_PYTHON' : null;
  const rustcFromEnv = view.rustcSource === 'environment' ? 'WORKBENCH_RUSTC' : null;

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
        ...(pythonFromEnv ? {} : { pythonPath }),
        ...(rustcFromEnv ? {} : { rustcPath }),
        timeoutSeconds: seconds,
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
        <PathField
          id={`${id}-python`}
          label="Python interpreter"
          value={pythonPath}
          effective={view.pythonPath}
          fromEnv={pythonFromEnv}
          placeholder={view.defaults.pythonPath}
          hint={`A command on PATH or an absolute path (a virtualenv's python works). Empty: ${view.defaults.pythonPath}.`}
          onChange={setPythonPath}
        />
        <PathField
          id={`${id}-rustc`}
          label="Rust compiler"
          value={rustcPath}
          effective={view.rustcPath}
          fromEnv={rustcFromEnv}
          placeholder={view.defaults.rustcPath}
          hint={`rustc itself or rustup's proxy, e.g. ~/.cargo/bin/rustc. Empty: ${view.defaults.rustcPath}.`}
          onChange={setRustcPath}
        />
        <div className="field">
          <label htmlFor={`${id}-timeout`}>Run timeout (seconds)</label>
          <input
            id={`${id}-timeout`}
            type="number"
            min={RUN_TIMEOUT_SECONDS.min}
            max={RUN_TIMEOUT_SECONDS.max}
            step={1}
            value={timeout}
            onChange={(e) => setTimeoutSeconds(e.target.value)}
          />
          <span className="hint">
            How long the tests may run before every process of the run is stopped. Compiling Rust has a separate budget.
          </span>
        </div>
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
