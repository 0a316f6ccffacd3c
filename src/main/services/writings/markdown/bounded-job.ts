import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { buildSync as BuildSync } from 'esbuild';
import { Worker } from 'node:worker_threads';
import type { FromJobWorker, MarkdownJob, MarkdownJobValue } from './job-protocol';

/**
 * A bounded markdown job: parsing runs in a worker thread with a memory ceiling (`resourceLimits`) and a deadline,
 * so a document the parser is slow or greedy on costs the app at most `deadlineMs` of a worker and `memoryMb` of
 * heap, never its own thread. micromark needs seconds for a few hundred KB of dense inline text on a busy machine
 * and its event list for '*a' x 300,000 passed 1 GB; the caller decides what to answer instead (exports fall back
 * to plain text, the word count to the raw text's words).
 *
 * One warm worker per runner, reused between jobs; jobs queue behind it. A job past its deadline terminates the
 * worker (a fresh one takes the next job, or the standby, see RunnerOptions); so does one that runs out of heap
 * (ERR_WORKER_OUT_OF_MEMORY).
 */
export type JobLimits = {
  /** From the moment the job reaches a started worker. */
  deadlineMs: number;
  /** The worker's old-generation heap ceiling. */
  memoryMb: number;
  /** How long a new worker may take to load before the job at the head of the queue fails. */
  bootTimeoutMs?: number;
};

export type JobFailure = {
  ok: false;
  /** What stopped it: the deadline, the memory ceiling, or an error thrown by the job (code when an AppError). */
  limit: 'time' | 'memory' | 'error';
  code: string | null;
  message: string;
};
export type JobOutcome<T> = { ok: true; value: T } | JobFailure;

type Pending = { id: number; job: MarkdownJob; settle: (outcome: JobOutcome<unknown>) => void };

/**
 * Where the worker's code is. From a bundle: beside it as markdown-job-worker.cjs (browser host, scripts/lib.mjs) or
 * .js (Electron main, electron.vite.config.ts), started through an eval'd `require`, so Electron's module loader
 * (which reads from the app's asar archive) loads it. From the sources (tests, `--dev`): the entry bundled once per
 * process with esbuild (a dev dependency) and run as eval'd code; through tsx's loader a worker needed 3-10 s to
 * start on a busy machine, and one starts after every job stopped at its deadline.
 */
let sourceBundle: string | undefined;
function workerSource(): string {
  if (__filename.endsWith('.ts')) {
    if (sourceBundle === undefined) {
      // Only ever reached from the TypeScript sources, where dev dependencies are installed.
      const { buildSync } = createRequire(__filename)('esbuild') as { buildSync: typeof BuildSync };
      const built = buildSync({
        entryPoints: [path.join(__dirname, 'markdown-job-worker.ts')],
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        write: false,
        logLevel: 'warning',
      });
      sourceBundle = built.outputFiles[0]!.text;
    }
    return sourceBundle;
  }
  // Rollup may put this module in a shared chunk one folder below the entries (out/main/chunks/).
  const candidates = [__dirname, path.dirname(__dirname)].flatMap((dir) =>
    ['markdown-job-worker.cjs', 'markdown-job-worker.js'].map((f) => path.join(dir, f)),
  );
  const file = candidates.find((f) => fs.existsSync(f)) ?? candidates[0]!;
  return `require(${JSON.stringify(file)})`;
}

const BOOT_TIMEOUT_MS = 30_000;

/** A started worker thread; `ready` once it has loaded the parser and said so. */
type Slot = { worker: Worker; ready: boolean; bootTimer: NodeJS.Timeout | null };

export type RunnerOptions = {
  /**
   * Keep a second worker loaded and idle while the first works. A job stopped at its deadline costs the worker, and
   * a fresh one needs a second or two to load the parser on a busy machine: without a standby the next job (the
   * next venue of the same hostile document) waits for that, and answers long after the deadline. The standby
   * takes over at once and a new standby loads behind it. Costs one idle worker's memory.
   */
  standby?: boolean;
};

