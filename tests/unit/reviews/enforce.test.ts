import fc from 'fast-check';
import { PHASES, type Phase } from '../../../src/shared/domain/problem';
import { enforceReview, isThin } from '../../../src/main/services/reviews/enforce';
import { questionProblem } from '../../../src/main/services/reviews/questions';
import { buildEvidence, isSpecific } from '../../../src/main/services/reviews/specificity';
import { CODE, NOTES, RUBRIC, goodReview } from './fixtures';

const evidence = buildEvidence({ notes: Object.values(NOTES), code: CODE });
const sentence = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    'Great job!',
    'You computed `row_max` before `shifted`, as the plan says.',
    'What would you expect for an empty list, and why?',
    'Why subtract the max? Because it overflows.',
    'Subtracting the row max for numerical stability was planned in explore.',
  ),
);
const phaseEntry = fc.record({ strength: sentence, gap: sentence, question: sentence });
const anyKey = fc.oneof(fc.constantFrom(...PHASES), fc.constantFrom('debugging', 'summary', 'Plan'));

describe('enforceReview (property)', () => {
  it('whatever the model sends, only noted phases plus implement survive, and every kept text obeys the rules', () => {
    fc.assert(
      fc.property(
        fc.dictionary(anyKey, phaseEntry, { maxKeys: 7 }),
        fc.subarray([...PHASES]),
        fc.double({ min: -50, max: 200, noNaN: true }),
        fc.constantFrom('practice' as const, 'interview' as const),
        (perPhase, noted, score, mode) => {
          const notedPhases = new Set<Phase>(noted);
          const out = enforceReview(
            { summary: 's', per_phase: perPhase, overall_score: score, rubric: RUBRIC },
            { mode, notedPhases, evidence },
          );
          const keys = Object.keys(out.perPhase);
          expect(keys).toContain('implement');
          for (const k of keys) expect(k === 'implement' || notedPhases.has(k as Phase)).toBe(true);
          // Strength, gap and question are optional: each one present must meet its rule.
          /* eslint-disable jest/no-conditional-expect */
          for (const e of Object.values(out.perPhase)) {
            if (e.strength) expect(isSpecific(e.strength, evidence)).toBe(true);
            if (e.gap) expect(isSpecific(e.gap, evidence)).toBe(true);
            if (e.question) expect(questionProblem(e.question)).toBeNull();
          }
          /* eslint-enable jest/no-conditional-expect */
          expect(out.overallScore).toBeGreaterThanOrEqual(0);
          expect(out.overallScore).toBeLessThanOrEqual(10);
          expect(out.rubric === null).toBe(mode === 'practice');
          expect(out.thinNotes).toBe(isThin(out.perPhase));
        },
      ),
    );
  });

  it('finds no problem in a review that follows every rule', () => {
    const out = enforceReview(goodReview(), {
      mode: 'practice',
      notedPhases: new Set<Phase>(['explore', 'plan']),
      evidence,
    });
    expect(out.problems).toEqual([]);
    expect(out.thinNotes).toBe(false);
  });

  it('flags an out-of-range score and clamps it', () => {
    const out = enforceReview(goodReview({ overall_score: 75 }), {
      mode: 'practice',
      notedPhases: new Set<Phase>(['explore', 'plan']),
      evidence,
    });
    expect(out.overallScore).toBe(10);
    expect(out.problems).toContain('overall_score must be a number from 0 to 10');
  });

  it('keeps only one-line rubric reasons and rejects non-integer rubric scores', () => {
    const rubric = {
      ...RUBRIC,
      verification: { score: 1.5, reason: 'half' },
      code_quality: { score: 2, reason: 'line one\nline two' },
    };
    const out = enforceReview(goodReview({ rubric }), {
      mode: 'interview',
      notedPhases: new Set<Phase>(['explore', 'plan']),
      evidence,
    });
    expect(out.rubric).toBeNull();
    expect(out.rubricMissing).toEqual(['verification']);
  });
});
