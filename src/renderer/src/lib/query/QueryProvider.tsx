import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEventInvalidation } from './events';

function EventInvalidation() {
  useEventInvalidation();
  return null;
}

/** The app root's data layer: the cache, and the main-side events that invalidate it (wired once here). */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <EventInvalidation />
      {children}
    </QueryClientProvider>
  );
}
