import {
  SCORE_CAP_RUN_BROKEN,
  SCORE_CAP_TESTS_FAILED,
  describeVerdict,
  factContradiction,
  factsOf,
  scoreCap,
  type AttemptFacts,
} from '../../src/main/services/reviews/facts';
import type { ReviewAttempt } from '../../src/main/services/reviews/review-attempt';
import { FAILED_FACTS, PASSED_FACTS } from './fixtures';
import type { Phase } from '../../src/shared/domain/problem';

/** The exact facts read from an attempt and the exact reason each contradiction is refused with. */
const failed: AttemptFacts = { ...FAILED_FACTS, phaseTimesMs: { ...FAILED_FACTS.phaseTimesMs, verify: 30_000 } };
const passed: AttemptFacts = { ...PASSED_FACTS, phaseTimesMs: failed.phaseTimesMs, lookedUpPitfalls: true };
const none = new Set<Phase>();
const C = (why: string) => `it contradicts the attempt: ${why}`;

describe('factsOf', () => {
  test('counts passing results, ignores results that are not objects, sums only positive finite hint counts', () => {
    const attempt = {
      mode: 'interview',
      testStatus: 'failed',
      passed: false,
      testResults: [{ status: 'pass' }, { status: 'fail' }, null, 'x', { status: 'pass' }, { status: 'error' }],
      lookedUpReference: true,
      lookedUpPitfalls: false,
      hintCounts: { explore: 2, plan: -1, implement: Number.NaN, verify: Infinity, brainstorm: 3 },
      phaseTimesMs: { plan: 1000 },
    } as unknown as ReviewAttempt;
    expect(factsOf(attempt)).toEqual({
      mode: 'interview',
      testStatus: 'failed',
      passed: false,
      testsPassed: 2,
      testsTotal: 4,
      lookedUpReference: true,
      lookedUpPitfalls: false,
      hintsUsed: 5,
      phaseTimesMs: { plan: 1000 },
      tests: [],
    });
  });
});

describe('score cap and verdict', () => {
  test('exact caps and reasons', () => {
    expect([SCORE_CAP_TESTS_FAILED, SCORE_CAP_RUN_BROKEN]).toEqual([5, 3]);
    expect(scoreCap(failed)).toEqual({ cap: 5, why: 'not all tests passed (7 of 10 tests passed)' });
    expect(scoreCap({ ...failed, testStatus: 'timeout' })).toEqual({
      cap: 3,
      why: 'the tests did not run to completion (timeout)',
    });
    expect(scoreCap({ ...failed, testStatus: 'error' })).toEqual({
      cap: 3,
      why: 'the tests did not run to completion (error)',
    });
    expect(scoreCap({ ...failed, testStatus: 'failed', passed: true })).toBeNull();
  });

  test('describeVerdict: counts when there are results, else the status', () => {
    expect(describeVerdict(failed)).toBe('7 of 10 tests passed');
    expect(describeVerdict({ ...failed, testsTotal: 0 })).toBe('failed');
    expect(describeVerdict({ ...passed, testsTotal: 0 })).toBe('passed');
    expect(describeVerdict({ ...passed, testsTotal: 1, testsPassed: 1 })).toBe('1 of 1 tests passed');
  });
});

