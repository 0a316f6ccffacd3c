import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { PHASES, type Phase } from '../../src/shared/domain/problem';
import { enforceReview } from '../../src/main/services/reviews/enforce';
import { enforceContextFor } from '../../src/main/services/reviews/produce';
import type { ReviewAttempt } from '../../src/main/services/reviews/review-attempt';
import { ModelReviewSchema } from '../../src/main/services/reviews/model-output';
import { CONTENT_DIR } from '../support/test-app';
import { NOTES, RUBRIC, goodReview, reviewAttempt } from './fixtures';

const STARTER = fs.readFileSync(path.join(CONTENT_DIR, 'problems/stable-softmax/starter.py'), 'utf8');

const attempt = reviewAttempt;
const ctxFor = (over: Partial<ReviewAttempt> = {}) => enforceContextFor(attempt(over), { starter: STARTER, statement_md: 'Softmax.' });
const parse = (value: unknown) => ModelReviewSchema.parse(value);

type Ev = { source: 'code' | 'notes' | 'test'; quote: string; line?: number | null } | null;
/**
 * The oracle: points and questions labelled by hand (for NOTES and CODE, on an attempt whose tests failed),
 * not by calling the checks under test. `ok` says whether the point may be shown.
 */
const POINTS: Array<{ text: string; evidence: Ev; ok: boolean; needs?: Phase; gapOnly?: boolean }> = [
  { text: '`row_max` is computed once and reused in `shifted`.', evidence: { source: 'code', quote: 'shifted = [x - row_max for x in logits]' }, ok: true },
  { text: 'Your plan orders row_max, subtract, exponentiate, divide by exp_sum.', evidence: { source: 'notes', quote: 'subtract it, exponentiate, then divide by exp_sum' }, ok: true, needs: 'plan' },
  { text: '`max(logits)` raises ValueError on an empty list.', evidence: { source: 'code', quote: 'row_max = max(logits)', line: 4 }, ok: true },
  { text: 'You tied overflow to large logits in explore.', evidence: { source: 'notes', quote: 'Softmax overflows for large logits' }, ok: true, needs: 'explore' },
  { text: 'test_empty_raises fails because nothing guards `max(logits)` on empty input.', evidence: { source: 'test', quote: 'test_empty_raises' }, ok: true, gapOnly: true },
  { text: 'Great job!', evidence: null, ok: false },
  { text: '`row_max` is reused in `shifted`.', evidence: null, ok: false },
  { text: '`row_max` is reused.', evidence: { source: 'code', quote: 'import math' }, ok: false },
  { text: '`normalize()` is never called before `row_max`.', evidence: { source: 'code', quote: 'row_max = max(logits)' }, ok: false },
  { text: 'Line 99 divides by `exp_sum` twice.', evidence: { source: 'code', quote: 'exp_sum = sum(exps)' }, ok: false },
  { text: 'All tests pass, and `exp_sum` is computed once.', evidence: { source: 'code', quote: 'exp_sum = sum(exps)' }, ok: false },
  { text: '`exp_sum` is computed once.', evidence: { source: 'code', quote: 'exp_sum = sum(exps)', line: 400 }, ok: false },
  { text: 'You divide by the sum of `exps`.', evidence: { source: 'notes', quote: 'return [e / exp_sum for e in exps]' }, ok: false },
  { text: 'Good test approach for the edge case.', evidence: { source: 'notes', quote: 'Check an all-equal row gives a uniform output.' }, ok: false },
  { text: '`exp_sum` is computed once.', evidence: { source: 'test', quote: 'test_does_not_exist' }, ok: false },
];
const QUESTIONS: Array<{ q: string; ok: boolean }> = [
  { q: 'What would you expect `stable_softmax` to return for an empty list, and why?', ok: true },
  { q: 'How would you convince yourself the output sums to one when logits differ by 1000?', ok: true },
  { q: 'Walk me through why you subtract the row max rather than the global max.', ok: false },
  { q: 'Which input would break your plan first, and how would you notice?', ok: true },
  { q: 'Did you consider which inputs overflow?', ok: false },
  { q: 'Why subtract the max — to stop exp from overflowing?', ok: false },
  { q: "Isn't it clear that an empty list needs a guard?", ok: false },
  { q: 'How would a reviewer check your overflow handling?', ok: false },
  { q: 'What does your function return for one logit (it should be 1.0)?', ok: false },
  { q: '', ok: false },
];

const keyArb = fc.constantFrom<string>(...PHASES, 'debugging');
const entryArb = fc.record({
  strength: fc.nat(POINTS.length - 1),
  gap: fc.nat(POINTS.length - 1),
});

