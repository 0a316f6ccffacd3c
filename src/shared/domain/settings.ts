import { z } from 'zod';

/** Settings views shown on the settings screen (language model, code runner). */
/** Where each effective setting came from: the environment wins over what the user saved. */
export const SettingSourceSchema = z.enum(['environment', 'settings', 'default', 'none']);

export const ModelSettingsViewSchema = z.object({
  base_url: z.string(),
  base_url_source: SettingSourceSchema,
  model: z.string(),
  model_source: SettingSourceSchema,
  /** The key itself never leaves main; the screen only learns whether one is set and from where. */
  has_api_key: z.boolean(),
  api_key_source: SettingSourceSchema,
  /** `safe_storage`: encrypted with the OS keychain (desktop app). `environment`: the browser host reads OPENAI_API_KEY. */
  key_storage: z.enum(['safe_storage', 'environment', 'memory']),
  /** Whether the user can save a key here (false in the browser host, where it comes from the environment). */
  can_store_key: z.boolean(),
  /** One sentence on where the key lives, for the settings screen. */
  key_storage_note: z.string(),
  timeout_seconds: z.number(),
  configured: z.boolean(),
  /** Why the model is not usable yet, in words that say what to fill in; null when configured. */
  not_configured_reason: z.string().nullable(),
});

export type ModelSettingsView = z.infer<typeof ModelSettingsViewSchema>;

/** Bounds of the run budget the settings screen accepts (the runner itself clamps to the same ceiling). */
export const RUN_TIMEOUT_SECONDS = { min: 1, max: 120, default: 8 } as const;

export const RunnerSettingsViewSchema = z.object({
  /** The effective interpreter and compiler commands, and where each came from (environment wins). */
  python_path: z.string(),
  python_source: SettingSourceSchema,
  rustc_path: z.string(),
  rustc_source: SettingSourceSchema,
  timeout_seconds: z.number().int(),
  timeout_source: SettingSourceSchema,
  /** What an empty field falls back to on this machine, for placeholders. */
  defaults: z.object({ python_path: z.string(), rustc_path: z.string(), timeout_seconds: z.number().int() }),
});

export type RunnerSettingsView = z.infer<typeof RunnerSettingsViewSchema>;

export const ToolchainStatusSchema = z.object({
  ok: z.boolean(),
  /** The command or path that was tried. */
  configured: z.string(),
  /** The real binary behind it (past pyenv or rustup shims); null when not found. */
  executable: z.string().nullable(),
  /** e.g. "Python 3.11.2" or "rustc 1.85.0 (...)"; null when not found. */
  version: z.string().nullable(),
  /** Why it cannot be used and how to fix it; null when it works. */
  message: z.string().nullable(),
});

export type ToolchainStatus = z.infer<typeof ToolchainStatusSchema>;

export const RunnerCheckSchema = z.object({
  isolation: z.enum(['bubblewrap', 'process']),
  /** One sentence on what the isolation in use does and does not hold. */
  isolation_note: z.string(),
  python: ToolchainStatusSchema,
  rustc: ToolchainStatusSchema,
});

export type RunnerCheck = z.infer<typeof RunnerCheckSchema>;
