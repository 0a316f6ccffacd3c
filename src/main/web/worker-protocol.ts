/** Messages between the browser host's HTTP side (main thread) and the app in its worker (app-worker.ts). */

export type AppWorkerOptions = {
  dataDir: string;
  bundledContentDir: string;
  /** Test mode: the clock hook exists, and the clock may start at WORKBENCH_TEST_CLOCK (in ms). */
  testMode: boolean;
  testClockStartMs?: number;
  /**
   * How long a close waits for the calls already running (a review waiting on the model, a run of the learner's
   * code) before it closes the database under them; three seconds unless a test needs another bound (drainMsOf).
   */
  drainMs?: number;
};

const DEFAULT_DRAIN_MS = 3000;

/** The worker's wait for its running calls at a close: `drainMs`, else three seconds. */
export const drainMsOf = (options: Pick<AppWorkerOptions, 'drainMs'>): number => options.drainMs ?? DEFAULT_DRAIN_MS;

export type ToWorker =
  | { kind: 'call'; id: number; channel: string; body: unknown }
  | { kind: 'channels'; id: number }
  | { kind: 'hook'; id: number; name: string; body: unknown }
  | { kind: 'close' };

export type FromWorker =
  | { kind: 'ready' }
  /** The app could not start (for instance the data folder cannot be opened); nothing else follows. */
  | { kind: 'failed'; message: string }
  /** The JSON text answering request `id`. */
  | { kind: 'answer'; id: number; json: string }
  | { kind: 'event'; json: string }
  | { kind: 'closed' };

/**
 * The answer to a call that reaches the app while it stops (the host was asked to quit): the call is not run, so
 * nothing is half-done, and the page says what to do instead of showing an internal error.
 */
export const STOPPING_MESSAGE = 'Workbench is stopping, so this request was not run. Start Workbench again and retry.';
