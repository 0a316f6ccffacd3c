import { factContradiction, scoreCap } from '../../src/main/services/reviews/facts';
import { FAILED_FACTS, PASSED_FACTS } from './fixtures';
import { summaryProblem } from '../../src/main/services/reviews/summary';
import { buildEvidence } from '../../src/main/services/reviews/specificity';
import type { Phase } from '../../src/shared/domain/problem';

/** Facts the review may not contradict, and the summary rule. */
const failed = FAILED_FACTS;
const passed = PASSED_FACTS;
const noted = new Set<Phase>(['plan']);

describe('fact contradictions', () => {
  it.each([
    [failed, 'All tests pass, which shows the shift works.'],
    [failed, 'Your tests pass and the guard is in place.'],
    [failed, 'It passes every test thanks to row_max.'],
    [failed, 'The code works correctly on every input.'],
    [failed, 'You solved it without looking at the reference.'],
    [failed, 'You never used a hint.'],
    [failed, 'In this interview you kept calm.'],
    [failed, '9 of 10 tests passed.'],
    [failed, 'You spent only 20 seconds in plan.'],
    [failed, 'You skipped the plan phase.'],
    [passed, 'Two tests failed on large logits.'],
    [passed, 'After reading the reference you rewrote the loop.'],
    [passed, 'You used two hints to get there.'],
    [passed, 'In this practice run you moved fast.'],
    [passed, 'You spent 4 minutes on explore.'],
  ])('refuses a claim against the facts: %#', (facts, text) => {
    expect(factContradiction(text, facts, noted)).toEqual(expect.stringContaining('it '));
  });

  it.each([
    [failed, 'Not all tests pass: the large-logit case overflows.'],
    [failed, '7 of 10 tests passed.'],
    [failed, '3 of 10 tests failed.'],
    [failed, 'After opening the reference you added the guard.'],
    [failed, 'You spent about 5 minutes in plan.'],
    [failed, 'In a real interview, state the complexity.'],
    [passed, 'All tests pass, and the plan predicted why.'],
    [passed, 'No test failed.'],
    [passed, 'You solved it without opening the reference.'],
    [passed, 'You worked without any hints.'],
    [passed, 'The shift by row_max keeps exp finite.'],
  ])('accepts a claim consistent with the facts: %#', (facts, text) => {
    expect(factContradiction(text, facts, noted)).toBeNull();
  });
});

describe('score cap', () => {
  it('caps at 5 when tests failed, 3 when the run errored or timed out, none on a pass', () => {
    expect(scoreCap(failed)?.cap).toBe(5);
    expect(scoreCap({ ...failed, testStatus: 'error' })?.cap).toBe(3);
    expect(scoreCap({ ...failed, testStatus: 'timeout' })?.cap).toBe(3);
    expect(scoreCap(passed)).toBeNull();
  });
});

describe('summary', () => {
  const evidence = buildEvidence({ notes: ['shift by row_max before exp'], code: 'row_max = max(xs)' });
  const ctx = { evidence, facts: failed, notedPhases: noted };
  it.each([
    ['', /blank/],
    [' \u200b\n', /blank/],
    ['One sentence only.', /1 sentence/],
    ['One. Two. Three. Four.', /4 sentences/],
    ['Excellent work overall. Great job on this one.', /praises/],
    ['The shift by row_max is right. All tests pass.', /contradicts/],
  ])('refuses %j', (summary, why) => expect(summaryProblem(summary, ctx)).toMatch(why));

  it.each([
    'You shift by row_max before exp, as your notes planned. Three tests still fail on empty input.',
    'Excellent choice to shift by row_max before exp. The empty-input case is still open.',
    'The plan is short. The code follows it. Verification is missing.',
  ])('accepts %j', (summary) => expect(summaryProblem(summary, ctx)).toBeNull());
});
