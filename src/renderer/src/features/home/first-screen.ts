import type { QueryClient } from '@tanstack/react-query';
import type { ChannelInput } from '@shared/ipc/contract';
import { takeEarlyAnswer } from '../../lib/early-request';
import { prefetchChannel, type CachedAnswer } from '../../lib/query';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Home's date line, "Thursday, November 26" in local time, in English like the rest of the interface. Written out
 * rather than with toLocaleDateString: a page's first Intl date format loads ICU's locale data, 110-150 ms on the
 * build machine, and this line is on the path to home's first paint.
 */
export function longDay(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** Home's question to main: the offset lets main count "today" in the user's own time zone. */
export const homeInput = (): ChannelInput<'home:get'> => ({ tz_offset_minutes: new Date().getTimezoneOffset() });

/**
 * When the page opens on home, home's answer is asked for before React's first render rather than after it (the
 * render takes 100 ms and more on a slow machine, and the request waits for nothing else): in the browser host
 * the page's head has already sent it (public/early-request.js), else it is sent now. HomePage's query then finds
 * it in flight and shares it.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string): void {
  if (pathname !== '/') return;
  const input = homeInput();
  prefetchChannel(client, 'home:get', input, takeEarlyAnswer('home:get', input));
}

/**
 * How recent an answer must be for home's first mount to use it without asking again. Long enough for a slow or
 * busy machine, where the page's script can take seconds to run after the head's early answer has landed (2 s
 * was not); a change made meanwhile on another screen invalidates the answer and is asked for anyway.
 */
const JUST_FETCHED_MS = 10_000;

/**
 * Home asks again when it mounts (another screen may have changed what it shows), except for an answer fetched a
 * moment ago and not invalidated since: the one the page's head asked for, which may land before React mounts.
 */
export const refetchHomeOnMount = (cached: CachedAnswer): boolean =>
  cached.isInvalidated || Date.now() - cached.dataUpdatedAt > JUST_FETCHED_MS;
