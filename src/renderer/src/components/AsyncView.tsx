import type { ReactNode } from 'react';
import type { ChannelState } from '../lib/use-channel';
import { ErrorBanner } from './ErrorBanner';
import { LoadingState } from './Spinner';

/** Renders the loading, error and loaded states of a `useChannel` result the same way on every screen. */
export function AsyncView<T>({
  state,
  children,
  loadingLabel,
}: {
  state: ChannelState<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
}) {
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.error) return <ErrorBanner message={state.error} onRetry={() => void state.reload()} />;
  return <LoadingState label={loadingLabel} />;
}
