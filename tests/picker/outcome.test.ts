import fc from 'fast-check';
import { attemptOutcome } from '../../src/main/services/picker/estimate';
import type { AttemptEvidence } from '../../src/main/services/picker/types';
import { attempt } from './fixtures';

/**
 * One attempt's outcome, written from docs/daily-flow.md ("Per-axis estimate") rather than from the code:
 * tests 1 / 0.3 / 0.15, blended with review and rubric, then the lookup discounts (reference x0.6, pitfalls
 * x0.85, 8% per hint down to x0.6), then the confidence adjustments, clamped to 0..1.
 */
function documentedOutcome(a: AttemptEvidence): number {
  const tests = a.passed ? 1 : a.testStatus === 'failed' ? 0.3 : 0.15;
  const review = a.reviewScore === null ? null : a.reviewScore / 10;
  let s =
    review !== null && a.rubricScore !== null
      ? 0.4 * tests + 0.3 * review + 0.3 * a.rubricScore
      : review !== null
        ? 0.5 * tests + 0.5 * review
        : a.rubricScore !== null
          ? 0.6 * tests + 0.4 * a.rubricScore
          : tests;
  const lookups = (a.lookedReference ? 0.6 : 1) * (a.lookedPitfalls ? 0.85 : 1) * Math.max(0.6, 1 - 0.08 * a.hints);
  s *= lookups;
  if (a.confidence >= 4 && !a.passed) s -= 0.1;
  if (a.confidence <= 2 && a.passed) s *= 0.85;
  return Math.min(1, Math.max(0, s));
}

const clean = { passed: true, testStatus: 'passed' as const, confidence: 3 };

describe('attemptOutcome: discounts for leaning on help (docs/daily-flow.md)', () => {
  it.each([
    ['no help', {}, 1],
    ['the reference opened', { lookedReference: true }, 0.6],
    ['the pitfalls opened', { lookedPitfalls: true }, 0.85],
    ['reference and pitfalls', { lookedReference: true, lookedPitfalls: true }, 0.51],
    ['one hint', { hints: 1 }, 0.92],
    ['three hints', { hints: 3 }, 0.76],
    ['five hints (the floor)', { hints: 5 }, 0.6],
    ['twelve hints (still the floor)', { hints: 12 }, 0.6],
    ['reference and two hints', { lookedReference: true, hints: 2 }, 0.6 * 0.84],
  ])('a clean pass with %s scores %p', (_label, over, expected) => {
    expect(attemptOutcome(attempt('x', { ...clean, ...over }))).toBeCloseTo(expected, 10);
  });

  it('discounts a failed attempt and a reviewed attempt the same way', () => {
    expect(attemptOutcome(attempt('x', { lookedReference: true }))).toBeCloseTo(0.3 * 0.6, 10);
    expect(attemptOutcome(attempt('x', { ...clean, reviewScore: 8, lookedPitfalls: true }))).toBeCloseTo((0.5 + 0.4) * 0.85, 10);
    expect(attemptOutcome(attempt('x', { ...clean, rubricScore: 0.5, hints: 2 }))).toBeCloseTo((0.6 + 0.2) * 0.84, 10);
  });

  it('matches the documented formula on any attempt', () => {
    const evidence = fc.record({
      passed: fc.boolean(),
      status: fc.constantFrom('failed', 'error', 'timeout') as fc.Arbitrary<'failed' | 'error' | 'timeout'>,
      lookedReference: fc.boolean(),
      lookedPitfalls: fc.boolean(),
      hints: fc.nat({ max: 20 }),
      confidence: fc.integer({ min: 1, max: 5 }),
      reviewScore: fc.option(fc.integer({ min: 0, max: 10 })),
      rubricScore: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
    });
    fc.assert(
      fc.property(evidence, ({ passed, status, ...rest }) => {
        const a = attempt('x', { ...rest, passed, testStatus: passed ? 'passed' : status });
        expect(attemptOutcome(a)).toBeCloseTo(documentedOutcome(a), 10);
      }),
      { numRuns: 500 },
    );
  });
});
