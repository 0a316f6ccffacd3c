import { useCallback, useEffect, useRef, useState } from 'react';
import type { Channel, ChannelInput, ChannelOutput } from '../../../shared/ipc/contract';
import { api, errorMessage } from './api';

export type ChannelState<T> = {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => Promise<void>;
};

/**
 * Loads a channel's value for a screen and reloads when the input changes. The input is compared by its
 * JSON so callers can pass object literals.
 */
export function useChannel<C extends Channel>(channel: C, input: ChannelInput<C>): ChannelState<ChannelOutput<C>> {
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ data?: ChannelOutput<C>; error?: string; loading: boolean }>({ loading: true });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await api.call(channel, JSON.parse(key) as ChannelInput<C>);
      if (ticket === latest.current) setState({ data, loading: false });
    } catch (err) {
      if (ticket === latest.current) setState({ error: errorMessage(err), loading: false });
    }
  }, [channel, key]);

  useEffect(() => {
    void load();
  }, [load]);

  return { data: state.data, error: state.error, loading: state.loading, reload: load };
}
