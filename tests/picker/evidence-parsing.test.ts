import fc from 'fast-check';
import { reviewScore, rubricScore, totalHints } from '../../src/main/db/repositories/picker-evidence';

/**
 * How the picker reads hints, review scores and interview rubrics from stored JSON: what it counts, and what it
 * treats as "nothing usable" instead of failing the home screen.
 */
describe('picker evidence: hints', () => {
  it('adds the hint count of every phase', () => {
    expect(totalHints('{"plan":2,"implement":1,"test":4}')).toBe(7);
    expect(totalHints('{"plan":0.5}')).toBe(0.5);
  });

  it('counts only positive finite numbers: zero, negatives, strings, null and nested values add nothing', () => {
    expect(totalHints('{"plan":2,"a":0,"b":-3,"c":"4","d":null,"e":{"x":1},"f":[1],"g":true}')).toBe(2);
    expect(totalHints('{"plan":1e999}')).toBe(0); // JSON's 1e999 is Infinity
  });

  it('anything that is not a JSON object counts as no hints', () => {
    for (const json of ['', 'not json', 'null', '3', '"3"', 'true', '[1,2]', '[]']) expect(totalHints(json)).toBe(0);
  });

  it('property: the total is the sum of the positive counts', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.integer({ min: -5, max: 5 })),
        (counts) => {
          const expected = Object.values(counts).reduce((s, n) => s + Math.max(0, n), 0);
          return totalHints(JSON.stringify(counts)) === expected;
        },
      ),
    );
  });
});

describe('picker evidence: interview rubric', () => {
  const rubric = (scores: Record<string, unknown>) =>
    JSON.stringify(Object.fromEntries(Object.entries(scores).map(([k, score]) => [k, { score, reason: 'r' }])));

  it('is the mean criterion score over the maximum of 3, as 0..1', () => {
    expect(rubricScore(rubric({ a: 3, b: 0 }))).toBe(0.5);
    expect(rubricScore(rubric({ a: 3, b: 3, c: 3 }))).toBe(1);
    expect(rubricScore(rubric({ a: 1 }))).toBeCloseTo(1 / 3, 12);
    expect(rubricScore(rubric({ a: 0 }))).toBe(0);
  });

  it('criteria may carry other fields besides the score', () => {
    expect(rubricScore(JSON.stringify({ a: { score: 2, reason: 'r', evidence: ['x'] } }))).toBeCloseTo(2 / 3, 12);
  });

  it('no rubric, an empty one, an unparseable one or a score out of 0..3 counts as no rubric', () => {
    expect(rubricScore(null)).toBeNull();
    expect(rubricScore('')).toBeNull();
    expect(rubricScore('{}')).toBeNull();
    expect(rubricScore('not json')).toBeNull();
    expect(rubricScore('[1]')).toBeNull();
    expect(rubricScore(rubric({ a: 4 }))).toBeNull();
    expect(rubricScore(rubric({ a: -1 }))).toBeNull();
    expect(rubricScore(rubric({ a: '2' }))).toBeNull();
    expect(rubricScore(JSON.stringify({ a: { reason: 'no score' } }))).toBeNull();
  });
});

describe('picker evidence: review score', () => {
  it('keeps a score within 0..10 and clamps one outside it', () => {
    expect(reviewScore(7.5)).toBe(7.5);
    expect(reviewScore(0)).toBe(0);
    expect(reviewScore(10)).toBe(10);
    expect(reviewScore(12)).toBe(10);
    expect(reviewScore(-2)).toBe(0);
  });

  it('no score, or a score that is not a finite number, is no score', () => {
    expect(reviewScore(null)).toBeNull();
    expect(reviewScore(Number.NaN)).toBeNull();
    expect(reviewScore(Number.POSITIVE_INFINITY)).toBeNull();
    expect(reviewScore('7' as unknown as number)).toBeNull();
  });
});
