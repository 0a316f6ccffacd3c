import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../lib/api';
import { ErrorBanner } from './ErrorBanner';
import { LoadingState } from './Spinner';

/**
 * A query's four states, the same on every screen: loading, an error with a retry, the screen's own
 * not-found screen (the one place that tells `not_found` apart, by its code), or the data.
 */
export function QueryView<T>({
  query,
  children,
  loadingLabel,
  notFound,
}: {
  query: Pick<UseQueryResult<T, ApiError>, 'data' | 'error' | 'refetch'>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
  /** What to show when the thing asked for does not exist (a stale or mistyped address); a retry cannot help. */
  notFound?: ReactNode;
}) {
  const { data, error } = query;
  if (error?.code === 'not_found' && notFound !== undefined) return <>{notFound}</>;
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <ErrorBanner message={error.message} onRetry={() => void query.refetch()} />;
  return <LoadingState label={loadingLabel} />;
}
