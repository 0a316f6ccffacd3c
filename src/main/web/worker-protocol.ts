/** Messages between the browser host's HTTP side (main thread) and the app in its worker (app-worker.ts). */

export type AppWorkerOptions = {
  dataDir: string;
  bundledContentDir: string;
  /** Test mode: the clock hook exists, and the clock may start at WORKBENCH_TEST_CLOCK (in ms). */
  testMode: boolean;
  testClockStartMs?: number;
  /**
   * The host's own files (web/kept-home.ts): when set, the app keeps home's reads in the data folder as it
   * closes, for the next start to answer home before this worker is ready. Unset in development (sources).
   */
  keepHomeAppFiles?: string[];
  /**
   * The time zone of the snapshot this start took (if any): a session whose home was answered only from it keeps
   * home again for the next start, though the app itself never answered home.
   */
  keptHomeTzOffsetMinutes?: number;
};

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
