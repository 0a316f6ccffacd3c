/** Spend periods are UTC so a cap means the same thing whatever the machine's time zone; weeks start Monday. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function startOfUtcWeek(now: Date): Date {
  const day = startOfUtcDay(now);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

export const nextUtcDay = (now: Date): Date => new Date(startOfUtcDay(now).getTime() + 86_400_000);
export const nextUtcWeek = (now: Date): Date => new Date(startOfUtcWeek(now).getTime() + 7 * 86_400_000);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "00:00 UTC on Tue 3 Nov": the message is built in main, so it cannot use the renderer's locale. */
export function describeReset(at: Date): string {
  return `00:00 UTC on ${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
}
