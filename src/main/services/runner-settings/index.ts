import { z } from 'zod';
import {
  RUN_TIMEOUT_SECONDS,
  type RunnerCheck,
  type RunnerSettingsView,
  type ToolchainStatus,
} from '@shared/domain/settings';
import type { UserSettingsRepository } from '../../db/repositories/user-settings';
import type { Clock } from '../clock';
import { DEFAULT_RUSTC_COMMAND, defaultPythonCommand, isProblem, type Runner, type RunRequest } from '../runner';
import type { Toolchain, ToolchainProblem } from '../runner';

const SETTINGS_KEY = 'runner';
/** Per-profile preference: when this profile agreed to run code without a sandbox (`{ acknowledged_at }`). */
const UNSANDBOXED_ACK_KEY = 'runner_unsandboxed_ack';
const UnsandboxedAckSchema = z.object({ acknowledged_at: z.string() });

/** What the problem page and Settings → Code runner show about the sandbox, per profile. */
export type SandboxStatus = {
  isolation: 'bubblewrap' | 'process';
  /** True when runs are plain processes: the code can read and change the user's files. */
  unsandboxed: boolean;
  /** Whether this profile has agreed to that (always true when runs are sandboxed). */
  acknowledged: boolean;
  acknowledged_at: string | null;
  notice: string;
};

/** What the user saved (user preference `runner`). Unknown keys are kept so older builds lose nothing. */
const SavedRunnerSettingsSchema = z
  .object({
    pythonPath: z.string().optional(),
    rustcPath: z.string().optional(),
    timeoutSeconds: z.number().optional(),
  })
  .passthrough();
type SavedRunnerSettings = z.infer<typeof SavedRunnerSettingsSchema>;

type Source = RunnerSettingsView['python_source'];

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
    python_path: python.value,
    python_source: python.source,
    rustc_path: rustc.value,
    rustc_source: rustc.source,
    timeout_seconds: savedTimeout ? seconds : RUN_TIMEOUT_SECONDS.default,
    timeout_source: savedTimeout ? 'settings' : 'default',
    defaults: {
      python_path: defaultPythonCommand(),
      rustc_path: DEFAULT_RUSTC_COMMAND,
      timeout_seconds: RUN_TIMEOUT_SECONDS.default,
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
    'Code runs unsandboxed: bubblewrap is not available, so runs are plain child processes with time, memory, ' +
    'disk and output limits and an empty environment, but they can read and change your files (this app\'s ' +
    'database included) and use the network, as any program you run can. Each profile is asked once before its ' +
    'first run. On Linux, install bubblewrap for a real sandbox.',
};

export type RunnerSettingsService = ReturnType<typeof createRunnerSettingsService>;

/** Settings → Code runner: the interpreter and compiler each user runs with, and the run budget. */
export function createRunnerSettingsService(deps: {
  env: Readonly<Record<string, string | undefined>>;
  settings: UserSettingsRepository;
  clock: Clock;
  /** Looked up per call, so construction order in the composition root is free. */
  runner: Pick<Runner, 'describe' | 'isolation'>;
}) {
  const { env, settings, clock } = deps;

  function saved(userId: string): SavedRunnerSettings | undefined {
    const parsed = SavedRunnerSettingsSchema.safeParse(settings.getPreference(userId, SETTINGS_KEY));
    return parsed.success ? parsed.data : undefined;
  }

  const view = (userId: string): RunnerSettingsView => resolveRunnerSettings({ env, saved: saved(userId) });

  function acknowledgedAt(userId: string): string | null {
    const parsed = UnsandboxedAckSchema.safeParse(settings.getPreference(userId, UNSANDBOXED_ACK_KEY));
    return parsed.success ? parsed.data.acknowledged_at : null;
  }

  async function sandboxStatus(userId: string): Promise<SandboxStatus> {
    const isolation = await deps.runner.isolation();
    const at = acknowledgedAt(userId);
    const unsandboxed = isolation === 'process';
    return { isolation, unsandboxed, acknowledged: !unsandboxed || at !== null, acknowledged_at: at, notice: ISOLATION_NOTES[isolation] };
  }

  /** The profile agrees, once, that its code runs without a sandbox; kept until the profile is removed. */
  async function acknowledgeUnsandboxed(userId: string): Promise<SandboxStatus> {
    if (acknowledgedAt(userId) === null) {
      settings.setPreference(userId, UNSANDBOXED_ACK_KEY, { acknowledged_at: clock.now().toISOString() }, clock.now());
    }
    return sandboxStatus(userId);
  }

  /**
   * What a run for this user is given: the effective paths, the run budget, and whether this profile agreed to
   * unsandboxed runs (the runner refuses such a run with a `conflict` until it has).
   */
  function runOptions(userId: string): Pick<RunRequest, 'toolchain' | 'timeoutMs' | 'allowUnsandboxed'> {
    const v = view(userId);
    return {
      allowUnsandboxed: acknowledgedAt(userId) !== null, toolchain: { pythonPath: v.python_path, rustcPath: v.rustc_path }, timeoutMs: v.timeout_seconds * 1000 };
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
    const found = await deps.runner.describe({ pythonPath: v.python_path, rustcPath: v.rustc_path });
    return {
      isolation: found.isolation,
      isolation_note: ISOLATION_NOTES[found.isolation],
      python: statusOf(v.python_path, found.python, (version) => `Python ${version}`),
      // `rustc -vV` starts with the one-line version; the rest (host, LLVM) is for the binary cache key.
      rustc: statusOf(v.rustc_path, found.rustc, (version) => version.split('\n')[0] ?? version),
    };
  }

  return { view, save, runOptions, check, sandboxStatus, acknowledgeUnsandboxed };
}
