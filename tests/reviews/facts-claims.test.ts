import { factContradiction, type AttemptFacts } from '../../src/main/services/reviews/facts';
import { FAILED_FACTS, PASSED_FACTS } from './fixtures';
import type { Phase } from '../../src/shared/domain/problem';

/** Each kind of claim factContradiction knows, in each of its wordings, with the exact reason. */
const failed = FAILED_FACTS;
const passed: AttemptFacts = { ...PASSED_FACTS, lookedUpPitfalls: true };
const C = (why: string) => `it contradicts the attempt: ${why}`;
const NOT_FULL = C('the run shows 7 of 10 tests passed, not a full pass');
const FULL = C('every test passed (10 of 10 tests passed)');
const claim = (text: string, facts: AttemptFacts, noted: Phase[] = []) =>
  factContradiction(text, facts, new Set<Phase>(noted));

describe('claims that every test passed', () => {
  test.each([
    'Every single one of your tests passed.',
    'Both tests are green.',
    'Each test succeeded.',
    'The test suite passes.',
    'Your tests all pass.',
    'The tests went green.',
    'The tests were passing.',
    'The tests succeeded.',
    'It passed all the tests.',
    'It is passing every test.',
    'The code is fully working.',
    'The code is completely correct.',
    'It worked perfectly.',
    'It works on every case.',
  ])('%j on a failed run', (text) => {
    expect(claim(text, failed)).toBe(NOT_FULL);
    expect(claim(text, passed)).toBeNull();
  });

  test('words between "all" and "tests" and between "tests" and the verb', () => {
    expect(claim('Each of the tests came out green.', failed)).toBe(NOT_FULL);
    expect(claim('Each test came out green.', failed)).toBe(NOT_FULL);
    expect(claim('Both of the ten tests we ran came out green.', failed)).toBe(NOT_FULL);
    expect(claim('Each of the tests did succeed.', failed)).toBe(NOT_FULL);
    expect(claim('Each of the tests then succeeded.', failed)).toBe(NOT_FULL);
    expect(claim('It will pass all the tests.', failed)).toBe(NOT_FULL);
  });

  test('a partial word within 24 characters before the claim (or in it) makes it no claim of a full pass', () => {
    expect(claim('All 12 tests pass.', failed)).toBeNull();
    // A partial word after the claim does not count.
    expect(claim('All tests pass, and only the loop is left.', failed)).toBe(NOT_FULL);
    expect(claim('Several of the tests pass.', failed)).toBeNull();
    expect(claim('Half the time, all tests pass.', failed)).toBeNull();
    expect(claim('All 7 tests pass.', failed)).toBeNull();
    expect(claim('It has many lines, and in the end all tests pass.', failed)).toBe(NOT_FULL);
  });
});

describe('claims that a test failed', () => {
  test.each([
    'Two tests broke on large logits.',
    'It fails the test on empty input.',
    'It failed three tests.',
    'There are failing tests.',
    'A test failed.',
  ])('%j on a full pass', (text) => {
    expect(claim(text, passed)).toBe(FULL);
    expect(claim(text, failed)).toBeNull();
  });

  test('"a failing test", singular; words between "tests" and the verb; "fail" without an article', () => {
    expect(claim('There is a failing test.', passed)).toBe(FULL);
    expect(claim('Two tests on large inputs failed.', passed)).toBe(FULL);
    expect(claim('It may fail a test.', passed)).toBe(FULL);
    expect(claim('It failed tests.', passed)).toBe(FULL);
  });

  test('negated failures are no claim', () => {
    expect(claim('None of the tests failed.', passed)).toBeNull();
    expect(claim("The tests didn't fail.", passed)).toBeNull();
    expect(claim('Neither test failed.', passed)).toBeNull();
  });
});

