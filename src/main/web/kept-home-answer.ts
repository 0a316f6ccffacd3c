import { composeHome, type HomeSnapshot } from '../services/home/compose';

/** The response header that marks an answer built from the kept snapshot rather than by the app. */
export const KEPT_ANSWER_HEADER = 'X-Workbench-Answered-From';
export const KEPT_ANSWER_VALUE = 'kept-home';

/**
 * Answers `home:get` from the snapshot the app kept when the host last stopped (kept-home.ts), for as long as
 * `appStarted()` is false: until the app's worker has started, no channel call has reached the database, so the
 * data is what the snapshot was read from (its fingerprint matched before the worker was started). A call sent
 * meanwhile waits for the worker; a home answered before it runs is a read that came first. Undefined (ask the
 * app) for any other call, another time zone or input, or an instant outside the day the snapshot was read on.
 */
export function keptHomeAnswerer(
  snapshot: HomeSnapshot,
  appStarted: () => boolean,
  nowMs: () => number,
): (channel: string, body: unknown) => string | undefined {
  return (channel, body) => {
    if (channel !== 'home:get' || appStarted()) return undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const keys = Object.keys(body);
    if (keys.some((k) => k !== 'tz_offset_minutes')) return undefined;
    // Absent means 0, as in the app; anything else the app would refuse (null, text) never equals the kept number.
    const given = (body as { tz_offset_minutes?: unknown }).tz_offset_minutes;
    if ((given === undefined ? 0 : given) !== snapshot.tzOffsetMinutes) return undefined;
    const now = nowMs();
    if (!(now >= snapshot.validFromMs && now < snapshot.validUntilMs)) return undefined;
    try {
      return JSON.stringify({ ok: true, value: composeHome(snapshot, now) });
    } catch {
      // A snapshot this code cannot read (it was checked only in outline): the app answers instead.
      return undefined;
    }
  };
}
