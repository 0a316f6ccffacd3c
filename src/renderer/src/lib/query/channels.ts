import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Channel, ChannelInput, ChannelOutput } from '@shared/ipc/contract';
import { api, ApiError, errorMessage } from '../api';

/** Every failure carries a code: a transport that throws (not a result envelope) becomes `internal`. */
async function callChannel<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  try {
    return await api.call(channel, input);
  } catch (err) {
    throw err instanceof ApiError ? err : new ApiError('internal', errorMessage(err));
  }
}

/** The cache key of a channel's answer: the channel, then its input (hashed by value, so literals are fine). */
export const channelKey = <C extends Channel>(channel: C, input: ChannelInput<C>) => [channel, input] as const;

/** What a screen can know of an answer it already has. */
export type CachedAnswer = { isInvalidated: boolean; dataUpdatedAt: number };

export type ChannelQuery<C extends Channel> = UseQueryResult<ChannelOutput<C>, ApiError>;

/**
 * Answers that change only through actions that invalidate them (content loaded at startup; the voice last
 * used, which submitting and reviewing invalidate): a widget mounting later on the same page reuses the cached
 * answer instead of asking again. Everything else is refetched in the background whenever a screen mounts.
 */
const KEPT_UNTIL_INVALIDATED: ReadonlySet<Channel> = new Set<Channel>(['voices:list', 'axes:list']);

/**
 * A channel's answer for a screen. Screens that show the same channel with the same input share one request
 * and one cached answer; it is fetched again when a mutation or a main-side event invalidates it.
 */
export function useChannelQuery<C extends Channel>(
  channel: C,
  input: ChannelInput<C>,
  options: {
    /** How long an answer counts as fresh (default 0: refetched in the background when a screen mounts). */
    staleTime?: number;
    /** 0 for answers that seed local state (a form, the problem workspace): never start from an old copy. */
    gcTime?: number;
    enabled?: boolean;
    /** Whether a screen mounting asks again for an answer it already has (default: yes, in the background). */
    refetchOnMount?: (cached: CachedAnswer) => boolean;
  } = {},
): ChannelQuery<C> {
  const { refetchOnMount, ...rest } = options;
  return useQuery<ChannelOutput<C>, ApiError>({
    queryKey: channelKey(channel, input),
    queryFn: () => callChannel(channel, input),
    staleTime: KEPT_UNTIL_INVALIDATED.has(channel) ? Infinity : 0,
    ...(refetchOnMount ? { refetchOnMount: (query) => refetchOnMount(query.state) } : {}),
    ...rest,
  });
}

/**
 * Starts a channel's request ahead of the screen that shows it (the first screen, before React renders); the
 * screen's useChannelQuery with the same channel and input shares the request and its answer. `answer` is a
 * request already under way (public/early-request.js) to use instead of a new one.
 */
export function prefetchChannel<C extends Channel>(
  client: QueryClient,
  channel: C,
  input: ChannelInput<C>,
  answer: () => Promise<ChannelOutput<C>> = () => callChannel(channel, input),
): void {
  void client.prefetchQuery({ queryKey: channelKey(channel, input), queryFn: answer });
}

/**
 * After a change: answers on screen are fetched again (awaited, so a pending action stays pending until the
 * screen shows the new state), and answers no screen shows are dropped, so no screen ever opens on a copy
 * that is known to be old.
 */
export async function invalidateChannels(client: QueryClient, channels: readonly Channel[]): Promise<void> {
  await Promise.all(
    channels.map((channel) => {
      client.removeQueries({ queryKey: [channel], type: 'inactive' });
      return client.invalidateQueries({ queryKey: [channel], refetchType: 'active' });
    }),
  );
}

/** Every cached answer is old (events were missed): the same as invalidating every channel at once. */
export async function invalidateEverything(client: QueryClient): Promise<void> {
  client.removeQueries({ type: 'inactive' });
  await client.invalidateQueries({ refetchType: 'active' });
}

export type ChannelMutation<C extends Channel> = UseMutationResult<ChannelOutput<C>, ApiError, ChannelInput<C>>;

/** A channel that changes something; `invalidates` names the channels whose answers it makes old. */
export function useChannelMutation<C extends Channel>(
  channel: C,
  options: {
    invalidates?: readonly Channel[];
    /** Runs before the invalidated answers are fetched again (for state that must show with them). */
    onSuccess?: (output: ChannelOutput<C>, input: ChannelInput<C>) => void;
  } = {},
): ChannelMutation<C> {
  const client = useQueryClient();
  return useMutation<ChannelOutput<C>, ApiError, ChannelInput<C>>({
    mutationFn: (input) => callChannel(channel, input),
    onSuccess: async (output, input) => {
      options.onSuccess?.(output, input);
      await invalidateChannels(client, options.invalidates ?? []);
    },
  });
}

/** The refresh half alone, for actions that are not one channel call (a file import, a multi-step submit). */
export function useInvalidate(): (channels: readonly Channel[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback((channels) => invalidateChannels(client, channels), [client]);
}

/**
 * Puts an answer an action returned (a save that answers with the stored view) in the cache as the channel's
 * answer: the screen shows it without asking again, and the next visit opens on it.
 */
export function useSetChannelData<C extends Channel>(
  channel: C,
  input: ChannelInput<C>,
): (value: ChannelOutput<C>) => void {
  const client = useQueryClient();
  const key = JSON.stringify(input);
  return useCallback(
    (value) => client.setQueryData(channelKey(channel, JSON.parse(key) as ChannelInput<C>), value),
    [client, channel, key],
  );
}

type ActionLike = { isPending: boolean; error: ApiError | null; reset: () => void };

/**
 * Several actions on one screen: one busy flag, one error to show, and one way to clear it (also called before
 * starting another action, so an old failure does not linger beside a new attempt).
 */
export function useActions(...actions: ActionLike[]): {
  busy: boolean;
  error: ApiError | null;
  clear: () => void;
  /** Clears any earlier failure, then starts `action` with `input`. */
  run: <I>(action: { mutate: (input: I) => void }, input: I) => void;
} {
  const clear = () => actions.forEach((a) => a.reset());
  return {
    busy: actions.some((a) => a.isPending),
    error: actions.find((a) => a.error)?.error ?? null,
    clear,
    run: (action, input) => {
      clear();
      action.mutate(input);
    },
  };
}
