import { AXIS_IDS, type AxisId } from '../../src/shared/domain/axes';
import { ageDays, estimateAxes, focusAxes, recencyWeight } from '../../src/main/services/picker/estimate';
import type { PickerProblem } from '../../src/main/services/picker/types';
import { attempt, daysAgo, problem, TODAY } from './fixtures';

/**
 * Per-axis estimates against the formulas in docs/daily-flow.md ("Per-axis estimate", "Choosing axes"):
 * estimate = (0.5 + Σ w·s) / (1 + Σ w), w = 0.5^(age_days / 30); uncertainty = 1 / sqrt(1 + Σ w);
 * priority = (1 − estimate) + 0.35 · uncertainty; ready/published writing is technical_writing evidence.
 */
const byAxis = (stats: ReturnType<typeof estimateAxes>) => new Map(stats.map((s) => [s.axis, s]));
const problems = (...list: PickerProblem[]) => new Map(list.map((p) => [p.slug, p]));
const CLEAN = { passed: true, testStatus: 'passed' as const, confidence: 3 };

describe('estimateAxes (docs/daily-flow.md)', () => {
  it('an axis without evidence sits at the prior with priority 0.85', () => {
    const stats = estimateAxes(TODAY, AXIS_IDS, new Map(), [], []);
    expect(stats.map((s) => s.axis)).toEqual([...AXIS_IDS]);
    for (const s of stats) {
      expect(s).toMatchObject({ estimate: 0.5, evidence: 0, attempts: 0, uncertainty: 1 });
      expect(s.priority).toBeCloseTo(0.85, 12);
    }
  });

  it('one fresh clean pass moves an axis halfway to 1, on every axis of the problem only', () => {
    const stats = byAxis(
      estimateAxes(TODAY, AXIS_IDS, problems(problem('p', ['algorithmic', 'training_mechanics'])), [attempt('p', { ...CLEAN, createdAt: TODAY.toISOString() })], []),
    );
    for (const axis of ['algorithmic', 'training_mechanics'] as AxisId[]) {
      expect(stats.get(axis)!.estimate).toBeCloseTo(0.75, 12);
      expect(stats.get(axis)!.evidence).toBeCloseTo(1, 12);
      expect(stats.get(axis)!.attempts).toBe(1);
      expect(stats.get(axis)!.uncertainty).toBeCloseTo(1 / Math.sqrt(2), 12);
      expect(stats.get(axis)!.priority).toBeCloseTo(0.25 + 0.35 / Math.sqrt(2), 12);
    }
    const untouched = AXIS_IDS.filter((a) => a !== 'algorithmic' && a !== 'training_mechanics');
    for (const axis of untouched) expect(stats.get(axis)!.estimate).toBe(0.5);
  });

  it('weights by recency: a 30-day-old failure counts half as much as a fresh pass', () => {
    const stats = byAxis(
      estimateAxes(
        TODAY,
        AXIS_IDS,
        problems(problem('p', ['algorithmic'])),
        [attempt('p', { ...CLEAN, createdAt: TODAY.toISOString() }), attempt('p', { createdAt: daysAgo(30) })],
        [],
      ),
    );
    const a = stats.get('algorithmic')!;
    // (0.5 + 1·1 + 0.5·0.3) / (1 + 1 + 0.5)
    expect(a.estimate).toBeCloseTo(1.65 / 2.5, 12);
    expect(a.evidence).toBeCloseTo(1.5, 12);
    expect(a.attempts).toBe(2);
  });

  it('ignores attempts on problems no longer in the corpus', () => {
    const stats = byAxis(estimateAxes(TODAY, AXIS_IDS, problems(), [attempt('gone', { ...CLEAN })], []));
    expect(stats.get('algorithmic')).toMatchObject({ estimate: 0.5, attempts: 0, evidence: 0 });
  });

  it('counts ready (0.7) and published (0.8) writing for technical_writing, and nothing else', () => {
    const stats = byAxis(
      estimateAxes(TODAY, AXIS_IDS, new Map(), [], [
        { id: '1', title: 'a', stage: 'ready', updatedAt: TODAY.toISOString() },
        { id: '2', title: 'b', stage: 'published', updatedAt: TODAY.toISOString() },
        { id: '3', title: 'c', stage: 'draft', updatedAt: TODAY.toISOString() },
        { id: '4', title: 'd', stage: 'idea', updatedAt: TODAY.toISOString() },
      ]),
    );
    expect(stats.get('technical_writing')!.estimate).toBeCloseTo((0.5 + 0.7 + 0.8) / 3, 12);
    expect(stats.get('technical_writing')!.attempts).toBe(2);
    expect(stats.get('algorithmic')!.attempts).toBe(0);
  });
});

describe('recency and age', () => {
  it.each([
    [0, 1],
    [30, 0.5],
    [60, 0.25],
    [15, Math.SQRT1_2],
  ])('an attempt %i days old weighs %d', (age, weight) => {
    expect(recencyWeight(age)).toBeCloseTo(weight, 12);
  });

  it('ages in days, never negative, and an unreadable date as a year old', () => {
    expect(ageDays(TODAY, daysAgo(3))).toBeCloseTo(3, 12);
    expect(ageDays(TODAY, new Date(TODAY.getTime() + 86_400_000).toISOString())).toBe(0);
    expect(ageDays(TODAY, 'not a date')).toBe(365);
  });
});

describe('focusAxes', () => {
  it('takes the highest priorities, ties in the fixed axis order', () => {
    const stats = estimateAxes(TODAY, AXIS_IDS, problems(problem('p', [AXIS_IDS[0]!])), [attempt('p', { ...CLEAN, createdAt: TODAY.toISOString() })], []);
    // The first axis is now known to be strong; the next three (in axis order) tie at 0.85.
    expect(focusAxes(stats).map((s) => s.axis)).toEqual(AXIS_IDS.slice(1, 4));
    expect(focusAxes(stats, 1).map((s) => s.axis)).toEqual([AXIS_IDS[1]]);
    const weak = estimateAxes(TODAY, AXIS_IDS, problems(problem('p', [AXIS_IDS[5]!])), [attempt('p', { testStatus: 'error', createdAt: TODAY.toISOString() })], []);
    expect(focusAxes(weak)[0]!.axis).toBe(AXIS_IDS[5]);
  });
});
