import { invalidInput, isAppError } from '@shared/errors';
import type { ModelSettingsView } from '@shared/domain/settings';
import type { UserSettingsRepository } from '../../db/repositories/user-settings';
import type { Clock } from '../clock';
import type { SpendService } from '../spend';
import type { ChatClient, ChatMessage, ChatRequest, ChatResponse } from './client';
import { resolveModelConfig, SavedModelSettingsSchema, DEFAULT_TIMEOUT_SECONDS, type ModelConfig } from './config';
import { ModelCallError } from './errors';
import { apiKeySecretName, type SecretStore } from './secret-store';
import { countTokens } from './token-count';

const SETTINGS_KEY = 'model';

/** Rough token count for a cap estimate before the call: about four characters per token for English and code. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

export type CompleteRequest = {
  /** Spend tag: `review`, `writing_assist`, ... */
  tag: string;
  messages: ChatMessage[];
  maxTokens: number;
  json: boolean;
  /** Optional reply schema for endpoints with structured output (client.ts decides whether to send it). */
  jsonSchema?: ChatRequest['jsonSchema'];
};

export type ModelService = ReturnType<typeof createModelService>;

/** Settings as typed in the form; a given field replaces the saved one (`apiKey: null` or '' means no key). */
export type SettingsDraft = { baseUrl?: string; model?: string; apiKey?: string | null; timeoutSeconds?: number };

/** A base URL as it is stored: without trailing slashes (the client appends the path). */
const normaliseBaseUrl = (url: string): string => url.replace(/\/+$/, '');

/**
 * Settings for the model plus the one gateway every feature calls through. The gateway checks configuration,
 * then spend caps (before anything is sent), then makes the call and records it in the ledger whatever happens.
 */