describe('factContradiction, reason by reason', () => {
  test.each<[string, AttemptFacts, string, string | null]>([
    [
      'all pass, on a failed run',
      failed,
      'All tests pass here.',
      C('the run shows 7 of 10 tests passed, not a full pass'),
    ],
    ['a failure, on a full pass', passed, 'Two tests failed here.', C('every test passed (10 of 10 tests passed)')],
    [
      'no reference, after opening it',
      failed,
      'You solved it without looking at the reference.',
      C('the attempt logged that you opened the reference solution'),
    ],
    [
      'the reference, never opened',
      passed,
      'After reading the reference you rewrote it.',
      C('the attempt logged that you did not open the reference solution'),
    ],
    [
      'no pitfalls, after opening them',
      passed,
      'You did it without reading the pitfalls.',
      C('the attempt logged that you opened the pitfalls'),
    ],
    [
      'the pitfalls, never opened',
      failed,
      'After reading the pitfalls you added a guard.',
      C('the attempt logged that you did not open the pitfalls'),
    ],
    ['no hints, with two', failed, 'You never used a hint.', C('the attempt logged 2 hints opened')],
    [
      'no hints, with one',
      { ...failed, hintsUsed: 1 },
      'You did not use any hints.',
      C('the attempt logged 1 hint opened'),
    ],
    ['hints, with none', passed, 'You used two hints.', C('the attempt logged no hints opened')],
    [
      'interview, in practice',
      failed,
      'In this interview you kept calm.',
      C('this was a practice attempt, not an interview'),
    ],
    ['practice, in an interview', passed, 'In this practice run you moved fast.', C('this was an interview attempt')],
    ['a wrong count', failed, '9 of 10 tests passed.', C('7 of 10 tests passed')],
    ['a wrong total', failed, '7 of 11 tests passed.', C('7 of 10 tests passed')],
    ['a wrong failure count', failed, '2 out of 10 tests failed.', C('7 of 10 tests passed')],
    ['a right failure count', failed, '3/10 tests failed.', null],
    ['a right count', failed, '7 out of 10 tests pass.', null],
    ['counts with no results recorded', { ...failed, testsTotal: 0, testsPassed: 0 }, '9 of 10 tests passed.', null],
    [
      'a time far off',
      failed,
      'You spent only 20 seconds in plan.',
      C('the attempt recorded 300 s in plan, not 20 seconds'),
    ],
    [
      'a time for an unrecorded phase',
      failed,
      'You spent 4 minutes on explore.',
      C('no time was recorded for explore'),
    ],
    ['a time within half', failed, 'You spent 7.5 minutes in plan.', null],
    [
      'a time just past half',
      failed,
      'You spent 7.6 minutes in plan.',
      C('the attempt recorded 300 s in plan, not 7.6 minutes'),
    ],
    ['a short phase: a minute of slack', failed, 'Verify took 90 seconds.', null],
    [
      'a short phase: past a minute',
      failed,
      'Verify took 91 seconds.',
      C('the attempt recorded 30 s in verify, not 91 seconds'),
    ],
    ['hours', failed, 'Implement took 0.25 hours.', null],
    ['hours, off', failed, 'Implement took 0.1 hours.', C('the attempt recorded 900 s in implement, not 0.1 hours')],
    ['h', failed, 'Implement took 1 h.', C('the attempt recorded 900 s in implement, not 1 h')],
    ['mins', failed, 'Implement took 15 mins.', null],
    ['secs', failed, 'Implement took 900 secs.', null],
    ['s', failed, 'Implement took 300 s.', C('the attempt recorded 900 s in implement, not 300 s')],
    ['a time with no verb is not a claim', failed, 'Plan: 20 seconds.', null],
    [
      'a skipped phase with notes',
      failed,
      'You skipped the plan phase.',
      'it says you skipped plan, but you wrote plan notes or spent time there',
    ],
    ['a skipped phase with a minute spent', failed, 'You left out verify.', null],
  ])('%s', (_label, facts, text, want) => {
    expect(factContradiction(text, facts, new Set<Phase>(['plan']))).toBe(want);
  });

  test('skipping: notes or at least a minute in the phase contradict it', () => {
    const facts = { ...failed, phaseTimesMs: { explore: 60_000, brainstorm: 59_999 } };
    expect(factContradiction('You skipped explore.', facts, none)).toBe(
      'it says you skipped explore, but you wrote explore notes or spent time there',
    );
    expect(factContradiction('You skipped brainstorm.', facts, none)).toBeNull();
    expect(factContradiction('You never did the brainstorm step.', facts, new Set<Phase>(['brainstorm']))).toBe(
      'it says you skipped brainstorm, but you wrote brainstorm notes or spent time there',
    );
    expect(factContradiction('Skipping verify was a choice.', facts, none)).toBeNull();
  });

  test('negation and partial claims', () => {
    expect(factContradiction('Not all tests pass yet.', failed, none)).toBeNull();
    expect(factContradiction('Some tests pass already.', failed, none)).toBeNull();
    expect(factContradiction('The tests never failed.', passed, none)).toBeNull();
    // Negation far before the claim does not count (more than 24 characters back).
    expect(factContradiction('No doubt about it, and in the end all tests pass.', failed, none)).toBe(
      C('the run shows 7 of 10 tests passed, not a full pass'),
    );
    // The partial words only exempt a claim of passing, not a claim of failing.
    expect(factContradiction('Only two tests failed.', passed, none)).toBe(
      C('every test passed (10 of 10 tests passed)'),
    );
    // Claims are checked sentence by sentence: the first contradicting sentence is reported.
    expect(factContradiction('The shift is right. You used a hint. All tests pass.', passed, none)).toBe(
      C('the attempt logged no hints opened'),
    );
  });
});
