import { execFile } from 'node:child_process';
import fs from 'node:fs';

export type Isolation = 'bubblewrap' | 'process';

const BWRAP_CANDIDATES = ['/usr/bin/bwrap', '/usr/local/bin/bwrap', '/bin/bwrap'];

/** System folders the sandbox sees read-only. On merged-/usr systems /bin, /lib... are symlinks into /usr. */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64'];
/** The few /etc entries a compiler or interpreter needs; the rest of /etc stays invisible. */
const ETC_ENTRIES = ['/etc/alternatives', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d', '/etc/localtime'];

function systemBinds(): string[] {
  const args: string[] = [];
  for (const dir of SYSTEM_DIRS) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push('--symlink', fs.readlinkSync(dir), dir);
    else args.push('--ro-bind', dir, dir);
  }
  for (const entry of ETC_ENTRIES) if (fs.existsSync(entry)) args.push('--ro-bind', entry, entry);
  return args;
}

export type SandboxSpec = {
  /** The run folder: the only writable place, also the working directory. */
  runDir: string;
  /** Toolchain folders outside /usr (pyenv, rustup) to expose read-only. */
  readOnly: string[];
};

/**
 * bubblewrap arguments: every namespace unshared (so no network but a private loopback, own PID namespace),
 * new session, dies with the app, read-only system, private /tmp, only the run folder writable.
 */
export function bwrapArgs(spec: SandboxSpec): string[] {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL', ...systemBinds()];
  for (const dir of spec.readOnly) if (!dir.startsWith('/usr/')) args.push('--ro-bind', dir, dir);
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--bind', spec.runDir, spec.runDir, '--chdir', spec.runDir);
  return args;
}

export function findBwrap(): string | null {
  if (process.platform !== 'linux') return null;
  return BWRAP_CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

/** bubblewrap can be installed yet unusable (user namespaces disabled); a real probe tells. */
export function probeBwrap(bwrap: string, runDir: string): Promise<boolean> {
  const args = [...bwrapArgs({ runDir, readOnly: [] }), 'true'];
  return new Promise((resolve) => {
    execFile(bwrap, args, { timeout: 10_000, env: { PATH: '/usr/bin:/bin' } }, (error) => resolve(!error));
  });
}
