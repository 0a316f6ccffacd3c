import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { DISK_CAP_BYTES } from './limits';

export type Isolation = 'bubblewrap' | 'process';

const BWRAP_CANDIDATES = ['/usr/bin/bwrap', '/usr/local/bin/bwrap', '/bin/bwrap'];

/** Where the run folder appears inside the sandbox: a neutral path, so nothing of the host's layout shows. */
export const SANDBOX_DIR = '/sandbox';

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
  /** The host run folder. */
  runDir: string;
  /**
   * `tmpfs`: the code sees SANDBOX_DIR as a fresh tmpfs of DISK_CAP_BYTES holding `files` read-only (test runs).
   * `bind`: SANDBOX_DIR is the host run folder, writable (the compiler, whose output must come back).
   */
  folder: 'tmpfs' | 'bind';
  /** Host files placed read-only in SANDBOX_DIR, by the name they get there. */
  files?: Array<{ host: string; name: string }>;
  /** Toolchain folders outside /usr (pyenv, rustup) to expose read-only. */
  readOnly: string[];
  /** bubblewrap writes the sandbox's process id as JSON to this descriptor (for the disk watch). */
  infoFd?: number;
};

/**
 * bubblewrap arguments: every namespace unshared (so no network but a private loopback, own PID namespace),
 * new session, dies with the app, read-only system, a bounded private /tmp, and the run folder: a bounded
 * tmpfs for test runs. The sandbox's root is remounted read-only last, so nothing can be written outside the
 * two bounded places.
 */
export function bwrapArgs(spec: SandboxSpec): string[] {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL', ...systemBinds()];
  args.push('--proc', '/proc', '--dev', '/dev', '--size', String(DISK_CAP_BYTES), '--tmpfs', '/tmp');
  // After the private /tmp: mounts apply in order, so a toolchain installed under /tmp bound before it was hidden.
  for (const dir of spec.readOnly) if (!dir.startsWith('/usr/')) args.push('--ro-bind', dir, dir);
  if (spec.folder === 'tmpfs') {
    args.push('--size', String(DISK_CAP_BYTES), '--tmpfs', SANDBOX_DIR);
    for (const f of spec.files ?? []) args.push('--ro-bind', f.host, `${SANDBOX_DIR}/${f.name}`);
  } else {
    args.push('--bind', spec.runDir, SANDBOX_DIR);
  }
  args.push('--remount-ro', '/', '--chdir', SANDBOX_DIR);
  if (spec.infoFd !== undefined) args.push('--info-fd', String(spec.infoFd));
  return args;
}

/**
 * Where bubblewrap is. WORKBENCH_BWRAP names another binary (a path that does not exist makes bubblewrap
 * unusable: how the hostile tests are shown to skip locally and fail under CI without it).
 */
export function findBwrap(): string | null {
  if (process.platform !== 'linux') return null;
  const override = process.env.WORKBENCH_BWRAP;
  if (override !== undefined) return fs.existsSync(override) ? override : null;
  return BWRAP_CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

/** bubblewrap can be installed yet unusable (user namespaces disabled, or too old for --size); a real probe tells. */
export function probeBwrap(bwrap: string, runDir: string): Promise<boolean> {
  const args = [...bwrapArgs({ runDir, folder: 'tmpfs', readOnly: [] }), 'true'];
  return new Promise((resolve) => {
    execFile(bwrap, args, { timeout: 10_000, env: { PATH: '/usr/bin:/bin' } }, (error) => resolve(!error));
  });
}