export function createModelService(deps: {
  env: Readonly<Record<string, string | undefined>>;
  settings: UserSettingsRepository;
  secrets: SecretStore;
  spend: SpendService;
  client: ChatClient;
  clock: Clock;
}) {
  const { settings, secrets, spend, client, clock } = deps;

  function saved(userId: string) {
    const parsed = SavedModelSettingsSchema.safeParse(settings.getPreference(userId, SETTINGS_KEY));
    return parsed.success ? parsed.data : undefined;
  }

  function config(userId: string, draft: SettingsDraft = {}): ModelConfig {
    const stored = saved(userId);
    const key = draft.apiKey === undefined ? secrets.get(apiKeySecretName(userId)) : draft.apiKey || undefined;
    return resolveModelConfig({
      env: deps.env,
      saved: {
        ...stored,
        ...(draft.baseUrl !== undefined ? { baseUrl: normaliseBaseUrl(draft.baseUrl) } : {}),
        ...(draft.model !== undefined ? { model: draft.model } : {}),
        ...(draft.timeoutSeconds !== undefined ? { timeoutSeconds: draft.timeoutSeconds } : {}),
      },
      storedKey: key,
    });
  }

  function keyStorageNote(source: ModelConfig['apiKeySource']): string {
    if (source === 'environment')
      return 'The key comes from OPENAI_API_KEY in the environment, which wins over a saved key.';
    if (secrets.writable)
      return secrets.kind === 'safe_storage'
        ? 'Saved keys are encrypted with your system keychain (Electron safeStorage) and never shown again.'
        : 'Saved keys are kept in memory for this session only.';
    if (secrets.kind === 'safe_storage')
      return 'This system has no keyring Electron can encrypt with, so keys are not saved; start Workbench with OPENAI_API_KEY set instead.';
    return 'In the browser host the key comes from OPENAI_API_KEY in the environment it was started with.';
  }

  function view(userId: string): ModelSettingsView {
    const c = config(userId);
    return {
      base_url: c.baseUrl,
      base_url_source: c.baseUrlSource,
      model: c.model,
      model_source: c.modelSource,
      has_api_key: Boolean(c.apiKey),
      api_key_source: c.apiKeySource,
      key_storage: secrets.writable ? secrets.kind : 'environment',
      can_store_key: secrets.writable,
      key_storage_note: keyStorageNote(c.apiKeySource),
      timeout_seconds: Math.round(c.timeoutMs / 1000),
      configured: c.notConfiguredReason === null,
      not_configured_reason: c.notConfiguredReason,
    };
  }

  async function complete(userId: string, request: CompleteRequest): Promise<ChatResponse> {
    const c = config(userId);
    if (c.notConfiguredReason) throw new ModelCallError('no_model', c.notConfiguredReason);
    const promptTokens = estimateTokens(request.messages.map((m) => m.content).join('\n'));
    const price = spend.priceOf(userId, c.model);
    const estimate = price
      ? (promptTokens * price.input_per_mtok + request.maxTokens * price.output_per_mtok) / 1_000_000
      : 0;
    try {
      spend.assertWithinCaps(userId, request.tag, estimate);
    } catch (err) {
      if (isAppError(err)) throw new ModelCallError('cap_reached', err.message);
      throw err;
    }
    try {
      const response = await client.chat(c, request);
      // Ledger honesty: priced by the model the app asked for (a server may report another name, or a dated
      // snapshot); the reported name is kept beside it. Without usage, tokens are counted with a real tokenizer
      // and the row is marked estimated, so a priced model never shows a silent $0.
      const estimated = response.tokensIn === null || response.tokensOut === null;
      const tokensIn = response.tokensIn ?? countTokens(request.messages.map((m) => m.content).join('\n'));
      const tokensOut = response.tokensOut ?? countTokens(response.content);
      spend.record(userId, {
        tag: request.tag,
        model: c.model,
        reportedModel: response.model,
        tokensIn,
        tokensOut,
        estimated,
        outcome: 'ok',
      });
      return { ...response, tokensIn, tokensOut };
    } catch (err) {
      const kind = err instanceof ModelCallError ? err.kind : 'connection';
      // A failed call may still have cost something upstream; we record it so the ledger shows every attempt.
      spend.record(userId, {
        tag: request.tag,
        model: c.model,
        reportedModel: null,
        tokensIn: 0,
        tokensOut: 0,
        estimated: false,
        outcome: kind,
      });
      throw err;
    }
  }

  return {
    config,
    view,
    complete,
    save(
      userId: string,
      input: SettingsDraft,
    ): ModelSettingsView {
      const current = saved(userId) ?? {};
      const next = {
        ...current,
        ...(input.baseUrl !== undefined ? { baseUrl: normaliseBaseUrl(input.baseUrl) } : {}),
        ...(input.model !== undefined ? { model: input.model } : {}),
        ...(input.timeoutSeconds !== undefined ? { timeoutSeconds: input.timeoutSeconds } : {}),
      };
      if (input.apiKey !== undefined) {
        if (!secrets.writable) {
          throw invalidInput(
            secrets.kind === 'safe_storage'
              ? 'This system has no keyring to encrypt the key with, so it cannot be saved; start Workbench with OPENAI_API_KEY set instead.'
              : 'This browser host reads the API key from the OPENAI_API_KEY environment variable; restart it with that set instead.',
          );
        }
        secrets.set(apiKeySecretName(userId), input.apiKey === null || input.apiKey === '' ? null : input.apiKey);
      }
      settings.setPreference(userId, SETTINGS_KEY, next, clock.now());
      return view(userId);
    },
    /** Lists the endpoint's models with the saved settings, or with the unsaved `draft` over them (never stored). */
    async testConnection(
      userId: string,
      draft: SettingsDraft = {},
    ): Promise<{ ok: boolean; message: string; latency_ms: number | null; model_listed: boolean | null }> {
      const c = config(userId, draft);
      if (!c.baseUrl)
        return {
          ok: false,
          message: c.notConfiguredReason ?? 'Set a base URL first.',
          latency_ms: null,
          model_listed: null,
        };
      const started = performance.now();
      try {
        const ids = await client.listModels(c);
        const latencyMs = Math.round(performance.now() - started);
        const listed = c.model ? ids.includes(c.model) : null;
        const message =
          listed === null
            ? `Connected to ${c.baseUrl} (${ids.length} models). Now choose a model name.`
            : listed
              ? `Connected to ${c.baseUrl}; "${c.model}" is available.`
              : `Connected to ${c.baseUrl}, but it does not list "${c.model}". Check the model name (it offers ${ids.slice(0, 5).join(', ') || 'no models'}${ids.length > 5 ? ', …' : ''}).`;
        return { ok: listed !== false, message, latency_ms: latencyMs, model_listed: listed };
      } catch (err) {
        const message = err instanceof ModelCallError ? err.message : 'The connection test failed unexpectedly.';
        return { ok: false, message, latency_ms: null, model_listed: null };
      }
    },
  };
}

export { DEFAULT_TIMEOUT_SECONDS };