describe('enforceReview against a hand-labelled oracle (property)', () => {
  it('shows exactly the acceptable points of kept phases, each with evidence, and only acceptable questions', () => {
    fc.assert(
      fc.property(
        fc.dictionary(keyArb, entryArb, { maxKeys: 6 }),
        fc.shuffledSubarray(QUESTIONS.map((_, i) => i), { minLength: 6, maxLength: 6 }),
        fc.subarray(['explore', 'plan'] as Phase[]),
        (chosen, questionOrder, noted) => {
          const phaseNotes = Object.fromEntries(noted.map((p) => [p, NOTES[p as 'explore' | 'plan']]));
          const ctx = ctxFor({ phaseNotes });
          const keys = Object.keys(chosen);
          const perPhase = Object.fromEntries(
            keys.map((k, i) => {
              const s = POINTS[chosen[k]!.strength]!;
              const g = POINTS[chosen[k]!.gap]!;
              return [k, { strength: s.text, strength_evidence: s.evidence, gap: g.text, gap_evidence: g.evidence, question: QUESTIONS[questionOrder[i]!]!.q }];
            }),
          );
          const out = enforceReview(parse({ summary: 'x', per_phase: perPhase, overall_score: 5 }), ctx);
          const expectedKeys = PHASES.filter((p) => p === 'implement' || (noted.includes(p) && keys.includes(p)));
          expect(Object.keys(out.perPhase)).toEqual(expectedKeys);
          for (const p of expectedKeys) {
            const given = chosen[p];
            const entry = out.perPhase[p]!;
            const s = given ? POINTS[given.strength]! : undefined;
            const g = given ? POINTS[given.gap]! : undefined;
            const q = given ? QUESTIONS[questionOrder[keys.indexOf(p)]!]! : undefined;
            // A notes quote counts only when those notes were written (and so are the user's material).
            // A failing test is evidence of a gap, never of a strength.
            const shown = (pt: (typeof POINTS)[number] | undefined, asStrength = false) =>
              Boolean(pt?.ok && (!pt.needs || noted.includes(pt.needs)) && !(asStrength && pt.gapOnly));
            expect(entry.strength).toBe(shown(s, true) ? s!.text : '');
            expect(entry.gap).toBe(shown(g) ? g!.text : '');
            expect(Boolean(entry.strength_evidence)).toBe(shown(s, true));
            expect(Boolean(entry.gap_evidence)).toBe(shown(g));
            expect(entry.question).toBe(q?.ok ? q.q : '');
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('clamps any score to 0-10 and caps it at 5 when tests failed, 3 when the run errored, not at all on a pass', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 200, noNaN: true }), fc.constantFrom('passed', 'failed', 'error', 'timeout') as fc.Arbitrary<ReviewAttempt['testStatus']>, (score, status) => {
        const out = enforceReview(parse(goodReview({ overall_score: score })), ctxFor({ testStatus: status, passed: status === 'passed' }));
        const clamped = Math.round(Math.min(10, Math.max(0, score)) * 10) / 10;
        const cap = status === 'passed' ? 10 : status === 'failed' ? 5 : 3;
        expect(out.overallScore).toBe(Math.min(cap, clamped));
        expect(out.notices.some((n) => n.includes('capped'))).toBe(clamped > cap);
      }),
    );
  });
});

describe('enforceReview, single cases', () => {
  it('finds no problem in a review that follows every rule', () => {
    const out = enforceReview(parse(goodReview()), ctxFor({ passed: true, testStatus: 'passed' }));
    expect(out.problems).toEqual([]);
    expect(out.notices).toEqual([]);
    expect(out.thinNotes).toBe(false);
  });

  it.each([
    [4, 'out of range above'],
    [-1, 'out of range below'],
    [1.5, 'not an integer'],
    [99, 'far out of range'],
  ])('refuses a rubric score of %p (%s): the interview review has no rubric and the problem names it', (score) => {
    const rubric = { ...RUBRIC, multiple_approaches: { ...RUBRIC.multiple_approaches, score } };
    const out = enforceReview(parse(goodReview({ rubric })), ctxFor({ mode: 'interview', passed: true, testStatus: 'passed' }));
    expect(out.rubric).toBeNull();
    expect(out.rubricMissing).toEqual(['multiple_approaches']);
    expect(out.problems).toContain(`rubric.multiple_approaches.score ${score} is refused: it must be an integer from 0 to 3`);
  });

  it('accepts every in-range integer rubric score', () => {
    for (const score of [0, 1, 2, 3]) {
      const rubric = { ...RUBRIC, multiple_approaches: { ...RUBRIC.multiple_approaches, score } };
      const out = enforceReview(parse(goodReview({ rubric })), ctxFor({ mode: 'interview', passed: true, testStatus: 'passed' }));
      expect(out.rubric?.multiple_approaches.score).toBe(score);
    }
  });

  it('fails a criterion whose reason is whitespace only, and removes a reason without evidence', () => {
    const rubric = {
      ...RUBRIC,
      code_quality: { score: 2, reason: ' \u200b\n ', evidence: null },
      verification: { score: 1, reason: 'Solid verification overall.', evidence: null },
    };
    const out = enforceReview(parse(goodReview({ rubric })), ctxFor({ mode: 'interview', passed: true, testStatus: 'passed' }));
    expect(out.rubricMissing).toEqual(['code_quality']);
    expect(out.problems).toContain('rubric.code_quality.reason is blank');
    expect(out.problems.some((p) => p.startsWith('rubric.verification.reason'))).toBe(true);
  });

  it('caps verification at 2 when tests failed and says so', () => {
    const rubric = { ...RUBRIC, verification: { ...RUBRIC.verification, score: 3 } };
    const out = enforceReview(parse(goodReview({ rubric })), ctxFor({ mode: 'interview' }));
    expect(out.rubric?.verification.score).toBe(2);
    expect(out.notices).toContain('Verification is capped at 2/3 because not all tests passed (the reviewer gave 3).');
  });

  it('removes a question that repeats an earlier phase’s question', () => {
    const review = goodReview();
    review.per_phase.implement.question = 'What would you expect `stable_softmax` to return for an empty list, and why?';
    const out = enforceReview(parse(review), ctxFor());
    expect(out.perPhase.explore?.question).toContain('empty list');
    expect(out.perPhase.implement?.question).toBe('');
    expect(out.perPhase.implement?.removed).toEqual([{ field: 'question', reason: 'it repeats the explore question' }]);
  });
});
