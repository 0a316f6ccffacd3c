import type { Channel, ChannelInput, ChannelOutput } from '@shared/ipc/contract';
import type { Result } from '@shared/ipc/result';
import { unwrap } from './api';
import { readResult } from './transport';

/** What public/early-request.js leaves for the app: one channel's request, started before the app loaded. */
type EarlyRequest = { channel: string; input: unknown; response: Promise<Response> };

declare global {
  interface Window {
    /** null once the app has looked: the head's script is async and may run after it, and then sends nothing. */
    __workbenchEarly?: EarlyRequest | null;
  }
}

const sameInput = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answer of the request the page's head started for `channel` with this `input`, taken once (undefined when
 * there is none, or it asked something else, for instance the time zone changed in between): the caller then asks
 * as usual. Rejects with an ApiError like any call.
 */
export function takeEarlyAnswer<C extends Channel>(
  channel: C,
  input: ChannelInput<C>,
): (() => Promise<ChannelOutput<C>>) | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__workbenchEarly;
  window.__workbenchEarly = null;
  if (!early) return undefined;
  if (early.channel !== channel || !sameInput(early.input, input)) return undefined;
  const answer = readResult(early.response) as Promise<Result<ChannelOutput<C>>>;
  return async () => unwrap(await answer);
}
