import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Problem } from '@shared/domain/problem';
import type { RunResult } from '@shared/domain/run-result';
import { conflict } from '@shared/errors';
import { pythonHarnessPath } from './harness-path';
import { findBwrap, probeBwrap, type Isolation } from './isolation';
import { runPython } from './python';
import { withRunDir } from './run-dir';
import { runRust } from './rust';
import type { SandboxContext } from './sandbox';
import { layoutProblem, type RunLayout } from './layout';
import { layoutFromProblemDir } from './problem-layout';
import { isProblem, resolvePython, resolveRustc, type Toolchain, type ToolchainProblem } from './toolchain';

export { isProblem, type RunLayout, type Toolchain, type ToolchainProblem };
export { RUST_EDITIONS } from './layout';
export { parseDoctestName } from './rust-doctests';
export { CRATE_MISSING_PREFIX, type CrateSpec } from './rust-crates';

/**
 * The code runner (docs/runner.md): runs a learner's solution against a problem's tests in a child
 * process, never in main. This file is the contract the problem page codes against.
 */
export type RunnerOptions = {
  /** Scratch root: per-run temp folders and the Rust binary cache live under it. */
  workDir: string;
  pythonPath?: string;
  rustcPath?: string;
  /** Run budget per submission; 8000 when omitted. */
  defaultTimeoutMs?: number;
  /** Rust compile budget, separate from the run budget; 30000 when omitted. */
  compileTimeoutMs?: number;
  isolation?: 'auto' | 'bubblewrap' | 'process';
};

/** Per-call toolchain choice (the user's settings); the runner's own options fill what is left out. */
export type ToolchainPaths = { pythonPath?: string; rustcPath?: string };

export type RunRequest = {
  problem: Pick<Problem, 'slug' | 'language' | 'tests' | 'dir'>;
  code: string;
  timeoutMs?: number;
  toolchain?: ToolchainPaths;
  /**
   * `false`: the acting profile has not yet agreed to run code without a sandbox, so a run that would be
   * unsandboxed is refused with a `conflict` (the app passes it; the CLI, tests and bench leave it out).
   */
  allowUnsandboxed?: boolean;
  /** Exercism's shape (module name, Rust edition, helper files); our corpus leaves it out. */
  layout?: RunLayout;
};

/** What the problem page shows when a run is refused until the profile agrees to unsandboxed runs. */
export const UNSANDBOXED_NOT_ACKNOWLEDGED =
  'Code runs unsandboxed on this machine (bubblewrap is not available): it can read and change your files and ' +
  'use the network. Confirm once for this profile on the problem page or under Settings → Code runner, then run again.';

export type Runner = {
  /**
   * Never rejects, but for one case: a `conflict` when the run would be unsandboxed and the request says the
   * profile has not agreed to that. Every other failure, including a missing toolchain, is a result with status
   * `error`.
   */
  run(req: RunRequest): Promise<RunResult>;
  /** The isolation that applies on this machine (probes bubblewrap once, then cached; no toolchain is run). */
  isolation(): Promise<'bubblewrap' | 'process'>;
  /** The isolation that applies and what each toolchain resolves to (spawns each tool once, then cached). */
  describe(toolchain?: ToolchainPaths): Promise<{
    isolation: 'bubblewrap' | 'process';
    python: Toolchain | ToolchainProblem;
    rustc: Toolchain | ToolchainProblem;
  }>;
};

/**
 * WORKBENCH_RUNNER_ISOLATION: `process` forces the unsandboxed fallback (to try what users without bubblewrap
 * see), `bubblewrap` makes the sandbox mandatory; anything else is `auto`.
 */
export function runnerIsolationFromEnv(value: string | undefined): NonNullable<RunnerOptions['isolation']> {
  return value === 'process' || value === 'bubblewrap' ? value : 'auto';
}

export const DEFAULT_TIMEOUT_MS = 8000;
export const DEFAULT_COMPILE_TIMEOUT_MS = 30_000;
/** Above this a run budget is a mistake rather than a choice. */
const MAX_TIMEOUT_MS = 120_000;

export const defaultPythonCommand = (): string => (process.platform === 'win32' ? 'python' : 'python3');
export const DEFAULT_RUSTC_COMMAND = 'rustc';

/** `~/...` as a shell would read it: settings accept it because pyenv and rustup live under the home folder. */
const expandHome = (command: string): string =>
  command.startsWith('~/') ? path.join(os.homedir(), command.slice(2)) : command;

