import fc from 'fast-check';
import { describeReset, nextUtcDay, nextUtcWeek, startOfUtcDay, startOfUtcWeek } from '../../src/main/services/spend/periods';

// Spend caps reset at UTC midnight and on UTC Mondays; the message names the moment in words built in main.
describe('spend periods', () => {
  it.each([
    ['2026-11-01T12:00:00Z', 'Sun', 'Nov'],
    ['2026-11-02T00:00:00Z', 'Mon', 'Nov'],
    ['2026-01-06T23:59:59Z', 'Tue', 'Jan'],
    ['2026-02-04T01:00:00Z', 'Wed', 'Feb'],
    ['2026-03-05T01:00:00Z', 'Thu', 'Mar'],
    ['2026-04-03T01:00:00Z', 'Fri', 'Apr'],
    ['2026-05-02T01:00:00Z', 'Sat', 'May'],
    ['2026-06-01T01:00:00Z', 'Mon', 'Jun'],
    ['2026-07-01T01:00:00Z', 'Wed', 'Jul'],
    ['2026-08-01T01:00:00Z', 'Sat', 'Aug'],
    ['2026-09-01T01:00:00Z', 'Tue', 'Sep'],
    ['2026-10-01T01:00:00Z', 'Thu', 'Oct'],
    ['2026-12-01T01:00:00Z', 'Tue', 'Dec'],
  ])('describes %s as %s ... %s', (iso, weekday, month) => {
    const at = new Date(iso);
    expect(describeReset(at)).toBe(`00:00 UTC on ${weekday} ${at.getUTCDate()} ${month}`);
  });

  it('starts days at UTC midnight and weeks on the UTC Monday before', () => {
    const now = new Date('2026-11-05T15:30:00Z'); // a Thursday
    expect(startOfUtcDay(now).toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(startOfUtcWeek(now).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(nextUtcDay(now).toISOString()).toBe('2026-11-06T00:00:00.000Z');
    expect(nextUtcWeek(now).toISOString()).toBe('2026-11-09T00:00:00.000Z');
    // A Sunday belongs to the week that began six days before; a Monday starts its own.
    expect(startOfUtcWeek(new Date('2026-11-08T23:59:59Z')).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(startOfUtcWeek(new Date('2026-11-09T00:00:00Z')).toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });

  it('every instant lies in [its week start, next week) and [its day start, next day) (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (now) => {
        const week = startOfUtcWeek(now);
        const day = startOfUtcDay(now);
        expect(week.getUTCDay()).toBe(1);
        expect(week.getTime() % 86_400_000).toBe(0);
        expect(week.getTime() <= now.getTime() && now.getTime() < nextUtcWeek(now).getTime()).toBe(true);
        expect(nextUtcWeek(now).getTime() - week.getTime()).toBe(7 * 86_400_000);
        expect(day.getTime() <= now.getTime() && now.getTime() < nextUtcDay(now).getTime()).toBe(true);
        expect(describeReset(nextUtcDay(now))).toMatch(/^00:00 UTC on (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}$/);
      }),
    );
  });
});
