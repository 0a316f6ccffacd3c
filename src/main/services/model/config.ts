import { z } from 'zod';

/** What the user saved in settings (user preference `model`); the key is kept apart in the SecretStore. */
export const SavedModelSettingsSchema = z
  .object({
    baseUrl: z.string().optional(),
    model: z.string().optional(),
    timeoutSeconds: z.number().optional(),
  })
  .passthrough();
export type SavedModelSettings = z.infer<typeof SavedModelSettingsSchema>;

export const DEFAULT_TIMEOUT_SECONDS = 60;
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export type Source = 'environment' | 'settings' | 'default' | 'none';

export type ModelConfig = {
  baseUrl: string;
  baseUrlSource: Source;
  model: string;
  modelSource: Source;
  apiKey: string | undefined;
  apiKeySource: Source;
  timeoutMs: number;
  /** Null when a call can be made; otherwise what to set up, in plain words. */
  notConfiguredReason: string | null;
};

const clean = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The effective configuration: environment (OPENAI_BASE_URL, OPENAI_API_KEY, WORKBENCH_MODEL) over saved
 * settings. A model name is required; a base URL defaults to OpenAI only when a key exists, because a key-less
 * setup almost always means a local server whose URL we cannot guess.
 */
export function resolveModelConfig(input: {
  env: Readonly<Record<string, string | undefined>>;
  saved: SavedModelSettings | undefined;
  storedKey: string | undefined;
}): ModelConfig {
  const envUrl = clean(input.env.OPENAI_BASE_URL);
  const envModel = clean(input.env.WORKBENCH_MODEL);
  const envKey = clean(input.env.OPENAI_API_KEY);
  const savedUrl = clean(input.saved?.baseUrl);
  const savedModel = clean(input.saved?.model);
  const storedKey = clean(input.storedKey);

  const apiKey = envKey ?? storedKey;
  const apiKeySource: Source = envKey ? 'environment' : storedKey ? 'settings' : 'none';
  let baseUrl = envUrl ?? savedUrl ?? '';
  let baseUrlSource: Source = envUrl ? 'environment' : savedUrl ? 'settings' : 'none';
  if (!baseUrl && apiKey) {
    baseUrl = OPENAI_DEFAULT_BASE_URL;
    baseUrlSource = 'default';
  }
  const model = envModel ?? savedModel ?? '';
  const modelSource: Source = envModel ? 'environment' : savedModel ? 'settings' : 'none';

  let notConfiguredReason: string | null = null;
  if (!baseUrl && !model) {
    notConfiguredReason =
      'No language model is configured: enter a base URL and a model name in Settings → Language model (or start Workbench with OPENAI_BASE_URL and WORKBENCH_MODEL set).';
  } else if (!baseUrl) {
    notConfiguredReason =
      'No model endpoint is set: enter the base URL in Settings → Language model, e.g. http://localhost:11434/v1.';
  } else if (!model) {
    notConfiguredReason =
      'No model name is set: enter the model to use in Settings → Language model, e.g. gpt-4o-mini.';
  }

  const seconds = input.saved?.timeoutSeconds;
  const timeoutMs =
    // The settings screen enforces at least 5 s; fractions are accepted here so tests can time out quickly.
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000)
      : DEFAULT_TIMEOUT_SECONDS * 1000;

  return { baseUrl, baseUrlSource, model, modelSource, apiKey, apiKeySource, timeoutMs, notConfiguredReason };
}
