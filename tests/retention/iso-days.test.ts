import fc from 'fast-check';
import { addDaysIso, parseIsoMs } from '../../src/main/services/retention/iso-days';

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

describe('parseIsoMs: Date.parse for stored times, by arithmetic', () => {
  const canonical = fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 14 }),
      fc.integer({ min: 0, max: 33 }),
      fc.integer({ min: 0, max: 25 }),
      fc.integer({ min: 0, max: 61 }),
      fc.integer({ min: 0, max: 61 }),
      fc.integer({ min: 0, max: 999 }),
    )
    .map(([y, mo, d, h, mi, s, ms]) => {
      const p = (n: number, w: number) => String(n).padStart(w, '0');
      return `${p(y, 4)}-${p(mo, 2)}-${p(d, 2)}T${p(h, 2)}:${p(mi, 2)}:${p(s, 2)}.${p(ms, 3)}Z`;
    });

  it('equals Date.parse on strings of the canonical shape, valid or not (month 13, day 31 of February, hour 24)', () => {
    fc.assert(
      fc.property(canonical, (iso) => {
        expect(Object.is(parseIsoMs(iso), Date.parse(iso))).toBe(true);
      }),
      { numRuns: 3_000 },
    );
  });

  it('equals Date.parse on any time toISOString writes', () => {
    const ms = fc.integer({ min: Date.parse('0000-01-01T00:00:00.000Z'), max: Date.parse('9999-12-31T23:59:59.999Z') });
    fc.assert(fc.property(ms, (t) => expect(parseIsoMs(new Date(t).toISOString())).toBe(t)), { numRuns: 2_000 });
  });

  it('equals Date.parse on other shapes and on junk', () => {
    for (const s of ['2026-03-01T10:00:00Z', '2026-03-01', '2026-03-01T10:00:00.000+02:00', '2026-03-01T1a:00:00.000Z', '2026/03/01T10:00:00.000Z', '', 'x'.repeat(24)])
      expect(Object.is(parseIsoMs(s), Date.parse(s))).toBe(true);
    fc.assert(fc.property(fc.string({ minLength: 24, maxLength: 24 }), (s) => expect(Object.is(parseIsoMs(s), Date.parse(s))).toBe(true)));
  });
});