export function createMarkdownJobRunner(limits: JobLimits, options: RunnerOptions = {}) {
  const queue: Pending[] = [];
  let active: Slot | null = null;
  let standby: Slot | null = null;
  let current: (Pending & { timer: NodeJS.Timeout }) | null = null;
  let nextId = 1;
  let closed = false;
  /** Workers ended whose threads have not exited yet: their heaps are still the process's memory. */
  let ending = 0;
  /** Threads started and not yet exited. */
  let alive = 0;
  /**
   * What happened, for tests and diagnostics: workers started and loaded, standbys promoted after a stopped job, and
   * the most worker threads alive at once.
   */
  const stats = { started: 0, loaded: 0, promoted: 0, peakAlive: 0 };

  function end(slot: Slot | null): void {
    if (!slot) return;
    if (slot.bootTimer) clearTimeout(slot.bootTimer);
    slot.bootTimer = null;
    ending++;
    void slot.worker.terminate().finally(() => {
      ending--;
      keepStandby();
    });
  }

  /** Ends the active worker; the job it was running (if any) gets `failure`. */
  function drop(failure: JobFailure | null): void {
    const slot = active;
    active = null;
    end(slot);
    const job = current;
    current = null;
    if (job) {
      clearTimeout(job.timer);
      if (failure) job.settle(failure);
    }
  }

  /** Starts a worker; answers null (and fails the waiting job) when the thread cannot be created. */
  function spawn(): Slot | null {
    let w: Worker;
    try {
      w = new Worker(workerSource(), {
        eval: true,
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      });
    } catch (err) {
      failHead(`The Markdown worker could not start: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
    stats.started++;
    alive++;
    stats.peakAlive = Math.max(stats.peakAlive, alive);
    w.once('exit', () => alive--);
    w.unref();
    const slot: Slot = { worker: w, ready: false, bootTimer: null };
    slot.bootTimer = setTimeout(() => {
      slot.bootTimer = null;
      if (slot === standby) {
        standby = null;
        end(slot);
        return;
      }
      if (slot !== active) return;
      drop(null);
      failHead('The Markdown worker did not start in time.');
      pump();
    }, limits.bootTimeoutMs ?? BOOT_TIMEOUT_MS);
    w.on('message', (message: FromJobWorker) => {
      if (message.kind === 'ready') {
        slot.ready = true;
        stats.loaded++;
        if (slot.bootTimer) clearTimeout(slot.bootTimer);
        slot.bootTimer = null;
        if (slot === active) pump();
        return;
      }
      if (slot !== active || !current || message.id !== current.id) return;
      const job = current;
      clearTimeout(job.timer);
      current = null;
      job.settle(
        message.kind === 'done'
          ? { ok: true, value: message.value }
          : { ok: false, limit: 'error', code: message.code, message: message.message },
      );
      pump();
    });
    const died = (err: Error | null) => {
      if (slot === standby) {
        // An idle standby that dies is simply not there; the next replacement starts a fresh one.
        standby = null;
        end(slot);
        return;
      }
      if (slot !== active) return;
      const memory = (err as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      const message = memory
        ? `it needed more than ${limits.memoryMb} MB of memory`
        : `the Markdown worker stopped (${err?.message ?? 'exited'})`;
      const hadJob = current !== null;
      drop({ ok: false, limit: memory ? 'memory' : 'error', code: null, message });
      if (!hadJob) failHead(`The Markdown worker could not start: ${message}`);
      if (hadJob) replace();
      else pump();
    };
    w.on('error', died);
    w.on('exit', () => died(null));
    return slot;
  }

  /** A worker that cannot start fails the job waiting for it (the next job tries a fresh worker). */
  function failHead(message: string): void {
    const head = queue.shift();
    head?.settle({ ok: false, limit: 'error', code: null, message });
  }

  /**
   * Loads a standby behind the loaded active worker, when this runner keeps one (two loading at once would only
   * slow each other). Not while a stopped worker is still ending: it holds up to its whole heap ceiling until its
   * thread exits (a few ms to tens of ms), and a standby loading meanwhile would put three heaps in the process at
   * once. The exit calls this again.
   */
  function keepStandby(): void {
    if (options.standby && !closed && !standby && active?.ready && ending === 0) standby = spawn();
  }

  /** After the active worker was stopped mid-job: the standby takes over (or a fresh worker starts) at once. */
  function replace(): void {
    if (!active && standby) {
      active = standby;
      standby = null;
      stats.promoted++;
    }
    pump();
  }

  function pump(): void {
    if (closed || current || queue.length === 0) return;
    if (!active) {
      active = spawn();
      if (!active) {
        pump();
        return;
      }
    }
    if (!active.ready) return;
    const job = queue.shift()!;
    const timer = setTimeout(() => {
      drop({ ok: false, limit: 'time', code: null, message: `it took longer than ${limits.deadlineMs} ms` });
      replace();
    }, limits.deadlineMs);
    current = { ...job, timer };
    active.worker.postMessage({ id: job.id, job: job.job });
    keepStandby();
  }

  return {
    limits,
    stats,
    run<J extends MarkdownJob>(job: J): Promise<JobOutcome<MarkdownJobValue<J>>> {
      return new Promise((resolve) => {
        if (closed) {
          resolve({ ok: false, limit: 'error', code: null, message: 'the app is closing' });
          return;
        }
        queue.push({ id: nextId++, job, settle: resolve as (outcome: JobOutcome<unknown>) => void });
        pump();
      });
    },
    /** Starts the worker ahead of the first job (it loads the parser, which takes a moment). */
    warm(): void {
      if (!active && !closed) active = spawn();
    },
    /** Ends the workers; queued jobs fail. */
    close(): void {
      closed = true;
      drop({ ok: false, limit: 'error', code: null, message: 'the app is closing' });
      end(standby);
      standby = null;
      while (queue.length) failHead('the app is closing');
    },
  };
}

export type MarkdownJobRunner = ReturnType<typeof createMarkdownJobRunner>;
