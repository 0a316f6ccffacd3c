import { CONFIDENCE_LEVELS, confidenceLabel, confidencePhrase } from '../../src/shared/domain/confidence';

describe('confidence levels: one vocabulary for the submit area, the progress sentences and the review prompt', () => {
  it('has a label and a phrase for each level from 1 to 5, each level told apart from the others', () => {
    expect(Object.keys(CONFIDENCE_LEVELS).map(Number)).toEqual([1, 2, 3, 4, 5]);
    const labels = [1, 2, 3, 4, 5].map(confidenceLabel);
    const phrases = [1, 2, 3, 4, 5].map(confidencePhrase);
    expect(new Set(labels).size).toBe(5);
    expect(new Set(phrases).size).toBe(5);
    // A phrase sits inside a sentence: lower-case start, no trailing period.
    for (const phrase of phrases) expect(phrase).toMatch(/^[a-z][^.]*$/);
  });

  it("keeps the spec's meanings: 2 or below is guessing, 3 would write a test first, 4 ship-ready", () => {
    expect(confidencePhrase(1)).toMatch(/guess/);
    expect(confidencePhrase(2)).toMatch(/guess/);
    expect(confidencePhrase(3)).toBe('would write a test first');
    expect(confidencePhrase(4)).toBe('ship-ready');
  });

  it('answers a number outside 1-5 without throwing: no label, "unknown" in a sentence', () => {
    for (const n of [0, 6, -1, 2.5, Number.NaN]) {
      expect(confidenceLabel(n)).toBe('');
      expect(confidencePhrase(n)).toBe('unknown');
    }
  });
});
