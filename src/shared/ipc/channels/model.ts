import { z } from 'zod';
import { channel } from '../define';
import { ModelSettingsViewSchema } from '../../domain/settings';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export { SettingSourceSchema, ModelSettingsViewSchema, type ModelSettingsView } from '../../domain/settings';

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

const ModelSettingsInput = z
  .object({
    base_url: BaseUrlInput.optional(),
    model: ModelInput.optional(),
    api_key: z.string().trim().max(400, 'That API key is too long; paste only the key').nullable().optional(),
    timeout_seconds: z
      .number()
      .int('Use whole seconds for the timeout')
      .min(5, 'The timeout must be at least 5 seconds')
      .max(600, 'The timeout can be at most 600 seconds')
      .optional(),
  })
  .strict();

export const modelChannels = {
  'model:get-settings': channel(
    () => z.object({}).strict(),
    () => ModelSettingsViewSchema,
  ),
  /** Empty strings clear a saved value; `apiKey: null` removes the stored key, omitted keeps it. */
  'model:save-settings': channel(
    () => ModelSettingsInput,
    () => ModelSettingsViewSchema,
  ),
  /**
   * Asks the endpoint for its model list (free: no tokens are spent) and says whether the chosen model is there.
   * Tests what the form holds, saved or not: a given field replaces the saved value for this test only (an empty
   * string clears it, `api_key: null` tests without the stored key); the environment still wins, as it does for
   * every call. Nothing is stored.
   */
  'model:test-connection': channel(
    () => ModelSettingsInput,
    () =>
      z.object({
        ok: z.boolean(),
        message: z.string(),
        latency_ms: z.number().nullable(),
        model_listed: z.boolean().nullable(),
      }),
  ),
};
