import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Channel } from '@shared/ipc/contract';
import type { EventName } from '@shared/ipc/events';
import { api } from '../api';
import { invalidateChannels, invalidateEverything } from './channels';
import { TRACK_VIEWS } from './groups';

/**
 * Which cached answers each main-side event makes old. `app:navigate` and `app:notice` carry no data change.
 * Typed over every event, so a new event must say what it invalidates (an empty list is an answer).
 */
export const EVENT_INVALIDATES: Record<EventName, readonly Channel[]> = {
  'tracks:changed': TRACK_VIEWS,
  'app:navigate': [],
  'app:notice': [],
  'data:backup-progress': [],
  // The page reloads itself (lib/data-restored): every screen's cached answer is old.
  'data:restored': [],
  // The board shows word counts (the open editor takes the count from the event itself).
  'writings:word-counted': ['writings:list'],
};

/**
 * Subscribes once (at the app root) to every event that invalidates something, and to the event stream
 * connecting again after a drop: events sent while it was down are lost, so any cached answer may be old and
 * every answer on screen is read again (a screen holding local state, like the editor's text, keeps it).
 */
export function useEventInvalidation(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offs = (Object.entries(EVENT_INVALIDATES) as Array<[EventName, readonly Channel[]]>)
      .filter(([, channels]) => channels.length > 0)
      .map(([event, channels]) => api.on(event, () => void invalidateChannels(client, channels)));
    offs.push(api.onReconnect(() => void invalidateEverything(client)));
    return () => offs.forEach((off) => off());
  }, [client]);
}
