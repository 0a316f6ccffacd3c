import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';

/** How often a query is tried again after `unavailable` (the host restarting, a dropped connection). */
const MAX_RETRIES = 2;

/**
 * Only `unavailable` can succeed on a second try. invalid_input, not_found, conflict and the rest answer the
 * same way every time, so retrying them only delays the message the user needs to see.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.code === 'unavailable' && failureCount < MAX_RETRIES;
}

/**
 * The renderer's cache of channel answers. Desktop defaults: no refetch when the window regains focus or the
 * network comes back (main is local; events and mutations say when data changed), and `networkMode: 'always'`
 * because `navigator.onLine` says nothing about a local host (an offline laptop would otherwise pause every
 * query). Tests pass `retry: false` so a failure shows at once.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        retryDelay: (attempt) => Math.min(400 * 2 ** attempt, 3000),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
