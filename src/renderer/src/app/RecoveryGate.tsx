import { useEffect, type ReactNode } from 'react';
import { RecoveryScreen } from '../features/data/RecoveryScreen';
import { api } from '../lib/api';
import { startOverWithRestoredData } from '../lib/data-restored';
import { useChannelQuery } from '../lib/query';

/**
 * The recovery screen instead of the routes while the start-up check's recovery is open; and after any restore
 * or import (from Settings, the File menu or the recovery screen) the page starts over, so every screen shows the
 * restored data rather than a cached answer from before.
 */
export function RecoveryGate({ children }: { children: ReactNode }) {
  const data = useChannelQuery('data:list-backups', {});
  useEffect(() => api.on('data:restored', () => startOverWithRestoredData()), []);
  const recovery = data.data?.recovery;
  return recovery ? <RecoveryScreen recovery={recovery} /> : <>{children}</>;
}
