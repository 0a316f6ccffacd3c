import { medianOf, rateAttempt, type RatingFacts } from '../../src/main/services/retention/rating';

const clean: RatingFacts = {
  passed: true,
  lookedReference: false,
  lookedPitfalls: false,
  hints: 0,
  confidence: 3,
  workMs: 60_000,
  medianMs: 120_000,
};

describe('rateAttempt (the documented rule, every branch)', () => {
  it('failed tests are Again, whatever else happened', () => {
    expect(rateAttempt({ ...clean, passed: false, confidence: 5 })).toBe('again');
  });
  it('passing with the reference opened is Again', () => {
    expect(rateAttempt({ ...clean, lookedReference: true, confidence: 5 })).toBe('again');
  });
  it('passing with the pitfalls opened is Hard', () => {
    expect(rateAttempt({ ...clean, lookedPitfalls: true, confidence: 5 })).toBe('hard');
  });
  it('passing with a hint is Hard', () => {
    expect(rateAttempt({ ...clean, hints: 1, confidence: 5 })).toBe('hard');
  });
  it('passing with confidence 2 or below is Hard', () => {
    expect(rateAttempt({ ...clean, confidence: 2 })).toBe('hard');
    expect(rateAttempt({ ...clean, confidence: 1 })).toBe('hard');
  });
  it('a clean pass at confidence 3 is Good even when fast', () => {
    expect(rateAttempt({ ...clean, confidence: 3 })).toBe('good');
  });
  it('a clean pass at confidence 4+ faster than the median is Easy', () => {
    expect(rateAttempt({ ...clean, confidence: 4 })).toBe('easy');
    expect(rateAttempt({ ...clean, confidence: 5 })).toBe('easy');
  });
  it('confident but not faster than the median is Good (equal is not faster)', () => {
    expect(rateAttempt({ ...clean, confidence: 5, workMs: 120_000 })).toBe('good');
    expect(rateAttempt({ ...clean, confidence: 5, workMs: 200_000 })).toBe('good');
  });
  it('confident with no median yet, or no recorded time, is Good', () => {
    expect(rateAttempt({ ...clean, confidence: 5, medianMs: null })).toBe('good');
    expect(rateAttempt({ ...clean, confidence: 5, workMs: 0 })).toBe('good');
  });
});

describe('medianOf', () => {
  it('needs three samples', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([1, 2])).toBeNull();
  });
  it('takes the middle value, or the mean of the middle two', () => {
    expect(medianOf([1, 2, 9])).toBe(2);
    expect(medianOf([1, 2, 4, 9])).toBe(3);
  });
});