export function createRunner(options: RunnerOptions): Runner {
  // Created on first use, not here: an unwritable data folder must not stop the app from starting, only
  // make runs report it.
  let resolvedWorkDir: string | null = null;
  const getWorkDir = (): string => {
    if (resolvedWorkDir) return resolvedWorkDir;
    fs.mkdirSync(options.workDir, { recursive: true });
    // bubblewrap binds need a real absolute path (macOS /tmp and friends are symlinks).
    resolvedWorkDir = fs.realpathSync(path.resolve(options.workDir));
    return resolvedWorkDir;
  };
  const pythonFor = (t?: ToolchainPaths) =>
    expandHome(t?.pythonPath?.trim() || options.pythonPath?.trim() || defaultPythonCommand());
  const rustcFor = (t?: ToolchainPaths) =>
    expandHome(t?.rustcPath?.trim() || options.rustcPath?.trim() || DEFAULT_RUSTC_COMMAND);
  const wanted = options.isolation ?? 'auto';

  // Detected once per runner: probing spawns processes, and the answer does not change while the app runs.
  let sandbox: Promise<SandboxContext | { unavailable: string }> | null = null;
  // Resolved toolchains by configured command, so switching paths in settings never re-probes a known one.
  const pythons = new Map<string, Promise<Toolchain | ToolchainProblem>>();
  const rustcs = new Map<string, Promise<Toolchain | ToolchainProblem>>();

  const getSandbox = () =>
    (sandbox ??= (async () => {
      if (wanted === 'process') return { isolation: 'process' as Isolation, bwrap: null };
      const bwrap = findBwrap();
      // The probe binds the OS temp folder: it must not depend on the work folder existing yet.
      const works = bwrap !== null && (await probeBwrap(bwrap, fs.realpathSync(os.tmpdir())));
      if (works) return { isolation: 'bubblewrap' as Isolation, bwrap };
      if (wanted === 'bubblewrap') {
        return {
          unavailable:
            'bubblewrap isolation was requested but bwrap is not installed or cannot create namespaces on this machine',
        };
      }
      return { isolation: 'process' as Isolation, bwrap: null };
    })());
  // A found toolchain is kept; a missing one is looked for again next time, so installing Python or Rust
  // while the app runs is picked up without a restart.
  const resolveCached = async (
    cache: Map<string, Promise<Toolchain | ToolchainProblem>>,
    configured: string,
    resolve: (configured: string) => Promise<Toolchain | ToolchainProblem>,
  ) => {
    let pending = cache.get(configured);
    if (!pending) cache.set(configured, (pending = resolve(configured)));
    const found = await pending;
    if (isProblem(found)) cache.delete(configured);
    return found;
  };
  const getPython = (t?: ToolchainPaths) => resolveCached(pythons, pythonFor(t), resolvePython);
  const getRustc = (t?: ToolchainPaths) => resolveCached(rustcs, rustcFor(t), resolveRustc);

  /** The refusal is the only error run() throws, so it happens before anything else (see Runner.run). */
  async function assertAllowed(req: RunRequest): Promise<void> {
    if (req.allowUnsandboxed !== false) return;
    const ctx = await getSandbox();
    // A mandatory sandbox that is missing is not "unsandboxed": that run ends as an error result instead.
    if (!('unavailable' in ctx) && ctx.isolation === 'process') throw conflict(UNSANDBOXED_NOT_ACKNOWLEDGED);
  }

  async function run(req: RunRequest): Promise<RunResult> {
    const started = process.hrtime.bigint();
    const fail = (isolation: Isolation, errorMessage: string): RunResult => ({
      status: 'error',
      tests: [],
      duration_ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
      isolation,
      stdout: '',
      stderr: '',
      truncated: false,
      error_message: errorMessage,
    });
    let workDir: string;
    try {
      workDir = getWorkDir();
    } catch (err) {
      return fail(
        'process',
        `the runner's work folder ${options.workDir} cannot be created: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const ctx = await getSandbox();
    if ('unavailable' in ctx) return fail('process', ctx.unavailable);
    const { problem, code } = req;
    let layout = req.layout;
    if (!layout) {
      // An imported Exercism problem keeps its layout beside its files; our corpus has none.
      try {
        layout = layoutFromProblemDir(problem.dir);
      } catch (err) {
        return fail(ctx.isolation, `this problem's files are broken (${err instanceof Error ? err.message : String(err)}); import it again`);
      }
    }
    const badLayout = layoutProblem(layout, problem.language);
    if (badLayout) return fail(ctx.isolation, badLayout);
    // An imported exercise gets its own budget (Exercism's 20 s) when it is longer than the one asked for;
    // our corpus has no layout and keeps the profile's budget.
    const asked = req.timeoutMs ?? options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeoutMs = clampTimeout(Math.max(asked, layout?.time_budget_ms ?? 0));
    if (problem.language === 'python') {
      const py = await getPython(req.toolchain);
      if (isProblem(py)) return fail(ctx.isolation, py.missing);
      return withRunDir((dir) =>
        runPython(ctx, py, dir, {
          code,
          tests: problem.tests,
          timeoutMs,
          harness: pythonHarnessPath(),
          module: layout?.module,
          supportFiles: layout?.support_files,
          testFiles: layout?.test_files,
        }),
      );
    }
    const rc = await getRustc(req.toolchain);
    if (isProblem(rc)) return fail(ctx.isolation, rc.missing);
    const compileTimeoutMs = clampTimeout(options.compileTimeoutMs ?? DEFAULT_COMPILE_TIMEOUT_MS);
    return runRust(ctx, rc, {
      code,
      tests: problem.tests,
      timeoutMs,
      compileTimeoutMs,
      cacheDir: path.join(workDir, 'rust-cache'),
      crate: layout?.module,
      edition: layout?.edition,
      supportFiles: layout?.support_files,
      features: layout?.features,
      release: layout?.release,
      crates: layout?.crates,
    });
  }

  return {
    run: async (req) => {
      await assertAllowed(req);
      try {
        return await run(req);
      } catch (err) {
        // The runner never throws at its caller: a broken run is a result the learner can read.
        const message = err instanceof Error ? err.message : String(err);
        return {
          status: 'error',
          tests: [],
          duration_ms: 0,
          isolation: 'process',
          stdout: '',
          stderr: '',
          truncated: false,
          error_message: `the runner failed: ${message}`,
        };
      }
    },
    isolation: async () => {
      const ctx = await getSandbox();
      return 'unavailable' in ctx ? 'process' : ctx.isolation;
    },
    describe: async (toolchain) => {
      const ctx = await getSandbox();
      const [python, rustc] = await Promise.all([getPython(toolchain), getRustc(toolchain)]);
      return { isolation: 'unavailable' in ctx ? 'process' : ctx.isolation, python, rustc };
    },
  };
}

function clampTimeout(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return DEFAULT_TIMEOUT_MS;
  return Math.min(Math.round(ms), MAX_TIMEOUT_MS);
}
