import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { EnvTextField, FieldRow } from '../../components/FieldRow';
import { SecondsInput } from '../../components/SecondsInput';
import { api, errorMessage } from '../../lib/api';
import type { ModelSettingsView } from '@shared/ipc/channels/model';
import { SettingsFormActions, SettingsViewCard } from './SettingsFormParts';
import './model-settings.css';

type TestResult = { ok: boolean; message: string; latency_ms: number | null };

const ENV_NAMES = { baseUrl: 'OPENAI_BASE_URL', model: 'WORKBENCH_MODEL' } as const;

function ModelForm({ view, onSaved }: { view: ModelSettingsView; onSaved: (v: ModelSettingsView) => void }) {
  const id = useId();
  const [baseUrl, setBaseUrl] = useState(view.base_url_source === 'settings' ? view.base_url : '');
  const [model, setModel] = useState(view.model_source === 'settings' ? view.model : '');
  const [apiKey, setApiKey] = useState('');
  const [timeout, setTimeoutSeconds] = useState(String(view.timeout_seconds));
  const [busy, setBusy] = useState<'save' | 'check' | undefined>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [test, setTest] = useState<TestResult>();
  const envUrl = view.base_url_source === 'environment';
  const envModel = view.model_source === 'environment';

  useEffect(() => setSaved(false), [baseUrl, model, apiKey, timeout]);

  /**
   * What the form holds, as both Save and Test connection send it (so the test checks what is typed, saved or
   * not); null, with the error shown, when the timeout is not a whole number. The environment's values are
   * not the form's to send, and an empty key box means "keep the saved key".
   */
  function formInput() {
    const seconds = Number(timeout);
    if (!Number.isInteger(seconds)) {
      setError('The timeout must be a whole number of seconds, e.g. 60.');
      return null;
    }
    return {
      ...(envUrl ? {} : { base_url: baseUrl }),
      ...(envModel ? {} : { model }),
      ...(view.can_store_key && apiKey ? { api_key: apiKey } : {}),
      timeout_seconds: seconds,
    };
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const input = formInput();
    if (!input) return;
    setBusy('save');
    try {
      const next = await api.call('model:save-settings', input);
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
      onSaved(await api.call('model:save-settings', { api_key: null }));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function runTest() {
    setError(undefined);
    const input = formInput();
    if (!input) return;
    setBusy('check');
    setTest(undefined);
    try {
      setTest(await api.call('model:test-connection', input));
    } catch (err) {
      setTest({ ok: false, message: errorMessage(err), latency_ms: null });
    } finally {
      setBusy(undefined);
    }
  }

  // The two text settings the environment can override, as data: one field component renders both.
  const textFields: Array<Parameters<typeof EnvTextField>[0]> = [
    {
      id: `${id}-url`,
      label: 'Base URL',
      type: 'url',
      value: baseUrl,
      effective: view.base_url,
      envVar: envUrl ? ENV_NAMES.baseUrl : null,
      placeholder: 'http://localhost:11434/v1',
      hint: 'Any OpenAI-compatible endpoint: OpenAI, Ollama, llama.cpp, a gateway. Leave empty for OpenAI when a key is set.',
      onChange: setBaseUrl,
    },
    {
      id: `${id}-model`,
      label: 'Model',
      value: model,
      effective: view.model,
      envVar: envModel ? ENV_NAMES.model : null,
      placeholder: 'gpt-4o-mini or llama3.1:8b',
      hint: 'The chat model reviews are written with.',
      onChange: setModel,
    },
  ];

  return (
    <form className="stack" onSubmit={(e) => void save(e)} aria-describedby={`${id}-status`}>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <div
        id={`${id}-status`}
        className={`banner ${view.configured ? 'banner-info' : 'banner-warn'}`}
        data-testid="model-status"
      >
        <span className="banner-text">
          {view.configured ? `Reviews use ${view.model} at ${view.base_url}.` : view.not_configured_reason}
        </span>
      </div>
      <div className="settings-grid">
        {textFields.map((f) => (
          <EnvTextField key={f.id} {...f} />
        ))}
        <div className="field">
          <label htmlFor={`${id}-key`}>API key</label>
          {view.can_store_key && view.api_key_source !== 'environment' ? (
            <>
              <div className="row">
                <input
                  id={`${id}-key`}
                  type="password"
                  autoComplete="off"
                  value={apiKey}
                  placeholder={view.has_api_key ? '•••••••• (saved; type to replace)' : 'sk-…'}
                  onChange={(e) => setApiKey(e.target.value)}
                  className="grow"
                />
                {view.has_api_key ? (
                  <button type="button" className="btn btn-small" onClick={() => void removeKey()}>
                    Remove key
                  </button>
                ) : null}
              </div>
              <span className="hint">{view.key_storage_note}</span>
            </>
          ) : (
            <>
              <input
                id={`${id}-key`}
                type="text"
                disabled
                value={view.has_api_key ? 'Set in the environment' : 'Not set'}
              />
              <span className="hint" data-testid="key-from-env">
                {view.key_storage_note}
                {view.api_key_source === 'environment'
                  ? null
                  : view.has_api_key
                    ? ' It is set.'
                    : ' It is not set; local servers usually need none.'}
              </span>
            </>
          )}
        </div>
        <FieldRow id={`${id}-timeout`} label="Timeout (seconds)" hint="Per request; failed requests are retried twice.">
          <SecondsInput id={`${id}-timeout`} min={5} max={600} value={timeout} onChange={setTimeoutSeconds} />
        </FieldRow>
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
            {test.latency_ms !== null ? ` (${test.latency_ms} ms)` : ''}
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
