/**
 * What the browser host serves behind /api: the app's channels and its events. The host's HTTP side never holds
 * the app itself, so the app can start in a worker thread while the page, its scripts and styles are already
 * being served (worker-backend.ts), or live in the same thread (app-backend.ts: tests,
 * benchmarks).
 * Answers and events cross as JSON text: that is what goes on the wire anyway, and it keeps what a worker sends
 * byte for byte what an in-thread call would have sent (structured clone would drop toJSON, for instance).
 */
export type HostBackend = {
  /** The JSON text of the channel's result envelope. */
  call(channel: string, body: unknown): Promise<string>;
  /** The names GET /api lists. */
  channels(): Promise<readonly string[]>;
  /** Each event as the JSON text of `{ name, payload }`; returns the unsubscribe function. */
  subscribe(listener: (json: string) => void): () => void;
};