describe('the reference solution and the pitfalls', () => {
  test.each([
    'You got there without checking the reference.',
    'You never peeked at the reference.',
    "You didn't need the reference.",
    "You haven't opened the reference.",
    'You did not read the reference.',
    'You got there without reading the reference.',
    'You got there without consulting the reference.',
    'You never needed the reference.',
    'You got there without using the reference.',
    'No need to consult the reference here.',
  ])('%j when it was opened', (text) => {
    expect(claim(text, failed)).toBe(C('the attempt logged that you opened the reference solution'));
    expect(claim(text, passed)).toBeNull();
  });

  test.each([
    'By copying the reference you finished fast.',
    'From reading the reference you learnt the trick.',
    'Having consulted the reference, you fixed it.',
    'You opened the reference and fixed it.',
  ])('%j when it was not', (text) => {
    expect(claim(text, passed)).toBe(C('the attempt logged that you did not open the reference solution'));
    expect(claim(text, failed)).toBeNull();
  });

  test.each([
    'look at',
    'looked at',
    'open',
    'opened',
    'read',
    'reading',
    'consult',
    'consulted',
    'check',
    'checked',
    'peek at',
    'peeked at',
  ])('You %s the reference: a claim that you did', (verb) => {
    expect(claim(`You ${verb} the reference.`, passed)).toBe(
      C('the attempt logged that you did not open the reference solution'),
    );
  });

  test.each(['look at', 'looked at', 'open', 'opened', 'read', 'reading', 'consult', 'consulted', 'check', 'checked'])(
    'You %s the pitfalls: a claim that you did',
    (verb) => {
      expect(claim(`You ${verb} the pitfalls.`, failed)).toBe(
        C('the attempt logged that you did not open the pitfalls'),
      );
    },
  );

  test('a negated look at the reference is no claim of one', () => {
    expect(claim('It is not as if you opened the reference.', passed)).toBeNull();
  });

  // "n't" ("didn't", "haven't") counts as a negation in both the reference and the pitfalls claims; before the fix
  // the pattern asked for a word boundary before it, which never holds inside a word.
  test.each([
    'You did well without checking the pitfalls.',
    'You never looked at the pitfalls list... or the pitfalls.',
    "You didn't check the pitfalls.",
    "You haven't read the pitfalls.",
    'You did not even once check the pitfalls.',
    'You did not open the pitfalls.',
    'You got there without opening the pitfalls.',
    'You did not consult the pitfalls.',
    'You got there without consulting the pitfalls.',
  ])('%j when they were opened', (text) => {
    expect(claim(text, passed)).toBe(C('the attempt logged that you opened the pitfalls'));
    expect(claim(text, failed)).toBeNull();
  });

  test.each(['By checking the pitfalls you avoided it.', 'You consulted the pitfalls first.'])(
    '%j when they were not',
    (text) => {
      expect(claim(text, failed)).toBe(C('the attempt logged that you did not open the pitfalls'));
      expect(claim(text, passed)).toBeNull();
    },
  );

  test('a negated look at the pitfalls is no claim of one', () => {
    expect(claim('It is not that you checked the pitfalls.', failed)).toBeNull();
  });
});

describe('hints', () => {
  test.each([
    'You solved it without hints.',
    'You solved it without any hints.',
    'You solved it without a hint.',
    'You solved it without using hints.',
    'You solved it with no hints.',
    "You didn't ask for a hint.",
    'You never took any hints.',
    'You did not need hints.',
  ])('%j when hints were opened', (text) => {
    expect(claim(text, failed)).toBe(C('the attempt logged 2 hints opened'));
    expect(claim(text, passed)).toBeNull();
  });

  test.each([
    'You relied on hints.',
    'You leaned on two hints.',
    'You got there with the help of a hint.',
    'You took a hint.',
    'You opened the hint.',
    'You needed hints.',
  ])('%j when none were', (text) => {
    expect(claim(text, passed)).toBe(C('the attempt logged no hints opened'));
    expect(claim(text, failed)).toBeNull();
  });

  test('a negated use of hints is no claim of one', () => {
    expect(claim('It is not true that you used two hints.', passed)).toBeNull();
  });
});

describe('mode', () => {
  test.each([
    'Your interview went well.',
    'In interview mode you kept calm.',
    'Under interview conditions, fine.',
    'The interview setting helped.',
    'Under interview pressure you kept calm.',
  ])('%j in practice', (text) => {
    expect(claim(text, failed)).toBe(C('this was a practice attempt, not an interview'));
    expect(claim(text, passed)).toBeNull();
  });

  test.each(['Your practice session went well.', 'This practice attempt was calm.', 'In practice mode you can pause.'])(
    '%j in an interview',
    (text) => {
      expect(claim(text, passed)).toBe(C('this was an interview attempt'));
      expect(claim(text, failed)).toBeNull();
    },
  );

  test('a negation before a mode or skip claim does not cancel it: those claims are never negated', () => {
    expect(claim('Without a hint, in this interview you kept calm.', { ...failed, hintsUsed: 0 })).toBe(
      C('this was a practice attempt, not an interview'),
    );
    expect(claim('Without a hint, in this practice run you moved fast.', passed)).toBe(
      C('this was an interview attempt'),
    );
    expect(claim('Without a note, you skipped the plan.', failed, ['plan'])).toBe(
      'it says you skipped plan, but you wrote plan notes or spent time there',
    );
  });
});

