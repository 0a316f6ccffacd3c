import type { Result } from './result';

/**
 * What the preload script exposes as `window.api`. Deliberately tiny and untyped at this seam: the typed
 * client (src/renderer/src/lib/api.ts) wraps it, and main validates every call anyway.
 */
export type Bridge = {
  invoke(channel: string, input: unknown): Promise<Result<unknown>>;
  on(event: string, listener: (payload: unknown) => void): () => void;
};
