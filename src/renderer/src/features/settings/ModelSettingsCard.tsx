import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { api, errorMessage } from '../../lib/api';
import type { ModelSettingsView } from '../../../../shared/ipc/channels/model';
import { EnvNote } from './EnvNote';
import { SettingsFormActions, SettingsViewCard } from './SettingsFormParts';
import './model-settings.css';

type TestResult = { ok: boolean; message: string; latencyMs: number | null };

const ENV_NAMES = { baseUrl: 'OPENAI_BASE_URL', model: 'WORKBENCH_MODEL' } as const;

function ModelForm({ view, onSaved }: { view: ModelSettingsView; onSaved: (v: ModelSettingsView) => void }) {
  const id = useId();
  const [baseUrl, setBaseUrl] = useState(view.baseUrlSource === 'settings' ? view.baseUrl : '');
  const [model, setModel] = useState(view.modelSource === 'settings' ? view.model : '');
  const [apiKey, setApiKey] = useState('');
  const [timeout, setTimeoutSeconds] = useState(String(view.timeoutSeconds));
  const [busy, setBusy] = useState<'save' | 'check' | undefined>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [test, setTest] = useState<TestResult>();
  const envUrl = view.baseUrlSource === 'environment';
  const envModel = view.modelSource === 'environment';

  useEffect(() => setSaved(false), [baseUrl, model, apiKey, timeout]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const seconds = Number(timeout);
    if (!Number.isInteger(seconds)) {
      setError('The timeout must be a whole number of seconds, e.g. 60.');
      return;
    }
    setBusy('save');
    try {
      const next = await api.call('model:save-settings', {
        ...(envUrl ? {} : { baseUrl }),
        ...(envModel ? {} : { model }),
        ...(view.canStoreKey && apiKey ? { apiKey } : {}),
        timeoutSeconds: seconds,
      });
      setApiKey('');
      onSaved(next);
      setSaved(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(undefined);
    }
  }

  async function removeKey() {
    setError(undefined);
    try {
      onSaved(await api.call('model:save-settings', { apiKey: null }));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function runTest() {
    setBusy('check');
    setTest(undefined);
    try {
      setTest(await api.call('model:test-connection', {}));
    } catch (err) {
      setTest({ ok: false, message: errorMessage(err), latencyMs: null });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void save(e)} aria-describedby={`${id}-status`}>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <div
        id={`${id}-status`}
        className={`banner ${view.configured ? 'banner-info' : 'banner-warn'}`}
        data-testid="model-status"
      >
        <span className="banner-text">
          {view.configured ? `Reviews use ${view.model} at ${view.baseUrl}.` : view.notConfiguredReason}
        </span>
      </div>
      <div className="settings-grid">
        <div className="field">
          <label htmlFor={`${id}-url`}>Base URL</label>
          <input
            id={`${id}-url`}
            type="url"
            value={envUrl ? view.baseUrl : baseUrl}
            disabled={envUrl}
            placeholder="http://localhost:11434/v1"
            onChange={(e) => setBaseUrl(e.target.value)}
          />
          {envUrl ? (
            <EnvNote name={ENV_NAMES.baseUrl} />
          ) : (
            <span className="hint">
              Any OpenAI-compatible endpoint: OpenAI, Ollama, llama.cpp, a gateway. Leave empty for OpenAI when a key is
              set.
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-model`}>Model</label>
          <input
            id={`${id}-model`}
            type="text"
            value={envModel ? view.model : model}
            disabled={envModel}
            placeholder="gpt-4o-mini or llama3.1:8b"
            onChange={(e) => setModel(e.target.value)}
          />
          {envModel ? (
            <EnvNote name={ENV_NAMES.model} />
          ) : (
            <span className="hint">The chat model reviews are written with.</span>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-key`}>API key</label>
          {view.canStoreKey && view.apiKeySource !== 'environment' ? (
            <>
              <div className="row">
                <input
                  id={`${id}-key`}
                  type="password"
                  autoComplete="off"
                  value={apiKey}
                  placeholder={view.hasApiKey ? '•••••••• (saved; type to replace)' : 'sk-…'}
                  onChange={(e) => setApiKey(e.target.value)}
                  style={{ flex: 1, width: 'auto' }}
                />
                {view.hasApiKey ? (
                  <button type="button" className="btn btn-small" onClick={() => void removeKey()}>
                    Remove key
                  </button>
                ) : null}
              </div>
              <span className="hint">{view.keyStorageNote}</span>
            </>
          ) : (
            <>
              <input
                id={`${id}-key`}
                type="text"
                disabled
                value={view.hasApiKey ? 'Set in the environment' : 'Not set'}
              />
              <span className="hint" data-testid="key-from-env">
                {view.keyStorageNote}
                {view.apiKeySource === 'environment'
                  ? null
                  : view.hasApiKey
                    ? ' It is set.'
                    : ' It is not set; local servers usually need none.'}
              </span>
            </>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-timeout`}>Timeout (seconds)</label>
          <input
            id={`${id}-timeout`}
            type="number"
            min={5}
            max={600}
            step={1}
            value={timeout}
            onChange={(e) => setTimeoutSeconds(e.target.value)}
          />
          <span className="hint">Per request; failed requests are retried twice.</span>
        </div>
      </div>
      <SettingsFormActions
        saveLabel="Save model settings"
        checkLabel="Test connection"
        checkingLabel="Testing the connection"
        onCheck={() => void runTest()}
        busy={busy}
        saved={saved}
      />
      {test ? (
        <div
          className={`banner ${test.ok ? 'banner-info' : 'banner-error'}`}
          role="status"
          data-testid="connection-result"
        >
          <span className="banner-text">
            {test.message}
            {test.latencyMs !== null ? ` (${test.latencyMs} ms)` : ''}
          </span>
        </div>
      ) : null}
    </form>
  );
}

/** Settings → Language model: endpoint, model, key and a free connection test (it only lists models). */
export function ModelSettingsCard() {
  return (
    <SettingsViewCard title="Language model" channel="model:get-settings" loadingLabel="Loading model settings…">
      {(view, onSaved) => <ModelForm view={view} onSaved={onSaved} />}
    </SettingsViewCard>
  );
}
