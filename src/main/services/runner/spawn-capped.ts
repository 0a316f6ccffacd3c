import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';

/** Per-stream cap on what we keep of the child's stdout/stderr; the rest is read and dropped. */
export const OUTPUT_CAP_BYTES = 64 * 1024;
/**
 * A run that prints more than this in total (stdout and stderr together) is stopped: reading and dropping costs
 * no memory, but a program printing a gigabyte would keep the app's event loop busy for nothing.
 */
export const OUTPUT_STOP_BYTES = 16 * 1024 * 1024;

export type SpawnRequest = {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  capBytes?: number;
  /** Total stdout+stderr after which the run is stopped; OUTPUT_STOP_BYTES when omitted. */
  stopAfterOutputBytes?: number;
  /** Written to the child's stdin, which is then closed; stdin is /dev/null when omitted. */
  input?: string;
  /** A pipe the child gets as fd 3 and writes its results to; kept up to `capBytes`, beyond that the run is stopped. */
  resultPipe?: { capBytes: number };
  /** A pipe the child gets as fd 4 for bubblewrap's `--info-fd`: it names the sandbox's process id. */
  infoPipe?: boolean;
  /** Polled while the child runs; a returned sentence stops the run with that reason (disk quota). */
  watch?: { intervalMs: number; check: (sandboxPid: number | null) => Promise<string | null> };
};

export type SpawnOutcome = {
  /** `spawn-failed`: the program could not be started at all (e.g. ENOENT). `stopped`: a limit ended it. */
  kind: 'exited' | 'timeout' | 'spawn-failed' | 'stopped';
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  truncated: boolean;
  durationMs: number;
  /** Why a `stopped` run was stopped, as a sentence for the learner. */
  stopReason?: string;
  /** What arrived on the result pipe (at most its cap). */
  results?: Buffer;
  spawnError?: NodeJS.ErrnoException;
};

/**
 * Keeps the first `cap` bytes of a stream and counts the rest without storing it, so a child printing
 * hundreds of megabytes costs the app no memory beyond the cap.
 */
