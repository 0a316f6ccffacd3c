import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { HostBackend } from './backend';
import { fail } from '@shared/ipc/result';
import { drainMsOf, STOPPING_MESSAGE, type AppWorkerOptions, type FromWorker, type ToWorker } from './worker-protocol';

export type AppWorker = {
  backend: HostBackend;
  /** Settles when the app has started (calls wait for it on their own). */
  ready: Promise<void>;
  /** A test-mode hook run in the app's thread (the clock lives there); null when the worker has no such hook. */
  hook(name: string, body: unknown): Promise<unknown>;
  /** Closes the app (its database) and ends the worker; gives up on a stuck worker after a few seconds. */
  close(): Promise<void>;
};

/**
 * How long close() waits, beyond the app's wait for its running calls, for the app to close its database before
 * it stops the worker.
 */
const CLOSE_MARGIN_MS = 2000;

/**
 * The worker's entry beside this file: in `npm run web` the bundle, through app-worker-boot.cjs (which keeps V8's
 * code cache for it); in dev mode and the tests the TypeScript source through tsx (a worker does not inherit tsx's
 * loader, so it is required again).
 */
function workerEntry(): { file: string; execArgv?: string[] } {
  if (__filename.endsWith('.ts'))
    return { file: path.join(__dirname, 'app-worker.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
  return { file: path.join(__dirname, 'app-worker-boot.cjs') };
}

/**
 * Starts the app in a worker thread (app-worker.ts) and answers for it. `onFailure` is told once, with a message
 * for the operator, if the app cannot start (`started` false: for instance the data folder cannot be opened) or
 * its thread dies later; the host cannot serve without it.
 */
export function startAppWorker(
  options: AppWorkerOptions,
  onFailure: (message: string, started: boolean) => void,
): AppWorker {
  const entry = workerEntry();
  const worker = new Worker(entry.file, {
    workerData: options,
    ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
  });
  /** Each request waiting for its answer, with what it answers if the worker never does. */
  const pending = new Map<number, { resolve: (json: string) => void; whenClosing: string }>();
  const listeners = new Set<(json: string) => void>();
  let nextId = 1;
  let closing = false;
  let failed = false;
  let started = false;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));

  const failOnce = (message: string) => {
    if (failed || closing) return;
    failed = true;
    // Calls waiting for the start are answered (as at a stop: the host ends on this failure) instead of waiting
    // for a start that will not come.
    markReady();
    onFailure(message, started);
  };

  worker.on('message', (message: FromWorker) => {
    switch (message.kind) {
      case 'ready':
        started = true;
        markReady();
        return;
      case 'failed':
        failOnce(message.message);
        return;
      case 'answer': {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        waiting?.resolve(message.json);
        return;
      }
      case 'event':
        for (const listener of listeners) listener(message.json);
        return;
      case 'closed':
        markClosed();
        return;
    }
  });
  worker.on('error', (err) => failOnce(err.message));
  worker.on('exit', (code) => {
    markClosed();
    failOnce(`its thread ended (exit code ${code})`);
  });

  const stoppingAnswer = JSON.stringify(fail('unavailable', STOPPING_MESSAGE));
  /** `whenClosing`: the JSON text answered without asking the app once it is closing. */
  const request = async (make: (id: number) => ToWorker, whenClosing = stoppingAnswer): Promise<string> => {
    // Awaited only before the start: a call made just before close() must reach the app before close() does.
    if (!started) await ready;
    // Once closing, the app takes no new work (app-worker.ts finishes what it already has); once failed, none at all.
    if (closing || failed) return whenClosing;
    const id = nextId++;
    return new Promise<string>((resolve) => {
      pending.set(id, { resolve, whenClosing });
      worker.postMessage(make(id));
    });
  };

  return {
    backend: {
      call: (channel, body) => request((id) => ({ kind: 'call', id, channel, body })),
      channels: async () => JSON.parse(await request((id) => ({ kind: 'channels', id }), '[]')) as string[],
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    ready,
    hook: async (name, body) =>
      JSON.parse(await request((id) => ({ kind: 'hook', id, name, body }), 'null')) as unknown,
    async close() {
      closing = true;
      worker.postMessage({ kind: 'close' } satisfies ToWorker);
      const limitMs = drainMsOf(options) + CLOSE_MARGIN_MS;
      const timer = new Promise<void>((resolve) => setTimeout(resolve, limitMs).unref());
      await Promise.race([closed, timer]);
      await worker.terminate();
      // A call the app never answered (a stuck worker) is answered here, so no request waits forever.
      for (const waiting of pending.values()) waiting.resolve(waiting.whenClosing);
      pending.clear();
    },
  };
}
