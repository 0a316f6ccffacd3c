import { z } from 'zod';
import { channel } from '../define';
import { RUN_TIMEOUT_SECONDS, RunnerCheckSchema, RunnerSettingsViewSchema } from '../../domain/settings';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export {
  RUN_TIMEOUT_SECONDS,
  type RunnerCheck,
  type RunnerSettingsView,
  type ToolchainStatus,
} from '../../domain/settings';

/** Sandbox status per profile (runner:sandbox-status, runner:acknowledge-unsandboxed). */
export const RunnerSandboxStatusSchema = z.object({
  isolation: z.enum(['bubblewrap', 'process']),
  /** True when runs are plain processes that can read and change the user's files. */
  unsandboxed: z.boolean(),
  /** Whether this profile agreed to that; always true when runs are sandboxed. */
  acknowledged: z.boolean(),
  acknowledged_at: z.string().nullable(),
  /** One plain paragraph on what the isolation in use does and does not hold. */
  notice: z.string(),
});
export type RunnerSandboxStatus = z.infer<typeof RunnerSandboxStatusSchema>;

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
  'runner:get-settings': channel(
    () => z.object({}).strict(),
    () => RunnerSettingsViewSchema,
  ),
  /** Empty strings clear a saved path (back to the default); omitted fields are kept. */
  'runner:save-settings': channel(
    () =>
      z
        .object({
          python_path: CommandInput('Python interpreter', 'python3').optional(),
          rustc_path: CommandInput('Rust compiler', 'rustc').optional(),
          timeout_seconds: z
            .number()
            .int('Use whole seconds for the run timeout')
            .min(RUN_TIMEOUT_SECONDS.min, `The run timeout must be at least ${RUN_TIMEOUT_SECONDS.min} second`)
            .max(RUN_TIMEOUT_SECONDS.max, `The run timeout can be at most ${RUN_TIMEOUT_SECONDS.max} seconds`)
            .optional(),
        })
        .strict(),
    () => RunnerSettingsViewSchema,
  ),
  /** Runs the configured interpreter and compiler once to report their versions, and the isolation in use. */
  'runner:check': channel(
    () => z.object({}).strict(),
    () => RunnerCheckSchema,
  ),
  /** Whether runs are sandboxed here and, if not, whether the acting profile has agreed to unsandboxed runs. */
  'runner:sandbox-status': channel(
    () => z.object({}).strict(),
    () => RunnerSandboxStatusSchema,
  ),
  /** The acting profile agrees, once, to run code unsandboxed (problems:run-tests and submit refuse until then). */
  'runner:acknowledge-unsandboxed': channel(
    () => z.object({}).strict(),
    () => RunnerSandboxStatusSchema,
  ),
};
