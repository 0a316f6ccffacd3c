import fs from 'node:fs';
import path from 'node:path';
import { folderDiskCheck, sandboxDiskCheck, DISK_WATCH_INTERVAL_MS } from './disk-watch';
import { scrubbedEnv } from './env';
import { bwrapArgs, SANDBOX_DIR, type Isolation } from './isolation';
import { EXTRA_PROCESSES, userProcessCount, withLimits, type Limits } from './limits';
import { spawnCapped, type SpawnOutcome } from './spawn-capped';

export type SandboxContext = { isolation: Isolation; bwrap: string | null };

export type SandboxedCommand = {
  /** The command line, given the run folder's path as the code sees it (SANDBOX_DIR inside bubblewrap). */
  argv: (workPath: string) => string[];
  /** The host run folder: fresh, private (0700), outside the app's data folder. */
  runDir: string;
  /** `tmpfs` for code under test (bounded, watched); `bind` for the compiler, whose output must come back. */
  folder: 'tmpfs' | 'bind';
  /** Files the command needs in its folder, read-only inside bubblewrap; copied in without it. */
  files: Array<{ host: string; name: string }>;
  /** Toolchain folders outside the system ones, read-only inside bubblewrap. */
  readOnly: string[];
  limits: Limits;
  timeoutMs: number;
  /** Written to stdin (the Python harness's nonce). */
  input?: string;
  /** fd 3 for results (the Python harness), kept up to capBytes. */
  resultPipe?: { capBytes: number };
  /** More environment (cargo's CARGO_HOME, RUSTC): added to the allowlisted one, never the app's own. */
  env?: Record<string, string>;
};

/** The user's process count moves slowly; counting walks /proc, so it is refreshed at most this often. */
const PROCESS_COUNT_TTL_MS = 30_000;
let processCount: { at: number; value: Promise<number | null> } | null = null;
function cachedProcessCount(): Promise<number | null> {
  const now = Date.now();
  if (!processCount || now - processCount.at > PROCESS_COUNT_TTL_MS) processCount = { at: now, value: userProcessCount() };
  return processCount.value;
}

/**
 * Runs one command the way all user-influenced work runs: an environment built from an allowlist (nothing of
 * the app's own), resource limits (address space, file size, CPU, processes), its own session and process group
 * with a budget, capped output, a disk limit, and inside bubblewrap when that is the isolation in force.
 */
export async function runSandboxed(ctx: SandboxContext, cmd: SandboxedCommand): Promise<SpawnOutcome> {
  const inBwrap = ctx.isolation === 'bubblewrap' && ctx.bwrap !== null;
  const users = await cachedProcessCount();
  const limits: Limits = {
    ...cmd.limits,
    // A backstop under the wall clock: the budget plus a little, rounded up.
    cpuSeconds: Math.ceil(cmd.timeoutMs / 1000) + 2,
    ...(users !== null ? { maxProcesses: users + EXTRA_PROCESSES } : {}),
  };
  const watched = cmd.folder === 'tmpfs';
  const common = {
    timeoutMs: cmd.timeoutMs,
    ...(cmd.input !== undefined ? { input: cmd.input } : {}),
    ...(cmd.resultPipe ? { resultPipe: cmd.resultPipe } : {}),
  };
  if (inBwrap && ctx.bwrap) {
    const argv = withLimits(limits, cmd.argv(SANDBOX_DIR));
    const spec = { runDir: cmd.runDir, folder: cmd.folder, files: cmd.files, readOnly: cmd.readOnly, infoFd: 4 };
    return spawnCapped({
      command: ctx.bwrap,
      args: [...bwrapArgs(spec), ...argv],
      cwd: cmd.runDir,
      env: scrubbedEnv(SANDBOX_DIR, { TMPDIR: '/tmp', ...cmd.env }),
      infoPipe: true,
      ...(watched ? { watch: { intervalMs: DISK_WATCH_INTERVAL_MS, check: sandboxDiskCheck() } } : {}),
      ...common,
    });
  }
  for (const f of cmd.files) {
    const target = path.join(cmd.runDir, f.name);
    if (path.resolve(f.host) !== path.resolve(target)) await fs.promises.copyFile(f.host, target);
  }
  const [command, ...args] = withLimits(limits, cmd.argv(cmd.runDir));
  return spawnCapped({
    command: command!,
    args,
    cwd: cmd.runDir,
    env: scrubbedEnv(cmd.runDir, cmd.env),
    ...(watched ? { watch: { intervalMs: DISK_WATCH_INTERVAL_MS, check: folderDiskCheck(cmd.runDir) } } : {}),
    ...common,
  });
}

/** A plain sentence for a process that ended without reporting results. */
export function describeExit(o: SpawnOutcome): string {
  if (o.kind === 'stopped' && o.stopReason) return o.stopReason;
  // Rust's allocator prints this and aborts when the address-space limit refuses memory.
  if (/memory allocation of \d+ bytes failed/.test(o.stderr)) {
    return 'the code asked for more memory than the 1 GB limit allows and was stopped';
  }
  if (o.signal === 'SIGXFSZ') return 'the code wrote a file larger than the 64 MB file-size limit and was stopped';
  if (o.signal === 'SIGXCPU') return 'the code used more CPU time than its budget and was stopped';
  if (o.signal === 'SIGKILL') return 'the process was killed (out of memory or a resource limit)';
  if (o.signal) return `the process was stopped by signal ${o.signal}`;
  // Inside bubblewrap the sandbox's init reports a signal death as 128 + the signal number.
  if (o.code !== null && o.code > 128) return `the process was stopped by signal ${o.code - 128}`;
  return `the process exited with code ${o.code ?? 'unknown'} before reporting results`;
}
