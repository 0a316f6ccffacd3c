import fc from 'fast-check';
import { formatMinutes } from '../../src/renderer/src/lib/format-duration';

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [1260, '21 h'],
    [119.6, '2 h'],
    [59.4, '59 min'],
  ])('%p minutes read "%s"', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('never shows 60 minutes and keeps the total (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (minutes) => {
        const m = /^(?:(\d+) h)?(?: ?(\d+) min)?$/.exec(formatMinutes(minutes));
        expect(m).not.toBeNull();
        const hours = Number(m![1] ?? 0);
        const mins = Number(m![2] ?? 0);
        expect(mins).toBeLessThan(60);
        expect(hours * 60 + mins).toBe(Math.round(minutes));
      }),
    );
  });
});