describe('skipped phases', () => {
  test.each<[string, Phase]>([
    ['You skipped your explore step.', 'explore'],
    ['Skipping the brainstorm phase cost you.', 'brainstorm'],
    ['You never did the verify phase.', 'verify'],
    ['You left out implement.', 'implement'],
    ['You skipped PLAN.', 'plan'],
  ])('%j', (text, phase) => {
    expect(claim(text, failed, [phase])).toBe(
      `it says you skipped ${phase}, but you wrote ${phase} notes or spent time there`,
    );
    expect(claim(text, { ...failed, phaseTimesMs: {} })).toBeNull();
  });

  test('a skip claim that holds does not hide a later contradiction in the same sentence', () => {
    expect(claim('You skipped verify and used two hints.', passed)).toBe(C('the attempt logged no hints opened'));
  });
});

describe('counts and times', () => {
  test('counts: "of", "out of", "/" with or without spaces; only when the run has results', () => {
    expect(claim('7/10 tests pass.', failed)).toBeNull();
    expect(claim('7 / 10 tests pass.', failed)).toBeNull();
    expect(claim('8/10 tests pass.', failed)).toBe(C('7 of 10 tests passed'));
    expect(claim('3 out of 10 tests fail.', failed)).toBeNull();
    expect(claim('7 of 10 tests fail.', failed)).toBe(C('7 of 10 tests passed'));
    expect(claim('10 of 10 tests.', passed)).toBeNull();
    expect(claim('9 of 10 tests.', passed)).toBe(C('10 of 10 tests passed'));
    expect(claim('0 of 3 tests passed.', { ...failed, testsTotal: 0, testsPassed: 0 })).toBeNull();
    expect(claim('11 of 10 tests.', passed)).toBe(C('10 of 10 tests passed'));
    expect(claim('9 of 10tests.', passed)).toBe(C('10 of 10 tests passed'));
    expect(claim('0 of 1 test passed.', { ...passed, testsTotal: 1, testsPassed: 1 })).toBe(C('1 of 1 tests passed'));
    expect(claim('7 of 10 checks passed.', passed)).toBeNull();
  });

  test('times: units in any case, each verb, the phase named anywhere in the sentence', () => {
    expect(claim('Plan took 5 MINUTES.', failed)).toBeNull();
    expect(claim('Plan took 5 Min.', failed)).toBeNull();
    expect(claim('You spent 2 hrs on implement.', failed)).toBe(
      C('the attempt recorded 900 s in implement, not 2 hrs'),
    );
    expect(claim('Plan took 300 sec.', failed)).toBeNull();
    expect(claim('Plan took 300s.', failed)).toBeNull();
    expect(claim('Plan took 30s.', failed)).toBe(C('the attempt recorded 300 s in plan, not 30s'));
    expect(claim('Over 30 seconds went to plan.', failed)).toBe(
      C('the attempt recorded 300 s in plan, not 30 seconds'),
    );
    expect(claim('Just 30 seconds of plan.', failed)).toBe(C('the attempt recorded 300 s in plan, not 30 seconds'));
    expect(claim('After 30 seconds the plan was done.', failed)).toBe(
      C('the attempt recorded 300 s in plan, not 30 seconds'),
    );
    expect(claim('Spend 30 seconds more on plan.', failed)).toBe(
      C('the attempt recorded 300 s in plan, not 30 seconds'),
    );
    expect(claim('Taking 30 seconds, plan was quick.', failed)).toBe(
      C('the attempt recorded 300 s in plan, not 30 seconds'),
    );
    expect(claim('The plan: 30 seconds.', failed)).toBeNull();
    expect(claim('You spent 30 seconds.', failed)).toBeNull();
    expect(claim('You spent time in plan.', failed)).toBeNull();
    expect(claim('Plan took 30 sec.', failed)).toBe(C('the attempt recorded 300 s in plan, not 30 sec'));
    expect(claim('Plan took 1 minute.', failed)).toBe(C('the attempt recorded 300 s in plan, not 1 minute'));
    expect(claim('Plan took 1 min.', failed)).toBe(C('the attempt recorded 300 s in plan, not 1 min'));
    expect(claim('Implement took 1 hour.', failed)).toBe(C('the attempt recorded 900 s in implement, not 1 hour'));
    expect(claim('Implement took 1 hr.', failed)).toBe(C('the attempt recorded 900 s in implement, not 1 hr'));
    expect(claim('Plan took 300.4 seconds.', { ...failed, phaseTimesMs: { plan: 300_400 } })).toBeNull();
    expect(claim('Plan took 1 second.', { ...failed, phaseTimesMs: { plan: 200_600 } })).toBe(
      C('the attempt recorded 201 s in plan, not 1 second'),
    );
  });
});
