import fc from 'fast-check';
import { addDaysIso } from '../../../src/main/services/retention/iso-days';

const DAY = 86_400_000;

describe('addDaysIso: a stored time plus whole days, formatted as toISOString would', () => {
  it('equals toISOString for any time and day count (leap years, centuries, month ends)', () => {
    const ms = fc.integer({ min: Date.parse('0001-01-01T00:00:00.000Z'), max: Date.parse('9990-12-31T23:59:59.999Z') });
    fc.assert(
      fc.property(ms, fc.integer({ min: -3_000, max: 36_500 }), (t, days) => {
        const iso = new Date(t).toISOString();
        expect(addDaysIso(iso, days)).toBe(new Date(t + days * DAY).toISOString());
        expect(addDaysIso(iso, days, t)).toBe(new Date(t + days * DAY).toISOString());
      }),
      { numRuns: 2_000 },
    );
  });

  it('known dates: 29 February, the turn of a century, a year without a leap day', () => {
    expect(addDaysIso('2024-02-28T23:59:59.999Z', 1)).toBe('2024-02-29T23:59:59.999Z');
    expect(addDaysIso('2000-02-28T10:00:00.000Z', 1)).toBe('2000-02-29T10:00:00.000Z');
    expect(addDaysIso('2100-02-28T10:00:00.000Z', 1)).toBe('2100-03-01T10:00:00.000Z');
    expect(addDaysIso('1999-12-31T00:00:00.000Z', 1)).toBe('2000-01-01T00:00:00.000Z');
    expect(addDaysIso('2026-11-26T05:00:00.000Z', 36_500)).toBe(new Date(Date.parse('2026-11-26T05:00:00.000Z') + 36_500 * DAY).toISOString());
  });

  it('a time in another shape, or a result past year 9999, goes through Date', () => {
    expect(addDaysIso('2026-03-01T10:00:00Z', 2)).toBe('2026-03-03T10:00:00.000Z');
    expect(addDaysIso('2026-03-01T12:00:00+02:00', 1)).toBe('2026-03-02T10:00:00.000Z');
    expect(addDaysIso('9999-12-31T00:00:00.000Z', 1)).toBe('+010000-01-01T00:00:00.000Z');
  });
});
