import { execFile } from 'node:child_process';
import path from 'node:path';

/** A resolved toolchain: the real binary (past pyenv/rustup shims) and the folders it needs to see. */
export type Toolchain = {
  /** What the user configured, for messages. */
  configured: string;
  executable: string;
  /** Folders outside the system ones that must be readable inside the sandbox. */
  roots: string[];
  /** Version text; part of the Rust cache key. */
  version: string;
};

export type ToolchainProblem = { missing: string };

/**
 * How long a probe (`python3 -I -c ...`, `rustc -vV`) may take. It answers in tens of milliseconds, but on a two-core
 * machine loaded by other work it took over 15 s once; a minute still ends a toolchain that hangs with its message.
 */
const PROBE_TIMEOUT_MS = 60_000;

function exec(file: string, args: string[]): Promise<{ ok: true; stdout: string } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: PROBE_TIMEOUT_MS, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/' } }, (error, stdout, stderr) => {
      if (error) resolve({ ok: false, reason: (stderr || error.message).trim().split('\n')[0] ?? error.message });
      else resolve({ ok: true, stdout });
    });
  });
}

/** How a missing tool is explained to the learner: where we looked and how to fix it. */
export function missingMessage(tool: 'python3' | 'rustc', configured: string, reason: string, envVar: string): string {
  return `${tool} was not found at ${configured} (${reason}); set its path in Settings → Code runner or ${envVar}.`;
}

const PY_PROBE = 'import sys; print(sys.executable); print(sys.base_prefix); print(sys.version.split()[0])';

/** Asks the interpreter itself where it lives, so shims (pyenv) are resolved once rather than on every run. */
export async function resolvePython(configured: string): Promise<Toolchain | ToolchainProblem> {
  const r = await exec(configured, ['-I', '-c', PY_PROBE]);
  if (!r.ok) return { missing: missingMessage('python3', configured, r.reason, 'WORKBENCH_PYTHON') };
  const [executable, prefix, version] = r.stdout.trim().split('\n');
  if (!executable || !prefix || !version) {
    return { missing: missingMessage('python3', configured, 'it did not report its location', 'WORKBENCH_PYTHON') };
  }
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major < 3) return { missing: missingMessage('python3', configured, `it is Python ${version}, not 3`, 'WORKBENCH_PYTHON') };
  // The harness needs audit hooks (3.8) and ast.unparse (3.9).
  if (major === 3 && minor < 9) {
    return { missing: missingMessage('python3', configured, `it is Python ${version}; the runner needs 3.9 or newer`, 'WORKBENCH_PYTHON') };
  }
  return { configured, executable, roots: [prefix, path.dirname(executable)], version };
}

/** Resolves rustup's proxy to the toolchain's own rustc; the sysroot holds the standard library. */
export async function resolveRustc(configured: string): Promise<Toolchain | ToolchainProblem> {
  const v = await exec(configured, ['-vV']);
  if (!v.ok) return { missing: missingMessage('rustc', configured, v.reason, 'WORKBENCH_RUSTC') };
  const s = await exec(configured, ['--print', 'sysroot']);
  if (!s.ok) return { missing: missingMessage('rustc', configured, s.reason, 'WORKBENCH_RUSTC') };
  const sysroot = s.stdout.trim();
  const own = path.join(sysroot, 'bin', process.platform === 'win32' ? 'rustc.exe' : 'rustc');
  const check = await exec(own, ['-V']);
  return { configured, executable: check.ok ? own : configured, roots: [sysroot, path.dirname(check.ok ? own : configured)], version: v.stdout.trim() };
}

export function isProblem(t: Toolchain | ToolchainProblem): t is ToolchainProblem {
  return 'missing' in t;
}