class CappedSink {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  seen = 0;
  truncated = false;
  constructor(private readonly cap: number) {}
  push(chunk: Buffer): void {
    this.seen += chunk.length;
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
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
  text(): string {
    return this.bytes().toString('utf8');
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
/** bubblewrap's info JSON is a few hundred bytes; more is not bubblewrap. */
const INFO_CAP_BYTES = 4096;

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** What spawnCapped uses of a started child: its pid, its pipes and its 'error', 'exit' and 'close' events. */
export type SpawnedChild = Pick<ChildProcess, 'pid' | 'stdin' | 'stdout' | 'stderr' | 'stdio'> & EventEmitter;

/**
 * The process calls spawnCapped makes. Real runs use node's spawn and a group kill; tests pass fakes to replay
 * orders of events that real processes produce only by chance (output after the exit, a timeout while the pipes
 * drain, a watch answer landing after the exit) and to see which kills were sent.
 */
export type SpawnDeps = {
  spawn: (command: string, args: string[], options: SpawnOptions) => SpawnedChild;
  killGroup: (pid: number | undefined) => void;
};

const REAL_DEPS: SpawnDeps = { spawn, killGroup };

/**
 * Runs one command as the leader of its own process group and session (`detached`), with a wall-clock budget.
 * On timeout or a limit the whole group is killed; after a normal exit the group is killed too, so background
 * children the code left behind do not outlive the run. Every pipe is read asynchronously with a cap: nothing
 * here blocks the event loop or buffers without bound. Never rejects.
 */
export function spawnCapped(req: SpawnRequest, deps: SpawnDeps = REAL_DEPS): Promise<SpawnOutcome> {
  const cap = req.capBytes ?? OUTPUT_CAP_BYTES;
  const stopAfter = req.stopAfterOutputBytes ?? OUTPUT_STOP_BYTES;
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve) => {
    const out = new CappedSink(cap);
    const err = new CappedSink(cap);
    const results = req.resultPipe ? new CappedSink(req.resultPipe.capBytes) : null;
    let timedOut = false;
    let stopReason: string | null = null;
    let settled = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    let sandboxPid: number | null = null;

    const stdio: Array<'pipe' | 'ignore'> = [req.input !== undefined ? 'pipe' : 'ignore', 'pipe', 'pipe'];
    if (req.resultPipe || req.infoPipe) stdio.push(req.resultPipe ? 'pipe' : 'ignore');
    if (req.infoPipe) stdio.push('pipe');

    const child = deps.spawn(req.command, req.args, {
      cwd: req.cwd,
      env: req.env,
      detached: true,
      stdio,
      windowsHide: true,
    });
    const extra = (fd: number): Readable | null => (child.stdio[fd] as Readable | null | undefined) ?? null;

    const stop = (reason: string) => {
      if (stopReason === null && !timedOut && exit === null) stopReason = reason;
      deps.killGroup(child.pid);
    };

    let watchTimer: NodeJS.Timeout | undefined;
    let drainTimer: NodeJS.Timeout | undefined;
    const finish = (outcome: Partial<SpawnOutcome> & Pick<SpawnOutcome, 'kind'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(drainTimer);
      clearTimeout(watchTimer);
      resolve({
        code: exit?.code ?? null,
        signal: exit?.signal ?? null,
        stdout: out.text(),
        stderr: err.text(),
        truncated: out.truncated || err.truncated,
        durationMs: elapsed(),
        ...(results ? { results: results.bytes() } : {}),
        ...(stopReason !== null ? { stopReason } : {}),
        ...outcome,
      });
    };
    const endKind = (): SpawnOutcome['kind'] => (timedOut ? 'timeout' : stopReason !== null ? 'stopped' : 'exited');

    const timer = setTimeout(() => {
      if (exit === null && stopReason === null) timedOut = true;
      deps.killGroup(child.pid);
    }, req.timeoutMs);

    const onOutput = (sink: CappedSink) => (c: Buffer) => {
      sink.push(c);
      if (out.seen + err.seen > stopAfter) stop(`the code printed more than ${MB(stopAfter)} of output and was stopped`);
    };
    child.stdout?.on('data', onOutput(out));
    child.stderr?.on('data', onOutput(err));
    if (req.input !== undefined && child.stdin) {
      // A child that never reads its stdin (or exits first) must not turn into an unhandled EPIPE.
      child.stdin.on('error', () => {});
      child.stdin.end(req.input);
    }
    const resultStream = req.resultPipe ? extra(3) : null;
    resultStream?.on('data', (c: Buffer) => {
      results?.push(c);
      if (results?.truncated) stop('the code under test flooded the result channel and was stopped');
    });
    resultStream?.on('error', () => {});

    const infoStream = req.infoPipe ? extra(4) : null;
    if (infoStream) {
      // bubblewrap writes one JSON object naming the sandbox's init before the code starts; the code inherits
      // the descriptor too, so only the first pid counts. Then the stream is paused, not closed: closing would
      // kill bubblewrap with SIGPIPE mid-write, while a paused pipe only blocks a writer that floods it.
      let info = '';
      infoStream.on('data', (c: Buffer) => {
        info += c.toString('utf8');
        const match = /"child-pid"\s*:\s*(\d+)/.exec(info);
        if (match) sandboxPid = Number(match[1]);
        if (match || info.length > INFO_CAP_BYTES) {
          infoStream.removeAllListeners('data');
          infoStream.pause();
        }
      });
      infoStream.on('error', () => {});
    }

    if (req.watch) {
      const { intervalMs, check } = req.watch;
      const tick = () => {
        if (settled || exit !== null) return;
        check(sandboxPid)
          .then((reason) => {
            if (reason !== null && !settled && exit === null) stop(reason);
            else if (!settled && exit === null) watchTimer = setTimeout(tick, intervalMs);
          })
          .catch(() => {
            if (!settled && exit === null) watchTimer = setTimeout(tick, intervalMs);
          });
      };
      watchTimer = setTimeout(tick, intervalMs);
    }

    child.on('error', (e: NodeJS.ErrnoException) => {
      if (child.pid === undefined) finish({ kind: 'spawn-failed', spawnError: e });
    });
    child.on('exit', (code: number | null, signal: NodeJS.Signals | null) => {
      exit = { code, signal };
      deps.killGroup(child.pid);
      // A child that escaped the group (setsid without bubblewrap) may hold the pipes open forever.
      drainTimer = setTimeout(() => {
        for (const stream of child.stdio) (stream as Readable | null)?.destroy();
        finish({ kind: endKind() });
      }, DRAIN_GRACE_MS);
    });
    child.on('close', () => finish({ kind: endKind() }));
  });
}
