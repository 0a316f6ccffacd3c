/**
 * "Today" is the user's local calendar day. Main only knows UTC instants, so the renderer sends its
 * `Date.getTimezoneOffset()` (minutes to add to local time to get UTC) and days are counted with it.
 */
const DAY_MS = 86_400_000;

export function localDayNumber(at: Date, tzOffsetMinutes = 0): number {
  return Math.floor((at.getTime() - tzOffsetMinutes * 60_000) / DAY_MS);
}

/** The UTC instant at which the local day containing `at` began. */
export function localDayStart(at: Date, tzOffsetMinutes = 0): Date {
  return new Date(localDayNumber(at, tzOffsetMinutes) * DAY_MS + tzOffsetMinutes * 60_000);
}

/** Whole local calendar days from `earlier` to `later` (0 on the same day). */
export function calendarDaysBetween(earlierIso: string, later: Date, tzOffsetMinutes = 0): number {
  const t = Date.parse(earlierIso);
  if (!Number.isFinite(t)) return 0;
  return localDayNumber(later, tzOffsetMinutes) - localDayNumber(new Date(t), tzOffsetMinutes);
}
