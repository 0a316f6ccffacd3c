import fs from 'node:fs';

/** Resource limits for one child. Address space stands in for memory (RLIMIT_RSS is not enforced by Linux). */
export type Limits = {
  addressSpaceBytes?: number;
  fileSizeBytes: number;
  /** Only applied inside bubblewrap: outside a user namespace RLIMIT_NPROC counts every process of the user. */
  maxProcesses?: number;
};

export const RUN_LIMITS: Limits = { addressSpaceBytes: 1024 * 1024 * 1024, fileSizeBytes: 64 * 1024 * 1024 };
/** rustc reserves large address ranges, so the compile step only gets a file-size limit. */
export const COMPILE_LIMITS: Limits = { fileSizeBytes: 512 * 1024 * 1024 };

const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => fs.existsSync(p)) ?? null;

/**
 * Prefixes a command with the limits. Linux: util-linux `prlimit`. Other POSIX systems: a tiny `sh` that sets
 * `ulimit` then execs (macOS ignores -v, so there only the file-size limit holds). Windows: no limits.
 */
export function withLimits(limits: Limits, argv: string[], opts: { nproc: boolean }): string[] {
  if (process.platform === 'win32') return argv;
  if (PRLIMIT) {
    const flags = [`--fsize=${limits.fileSizeBytes}`, '--core=0'];
    if (limits.addressSpaceBytes) flags.push(`--as=${limits.addressSpaceBytes}`);
    if (opts.nproc && limits.maxProcesses) flags.push(`--nproc=${limits.maxProcesses}`);
    return [PRLIMIT, ...flags, '--', ...argv];
  }
  const blocks = Math.floor(limits.fileSizeBytes / 512);
  const kb = limits.addressSpaceBytes ? Math.floor(limits.addressSpaceBytes / 1024) : 0;
  const script = `ulimit -f ${blocks}; ulimit -c 0; ${kb ? `ulimit -v ${kb} 2>/dev/null;` : ''} exec "$@"`;
  return ['/bin/sh', '-c', script, 'workbench-limits', ...argv];
}
