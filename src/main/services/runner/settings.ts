import { z } from 'zod';
import {
  RUN_TIMEOUT_SECONDS,
  type RunnerCheck,
  type RunnerSettingsView,
  type ToolchainStatus,
} from '../../../shared/ipc/channels/runner';
import type { UserSettingsRepository } from '../../db/repositories/user-settings';
import type { Clock } from '../clock';
import { DEFAULT_RUSTC_COMMAND, defaultPythonCommand, isProblem, type Runner, type RunRequest } from './index';
import type { Toolchain, ToolchainProblem } from './toolchain';

const SETTINGS_KEY = 'runner';

/** What the user saved (user preference `runner`). Unknown keys are kept so older builds lose nothing. */
const SavedRunnerSettingsSchema = z
  .object({
    pythonPath: z.string().optional(),
    rustcPath: z.string().optional(),
    timeoutSeconds: z.number().optional(),
  })
  .passthrough();
type SavedRunnerSettings = z.infer<typeof SavedRunnerSettingsSchema>;

type Source = RunnerSettingsView['pythonSource'];

const clean = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * The effective runner configuration: WORKBENCH_PYTHON and WORKBENCH_RUSTC from the environment win over the
 * saved paths (as the model's environment overrides do), and those over the platform defaults.
 */
export function resolveRunnerSettings(input: {
  env: Readonly<Record<string, string | undefined>>;
  saved: SavedRunnerSettings | undefined;
}): RunnerSettingsView {
  const pick = (envValue: string | undefined, savedValue: string | undefined, fallback: string) => {
    const fromEnv = clean(envValue);
    const fromSaved = clean(savedValue);
    const source: Source = fromEnv ? 'environment' : fromSaved ? 'settings' : 'default';
    return { value: fromEnv ?? fromSaved ?? fallback, source };
  };
  const python = pick(input.env.WORKBENCH_PYTHON, input.saved?.pythonPath, defaultPythonCommand());
  const rustc = pick(input.env.WORKBENCH_RUSTC, input.saved?.rustcPath, DEFAULT_RUSTC_COMMAND);
  const seconds = input.saved?.timeoutSeconds;
  const savedTimeout =
    typeof seconds === 'number' &&
    Number.isInteger(seconds) &&
    seconds >= RUN_TIMEOUT_SECONDS.min &&
    seconds <= RUN_TIMEOUT_SECONDS.max;
  return {
    pythonPath: python.value,
    pythonSource: python.source,
    rustcPath: rustc.value,
    rustcSource: rustc.source,
    timeoutSeconds: savedTimeout ? seconds : RUN_TIMEOUT_SECONDS.default,
    timeoutSource: savedTimeout ? 'settings' : 'default',
    defaults: {
      pythonPath: defaultPythonCommand(),
      rustcPath: DEFAULT_RUSTC_COMMAND,
      timeoutSeconds: RUN_TIMEOUT_SECONDS.default,
    },
  };
}

function statusOf(
  configured: string,
  found: Toolchain | ToolchainProblem,
  label: (version: string) => string,
): ToolchainStatus {
  return isProblem(found)
    ? { ok: false, configured, executable: null, version: null, message: found.missing }
    : { ok: true, configured, executable: found.executable, version: label(found.version), message: null };
}

const ISOLATION_NOTES: Record<RunnerCheck['isolation'], string> = {
  bubblewrap:
    'Runs are isolated with bubblewrap: no network, a read-only system, a private /tmp and their own process ' +
    'namespace, on top of the time, memory and output limits.',
  process:
    'bubblewrap is not available, so runs are plain child processes with time, memory and output limits and a ' +
    'scrubbed environment; they can still reach the network and your files. On Linux, install bubblewrap for ' +
    'full isolation.',
};

export type RunnerSettingsService = ReturnType<typeof createRunnerSettingsService>;

/** Settings → Code runner: the interpreter and compiler each user runs with, and the run budget. */
export function createRunnerSettingsService(deps: {
  env: Readonly<Record<string, string | undefined>>;
  settings: UserSettingsRepository;
  clock: Clock;
  /** Looked up per call, so construction order in the composition root is free. */
  runner: () => Pick<Runner, 'describe'>;
}) {
  const { env, settings, clock } = deps;

  function saved(userId: string): SavedRunnerSettings | undefined {
    const parsed = SavedRunnerSettingsSchema.safeParse(settings.getPreference(userId, SETTINGS_KEY));
    return parsed.success ? parsed.data : undefined;
  }

  const view = (userId: string): RunnerSettingsView => resolveRunnerSettings({ env, saved: saved(userId) });

  /** What a run for this user is given: the effective paths and the run budget. */
  function runOptions(userId: string): Pick<RunRequest, 'toolchain' | 'timeoutMs'> {
    const v = view(userId);
    return { toolchain: { pythonPath: v.pythonPath, rustcPath: v.rustcPath }, timeoutMs: v.timeoutSeconds * 1000 };
  }

  /** Empty strings clear a saved value; omitted fields keep theirs. The channel schema has validated the input. */
  function save(userId: string, input: { pythonPath?: string; rustcPath?: string; timeoutSeconds?: number }) {
    const next: SavedRunnerSettings = { ...saved(userId) };
    for (const key of ['pythonPath', 'rustcPath'] as const) {
      const value = input[key]?.trim();
      if (value === undefined) continue;
      if (value === '') delete next[key];
      else next[key] = value;
    }
    if (input.timeoutSeconds !== undefined) next.timeoutSeconds = input.timeoutSeconds;
    settings.setPreference(userId, SETTINGS_KEY, next, clock.now());
    return view(userId);
  }

  /** Runs the effective interpreter and compiler once each (cached by the runner) and says what was found. */
  async function check(userId: string): Promise<RunnerCheck> {
    const v = view(userId);
    const found = await deps.runner().describe({ pythonPath: v.pythonPath, rustcPath: v.rustcPath });
    return {
      isolation: found.isolation,
      isolationNote: ISOLATION_NOTES[found.isolation],
      python: statusOf(v.pythonPath, found.python, (version) => `Python ${version}`),
      // `rustc -vV` starts with the one-line version; the rest (host, LLVM) is for the binary cache key.
      rustc: statusOf(v.rustcPath, found.rustc, (version) => version.split('\n')[0] ?? version),
    };
  }

  return { view, save, runOptions, check };
}
