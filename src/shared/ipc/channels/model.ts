import { z } from 'zod';
import { channel } from '../define';

/** Where each effective setting came from: the environment wins over what the user saved. */
export const SettingSourceSchema = z.enum(['environment', 'settings', 'default', 'none']);

export const ModelSettingsViewSchema = z.object({
  baseUrl: z.string(),
  baseUrlSource: SettingSourceSchema,
  model: z.string(),
  modelSource: SettingSourceSchema,
  /** The key itself never leaves main; the screen only learns whether one is set and from where. */
  hasApiKey: z.boolean(),
  apiKeySource: SettingSourceSchema,
  /** `safe_storage`: encrypted with the OS keychain (desktop app). `environment`: the browser host reads OPENAI_API_KEY. */
  keyStorage: z.enum(['safe_storage', 'environment', 'memory']),
  /** Whether the user can save a key here (false in the browser host, where it comes from the environment). */
  canStoreKey: z.boolean(),
  /** One sentence on where the key lives, for the settings screen. */
  keyStorageNote: z.string(),
  timeoutSeconds: z.number(),
  configured: z.boolean(),
  /** Why the model is not usable yet, in words that say what to fill in; null when configured. */
  notConfiguredReason: z.string().nullable(),
});
export type ModelSettingsView = z.infer<typeof ModelSettingsViewSchema>;

const BaseUrlInput = z
  .string()
  .trim()
  .max(500, 'The base URL can be at most 500 characters')
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v),
    'The base URL must start with http:// or https://, e.g. http://localhost:11434/v1',
  );
const ModelInput = z
  .string()
  .trim()
  .max(200, 'The model name can be at most 200 characters')
  .refine((v) => !/\s/.test(v), 'A model name has no spaces, e.g. gpt-4o-mini or llama3.1:8b');

export const modelChannels = {
  'model:get-settings': channel(z.object({}).strict(), ModelSettingsViewSchema),
  /** Empty strings clear a saved value; `apiKey: null` removes the stored key, omitted keeps it. */
  'model:save-settings': channel(
    z
      .object({
        baseUrl: BaseUrlInput.optional(),
        model: ModelInput.optional(),
        apiKey: z.string().trim().max(400, 'That API key is too long; paste only the key').nullable().optional(),
        timeoutSeconds: z
          .number()
          .int('Use whole seconds for the timeout')
          .min(5, 'The timeout must be at least 5 seconds')
          .max(600, 'The timeout can be at most 600 seconds')
          .optional(),
      })
      .strict(),
    ModelSettingsViewSchema,
  ),
  /** Asks the endpoint for its model list (free: no tokens are spent) and says whether the chosen model is there. */
  'model:test-connection': channel(
    z.object({}).strict(),
    z.object({
      ok: z.boolean(),
      message: z.string(),
      latencyMs: z.number().nullable(),
      modelListed: z.boolean().nullable(),
    }),
  ),
};
