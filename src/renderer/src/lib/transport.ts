import { fail, parseResultEnvelope, type Result } from '@shared/ipc/result';
import type { Bridge } from '@shared/ipc/bridge';

/** How the renderer reaches main: Electron IPC, the browser host over HTTP, or in memory (tests). */
export type Transport = {
  /** `keepalive`: the request must outlive the page (a save as the tab closes); only HTTP needs it. */
  invoke(channel: string, input: unknown, options?: CallOptions): Promise<Result<unknown>>;
  on(event: string, listener: (payload: unknown) => void): () => void;
  /**
   * Called each time the event stream connects again after losing its connection (events sent meanwhile are lost).
   * Only the browser host's stream can drop; Electron's IPC and the tests' memory transport have none.
   */
  onReconnect?(listener: () => void): () => void;
};

export type CallOptions = { keepalive?: boolean };

/** Browsers refuse keepalive requests with bodies over 64 KiB; a bigger one goes as a normal request. */
export const KEEPALIVE_MAX_BODY = 60_000;

declare global {
  interface Window {
    api?: Bridge;
  }
}

export function ipcTransport(bridge: Bridge): Transport {
  return { invoke: (c, i) => bridge.invoke(c, i), on: (e, l) => bridge.on(e, l) };
}

/**
 * A channel's answer from the browser host's HTTP response: the result envelope, or the failure to show when the
 * host is unreachable or answers something else. Also reads the request public/early-request.js started.
 */
export async function readResult(pending: Promise<Response>): Promise<Result<unknown>> {
  let response: Response;
  try {
    response = await pending;
  } catch {
    return fail('unavailable', 'Workbench is not reachable. Is `npm run web` still running?');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return fail('internal', `The browser host answered with status ${response.status} and no result.`);
  }
  return parseResultEnvelope(body) ?? fail('internal', 'The browser host answered with something that is not a result.');
}

/** The browser host: POST /api/<channel>; the token travels in the HttpOnly cookie set when the page opened. */
export function httpTransport(base = ''): Transport {
  let source: EventSource | undefined;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const reconnectListeners = new Set<() => void>();
  let lost = false;

  function ensureEvents(): void {
    if (source || typeof EventSource === 'undefined') return;
    source = new EventSource(`${base}/api/events`);
    // EventSource reconnects by itself; an open after an error (a drop, or a first attempt that failed) is a
    // reconnection: what was pushed in between is lost.
    source.onopen = () => {
      if (!lost) return;
      lost = false;
      reconnectListeners.forEach((l) => l());
    };
    source.onerror = () => {
      lost = true;
    };
    source.onmessage = (message) => {
      try {
        const { name, payload } = JSON.parse(String(message.data)) as { name: string; payload: unknown };
        listeners.get(name)?.forEach((l) => l(payload));
      } catch {
        // A malformed push is ignored; the next refetch brings the truth.
      }
    };
  }

  // Async, so that a body that cannot be encoded rejects like a failed request.
  const send = async (channel: string, input: unknown, options?: CallOptions): Promise<Response> => {
    const body = JSON.stringify(input ?? {});
    return fetch(`${base}/api/${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: options?.keepalive === true && new Blob([body]).size <= KEEPALIVE_MAX_BODY,
    });
  };

  return {
    invoke: (channel, input, options) => readResult(send(channel, input, options)),
    on(event, listener) {
      ensureEvents();
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    onReconnect(listener) {
      ensureEvents();
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
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
