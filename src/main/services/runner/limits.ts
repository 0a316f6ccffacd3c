import fs from 'node:fs';

/** Resource limits for one child. Address space stands in for memory (RLIMIT_RSS is not enforced by Linux). */
export type Limits = {
  addressSpaceBytes?: number;
  fileSizeBytes: number;
  /** CPU seconds (RLIMIT_CPU): a backstop under the wall-clock budget, which is what normally ends a run. */
  cpuSeconds?: number;
  /** RLIMIT_NPROC counts every process of the user, so it is set relative to what the user already runs. */
  maxProcesses?: number;
};

const MiB = 1024 * 1024;

/**
 * What one run may write in total: the run folder and /tmp are each a tmpfs of this size inside bubblewrap;
 * without it, the run folder is watched and the run stopped past it.
 */
export const DISK_CAP_BYTES = 64 * MiB;
/** Files a run may create (a tmpfs's inodes cost memory however small the files are). */
export const FILES_CAP = 10_000;

/** One file may not hold more than the whole run may write; a bit above it, so the disk watch names the cause. */
export const RUN_LIMITS: Limits = { addressSpaceBytes: 1024 * MiB, fileSizeBytes: DISK_CAP_BYTES + MiB };
/**
 * rustc reserves large address ranges, so the compile step gets a generous address-space limit: enough for any
 * honest crate, but `include_bytes!("/dev/zero")` fails with "out of memory" instead of eating the machine.
 */
export const COMPILE_LIMITS: Limits = { addressSpaceBytes: 4096 * MiB, fileSizeBytes: 512 * MiB };
/** Processes a run may add to what the user already runs (fork bombs end at this). */
export const EXTRA_PROCESSES = 256;

const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => fs.existsSync(p)) ?? null;

/**
 * Prefixes a command with the limits. Linux: util-linux `prlimit`. Other POSIX systems: a tiny `sh` that sets
 * `ulimit` then execs (macOS ignores -v, so there only the file-size and CPU limits hold). Windows: no limits.
 */
export function withLimits(limits: Limits, argv: string[]): string[] {
  if (process.platform === 'win32') return argv;
  if (PRLIMIT) {
    const flags = [`--fsize=${limits.fileSizeBytes}`, '--core=0'];
    if (limits.addressSpaceBytes) flags.push(`--as=${limits.addressSpaceBytes}`);
    if (limits.cpuSeconds) flags.push(`--cpu=${limits.cpuSeconds}`);
    if (limits.maxProcesses) flags.push(`--nproc=${limits.maxProcesses}`);
    return [PRLIMIT, ...flags, '--', ...argv];
  }
  const blocks = Math.floor(limits.fileSizeBytes / 512);
  const kb = limits.addressSpaceBytes ? Math.floor(limits.addressSpaceBytes / 1024) : 0;
  const parts = [`ulimit -f ${blocks}`, 'ulimit -c 0'];
  if (kb) parts.push(`ulimit -v ${kb} 2>/dev/null`);
  if (limits.cpuSeconds) parts.push(`ulimit -t ${limits.cpuSeconds}`);
  if (limits.maxProcesses) parts.push(`ulimit -u ${limits.maxProcesses} 2>/dev/null`);
  return ['/bin/sh', '-c', `${parts.join('; ')}; exec "$@"`, 'workbench-limits', ...argv];
}

/**
 * How many processes the user runs now (Linux: /proc entries owned by our uid), read asynchronously. Null where
 * it cannot be known, and then no process limit is set.
 */
export async function userProcessCount(): Promise<number | null> {
  if (process.platform !== 'linux' || typeof process.getuid !== 'function') return null;
  const uid = process.getuid();
  try {
    const entries = (await fs.promises.readdir('/proc')).filter((e) => /^\d+$/.test(e)).slice(0, 100_000);
    let count = 0;
    for (const entry of entries) {
      try {
        if ((await fs.promises.stat(`/proc/${entry}`)).uid === uid) count++;
      } catch {
        // The process ended while we counted.
      }
    }
    return count;
  } catch {
    return null;
  }
}
