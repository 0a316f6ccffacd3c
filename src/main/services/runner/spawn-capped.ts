import { spawn } from 'node:child_process';

/** Per-stream cap on what we keep of the child's stdout/stderr; the rest is read and dropped. */
export const OUTPUT_CAP_BYTES = 64 * 1024;

export type SpawnRequest = {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  capBytes?: number;
};

export type SpawnOutcome = {
  /** `spawn-failed`: the program could not be started at all (e.g. ENOENT). */
  kind: 'exited' | 'timeout' | 'spawn-failed';
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  truncated: boolean;
  durationMs: number;
  spawnError?: NodeJS.ErrnoException;
};

/**
 * Keeps the first `cap` bytes of a stream and counts the rest without storing it, so a child printing
 * hundreds of megabytes costs the app no memory beyond the cap.
 */
class CappedSink {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  truncated = false;
  constructor(private readonly cap: number) {}
  push(chunk: Buffer): void {
    const room = this.cap - this.kept;
    if (room <= 0) {
      this.truncated = true;
      return;
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (part.length < chunk.length) this.truncated = true;
    // Copy so the pipe's large read buffer is not retained by a small slice.
    this.chunks.push(Buffer.from(part));
    this.kept += part.length;
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** SIGKILL to the whole process group; the group may already be gone, which is fine. */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
  } catch {
    // ESRCH: nothing left in the group.
  }
}

/** How long we wait for the pipes to close after the child and its group are gone. */
const DRAIN_GRACE_MS = 500;

/**
 * Runs one command as the leader of its own process group (`detached`), with a wall-clock budget. On timeout
 * the whole group is killed; after a normal exit the group is killed too, so background children the code
 * left behind do not outlive the run. Never rejects.
 */
export function spawnCapped(req: SpawnRequest): Promise<SpawnOutcome> {
  const cap = req.capBytes ?? OUTPUT_CAP_BYTES;
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve) => {
    const out = new CappedSink(cap);
    const err = new CappedSink(cap);
    let timedOut = false;
    let settled = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;

    const child = spawn(req.command, req.args, {
      cwd: req.cwd,
      env: req.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });

    const finish = (outcome: Partial<SpawnOutcome> & Pick<SpawnOutcome, 'kind'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(drainTimer);
      resolve({
        code: exit?.code ?? null,
        signal: exit?.signal ?? null,
        stdout: out.text(),
        stderr: err.text(),
        truncated: out.truncated || err.truncated,
        durationMs: elapsed(),
        ...outcome,
      });
    };

    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, req.timeoutMs);
    let drainTimer: NodeJS.Timeout | undefined;

    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e: NodeJS.ErrnoException) => {
      if (child.pid === undefined) finish({ kind: 'spawn-failed', spawnError: e });
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      killGroup(child.pid);
      // A child that escaped the group (setsid without bubblewrap) may hold the pipes open forever.
      drainTimer = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish({ kind: timedOut ? 'timeout' : 'exited' });
      }, DRAIN_GRACE_MS);
    });
    child.on('close', () => finish({ kind: timedOut ? 'timeout' : 'exited' }));
  });
}
