import fc from 'fast-check';
import { dueReview } from '../../src/main/services/reflections/schedule';
import { calendarDaysBetween, localDayStart } from '../../src/main/services/local-day';

describe('reflection schedule: 1, 3 and 7 days', () => {
  it.each([
    [0, [], null],
    [1, [], 1],
    [2, [1], null],
    [3, [1], 3],
    [5, [], 3], // away for a while: only the latest due review, not a backlog
    [7, [1, 3], 7],
    [9, [1, 3, 7], null],
    [30, [7], null], // answering a later review settles the earlier ones
  ])('day %i with answers %j -> %p', (days, answered, expected) => {
    expect(dueReview(days, answered)).toBe(expected);
  });

  it('a review is due exactly when a day of 1, 3, 7 has passed that no answer settles, and it is the latest one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 40 }), fc.subarray([1, 3, 7]), (days, answered) => {
        // Independent oracle: the review days already reached and later than every answer.
        const open = [1, 3, 7].filter((d) => d <= days && answered.every((a) => a < d));
        const due = dueReview(days, answered);
        // Null only when no review day is open; otherwise exactly the latest open day (null then fails).
        expect(due).toBe(open.length === 0 ? null : open[open.length - 1]);
      }),
    );
  });
});

describe('local calendar days', () => {
  it('counts days in the user time zone, not UTC', () => {
    // 23:30 local in UTC-5 (offset +300) is already the next day in UTC
    const written = '2026-11-03T04:30:00.000Z'; // 23:30 on Nov 2 in UTC-5
    expect(calendarDaysBetween(written, new Date('2026-11-03T05:30:00.000Z'), 300)).toBe(1); // 00:30 Nov 3 local
    expect(calendarDaysBetween(written, new Date('2026-11-03T05:30:00.000Z'), 0)).toBe(0);
    expect(localDayStart(new Date('2026-11-03T04:30:00.000Z'), 300).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
