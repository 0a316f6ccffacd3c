import { bwrapArgs, type Isolation } from './isolation';
import { scrubbedEnv } from './env';
import { withLimits, type Limits } from './limits';
import { spawnCapped, type SpawnOutcome } from './spawn-capped';

export type SandboxContext = { isolation: Isolation; bwrap: string | null };

export type SandboxedCommand = {
  argv: string[];
  runDir: string;
  /** Toolchain folders outside the system ones, read-only inside bubblewrap. */
  readOnly: string[];
  limits: Limits;
  timeoutMs: number;
  env?: Record<string, string>;
};

/**
 * Runs one command the way all user-influenced work runs: scrubbed environment, resource limits, its own
 * process group with a budget, capped output, and inside bubblewrap when that is the isolation in force.
 */
export function runSandboxed(ctx: SandboxContext, cmd: SandboxedCommand): Promise<SpawnOutcome> {
  const inBwrap = ctx.isolation === 'bubblewrap' && ctx.bwrap !== null;
  const limited = withLimits(cmd.limits, cmd.argv, { nproc: inBwrap });
  const env = scrubbedEnv(cmd.runDir, cmd.env);
  if (inBwrap && ctx.bwrap) {
    const args = [...bwrapArgs({ runDir: cmd.runDir, readOnly: cmd.readOnly }), ...limited];
    return spawnCapped({ command: ctx.bwrap, args, cwd: cmd.runDir, env, timeoutMs: cmd.timeoutMs });
  }
  const [command, ...args] = limited;
  return spawnCapped({ command: command!, args, cwd: cmd.runDir, env, timeoutMs: cmd.timeoutMs });
}

/** A plain sentence for a process that ended without reporting results. */
export function describeExit(o: SpawnOutcome): string {
  // Rust's allocator prints this and aborts when the address-space limit refuses memory.
  if (/memory allocation of \d+ bytes failed/.test(o.stderr)) {
    return 'the code asked for more memory than the 1 GB limit allows and was stopped';
  }
  if (o.signal === 'SIGXFSZ') return 'the code wrote a file larger than the 64 MB file-size limit and was stopped';
  if (o.signal === 'SIGKILL') return 'the process was killed (out of memory or a resource limit)';
  if (o.signal) return `the process was stopped by signal ${o.signal}`;
  // Inside bubblewrap the sandbox's init reports a signal death as 128 + the signal number.
  if (o.code !== null && o.code > 128) return `the process was stopped by signal ${o.code - 128}`;
  return `the process exited with code ${o.code ?? 'unknown'} before reporting results`;
}
