import { ResultEnvelopeSchema, fail, type Result } from '../../../shared/ipc/result';
import type { Bridge } from '../../../shared/ipc/bridge';

/** How the renderer reaches main: Electron IPC, the browser host over HTTP, or in memory (tests). */
export type Transport = {
  invoke(channel: string, input: unknown): Promise<Result<unknown>>;
  on(event: string, listener: (payload: unknown) => void): () => void;
};

declare global {
  interface Window {
    api?: Bridge;
  }
}

export function ipcTransport(bridge: Bridge): Transport {
  return { invoke: (c, i) => bridge.invoke(c, i), on: (e, l) => bridge.on(e, l) };
}

/** The browser host: POST /api/<channel>; the token travels in the HttpOnly cookie set when the page opened. */
export function httpTransport(base = ''): Transport {
  let source: EventSource | undefined;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();

  function ensureEvents(): void {
    if (source || typeof EventSource === 'undefined') return;
    source = new EventSource(`${base}/api/events`);
    source.onmessage = (message) => {
      try {
        const { name, payload } = JSON.parse(String(message.data)) as { name: string; payload: unknown };
        listeners.get(name)?.forEach((l) => l(payload));
      } catch {
        // A malformed push is ignored; the next refetch brings the truth.
      }
    };
  }

  return {
    async invoke(channel, input) {
      let response: Response;
      try {
        response = await fetch(`${base}/api/${encodeURIComponent(channel)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(input ?? {}),
          credentials: 'same-origin',
        });
      } catch {
        return fail('unavailable', 'Workbench is not reachable. Is `npm run web` still running?');
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return fail('internal', `The browser host answered with status ${response.status} and no result.`);
      }
      const parsed = ResultEnvelopeSchema.safeParse(body);
      if (!parsed.success) return fail('internal', 'The browser host answered with something that is not a result.');
      return parsed.data as Result<unknown>;
    },
    on(event, listener) {
      ensureEvents();
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
}

/** For renderer tests: calls a router-like object directly, no network. */
export function memoryTransport(target: {
  call(channel: string, input: unknown): Promise<Result<unknown>>;
}): Transport {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    invoke: (channel, input) => target.call(channel, input),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
}
