import { z } from 'zod';
import { channel } from '../define';
import { SettingSourceSchema } from './model';

/** Bounds of the run budget the settings screen accepts (the runner itself clamps to the same ceiling). */
export const RUN_TIMEOUT_SECONDS = { min: 1, max: 120, default: 8 } as const;

export const RunnerSettingsViewSchema = z.object({
  /** The effective interpreter and compiler commands, and where each came from (environment wins). */
  pythonPath: z.string(),
  pythonSource: SettingSourceSchema,
  rustcPath: z.string(),
  rustcSource: SettingSourceSchema,
  timeoutSeconds: z.number().int(),
  timeoutSource: SettingSourceSchema,
  /** What an empty field falls back to on this machine, for placeholders. */
  defaults: z.object({ pythonPath: z.string(), rustcPath: z.string(), timeoutSeconds: z.number().int() }),
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
  isolationNote: z.string(),
  python: ToolchainStatusSchema,
  rustc: ToolchainStatusSchema,
});
export type RunnerCheck = z.infer<typeof RunnerCheckSchema>;

/**
 * A command name found on PATH (`python3`) or an absolute path (`/usr/bin/python3`, `C:\Python312\python.exe`,
 * `~/.pyenv/shims/python`). A relative path would depend on where the app was started, so it is refused.
 */
const CommandInput = (what: string, example: string) =>
  z
    .string()
    .trim()
    .max(1024, `The ${what} path can be at most 1024 characters`)
    .refine((v) => !/[\0\r\n]/.test(v), `The ${what} path must be on one line`)
    .refine(
      (v) => v === '' || !/[\\/]/.test(v) || /^(\/|~\/|[A-Za-z]:[\\/]|\\\\)/.test(v),
      `Give the ${what} as a command name (${example}) or an absolute path, not a relative one`,
    );

export const runnerChannels = {
  'runner:get-settings': channel(z.object({}).strict(), RunnerSettingsViewSchema),
  /** Empty strings clear a saved path (back to the default); omitted fields are kept. */
  'runner:save-settings': channel(
    z
      .object({
        pythonPath: CommandInput('Python interpreter', 'python3').optional(),
        rustcPath: CommandInput('Rust compiler', 'rustc').optional(),
        timeoutSeconds: z
          .number()
          .int('Use whole seconds for the run timeout')
          .min(RUN_TIMEOUT_SECONDS.min, `The run timeout must be at least ${RUN_TIMEOUT_SECONDS.min} second`)
          .max(RUN_TIMEOUT_SECONDS.max, `The run timeout can be at most ${RUN_TIMEOUT_SECONDS.max} seconds`)
          .optional(),
      })
      .strict(),
    RunnerSettingsViewSchema,
  ),
  /** Runs the configured interpreter and compiler once to report their versions, and the isolation in use. */
  'runner:check': channel(z.object({}).strict(), RunnerCheckSchema),
};
