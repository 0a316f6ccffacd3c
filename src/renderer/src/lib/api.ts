import type { Channel, ChannelInput, ChannelOutput } from '@shared/ipc/contract';
import type { ErrorCode } from '@shared/errors';
import type { EventName, EventPayload } from '@shared/ipc/events';
import { fail, type Result } from '@shared/ipc/result';
import { httpTransport, ipcTransport, type CallOptions, type Transport } from './transport';

/** A failed call, carrying the stable code and a message that is safe to show. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let transport: Transport | undefined;
/** Why this page may not call main any more (see closeCalls), or undefined while it may. */
let closedBecause: string | undefined;

/** Tests install a memory transport; the app picks IPC inside Electron and HTTP in a browser. */
export function setTransport(next: Transport): void {
  transport = next;
  closedBecause = undefined;
}

/**
 * From now on every call of this page fails at once with `reason`, and nothing reaches main. For a page whose
 * state is older than main's rows (a restore replaced them): the saves its screens make as it unloads (work in
 * progress on pagehide, an editor's flush) would write that old state over the restored data.
 */
export function closeCalls(reason: string): void {
  closedBecause = reason;
}

function current(): Transport {
  transport ??= typeof window !== 'undefined' && window.api ? ipcTransport(window.api) : httpTransport();
  return transport;
}

function send(channel: string, input: unknown, options?: CallOptions): Promise<Result<unknown>> {
  if (closedBecause !== undefined) return Promise.resolve(fail('unavailable', closedBecause));
  return current().invoke(channel, input, options);
}

/** The value of a result envelope, or its error thrown as an ApiError. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new ApiError(result.error.code, result.error.message);
  return result.value;
}

export const api = {
  /** Resolves with the typed value or rejects with an ApiError. */
  async call<C extends Channel>(channel: C, input: ChannelInput<C>, options?: CallOptions): Promise<ChannelOutput<C>> {
    return unwrap((await send(channel, input, options)) as Result<ChannelOutput<C>>);
  },
  /** The raw envelope, for callers that branch on the error code. */
  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<Result<ChannelOutput<C>>> {
    return send(channel, input) as Promise<Result<ChannelOutput<C>>>;
  },
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    return current().on(event, listener as (payload: unknown) => void);
  },
  /** Called when the event stream connects again after a drop (events sent meanwhile were lost; read again). */
  onReconnect(listener: () => void): () => void {
    return current().onReconnect?.(listener) ?? (() => undefined);
  },
};

export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'Something went wrong. Try again; if it keeps happening, restart Workbench.';
}
