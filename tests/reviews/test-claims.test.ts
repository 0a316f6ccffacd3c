import { FAILED_FACTS, PASSED_FACTS } from './fixtures';
import { factContradiction } from '../../src/main/services/reviews/facts';

/**
 * Claims about single tests and about the run, against the recorded statuses (FAILED_FACTS: test_empty_raises and
 * test_large_logits_do_not_overflow failed, test_very_negative_logits errored, the rest passed).
 */
const check = (text: string, facts = FAILED_FACTS) => factContradiction(text, facts, new Set());

describe('a claim about a named test is checked against that test', () => {
  test.each([
    ['test_large_logits_do_not_overflow passes, so the shift works.', 'test_large_logits_do_not_overflow failed in this run; the text says it passed'],
    ['Because `test_empty_raises` is green, the guard is in place.', 'test_empty_raises failed in this run; the text says it passed'],
    ['The large logits do not overflow test succeeds thanks to the shift.', 'test_large_logits_do_not_overflow failed in this run; the text says it passed'],
    ['test_very_negative_logits passed on the first try.', 'test_very_negative_logits errored in this run; the text says it passed'],
    ['test_passing_3 fails on an empty list.', 'test_passing_3 passed in this run; the text says it failed'],
    ['test_passing_1 does not pass yet.', 'test_passing_1 passed in this run; the text says it failed'],
  ])('%s', (text, why) => {
    expect(check(text)).toBe(`it contradicts the attempt: ${why}`);
  });

  test.each([
    'test_large_logits_do_not_overflow fails because exp(1000) overflows.',
    'test_empty_raises does not pass: nothing raises ValueError.',
    'test_passing_1 passes, and the shift stays in one place.',
    'test_very_negative_logits errors with a ZeroDivisionError.',
    'Naming test_empty_raises in your plan shows you read the tests.',
    'test_passing_2 passes while test_empty_raises fails.',
  ])('kept: %s', (text) => {
    expect(check(text)).toBeNull();
  });

  test('on a passing run, a named test said to fail is caught and one said to pass is kept', () => {
    expect(check('test_empty_raises fails on [].', PASSED_FACTS)).toMatch(/test_empty_raises passed in this run/);
    expect(check('test_empty_raises passes once the guard raises.', PASSED_FACTS)).toBeNull();
  });
});

describe('a claim about the run as a whole', () => {
  test('crashing or timing out is checked against the run status', () => {
    expect(check('The code crashes on import, so nothing runs.')).toBe('it contradicts the attempt: the run did not crash; it ran every test');
    expect(check('The run timed out on the large input.')).toBe('it contradicts the attempt: the run finished within its time limit');
    expect(check('The code crashes on import.', { ...FAILED_FACTS, testStatus: 'error' })).toBeNull();
    expect(check('The run timed out on the large input.', { ...FAILED_FACTS, testStatus: 'timeout' })).toBeNull();
    expect(check('The run never timed out, even on 1000 logits.')).toBeNull();
  });
});
