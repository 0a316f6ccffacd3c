import { parseLibtest, unfinishedTest } from '../../src/main/services/runner/libtest-parse';

const OUTPUT = `
running 3 tests
test tests::bad ... FAILED
test tests::ok ... ok
test tests::skipped ... ignored
test tests::other_bad ... FAILED

failures:

---- tests::bad stdout ----
printed line

thread 'tests::bad' (3) panicked at tests.rs:5:33:
assertion \`left == right\` failed
  left: 2
 right: 3
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace

---- tests::other_bad stdout ----
thread 'tests::other_bad' panicked at solution.rs:2:5:
not yet implemented


failures:
    tests::bad
    tests::other_bad

test result: FAILED. 1 passed; 2 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s
`;

describe('parseLibtest', () => {
  test('reads results, panic messages and printed output; skips ignored tests', () => {
    expect(parseLibtest(OUTPUT)).toEqual([
      {
        name: 'bad',
        status: 'fail',
        message: "thread 'tests::bad' (3) panicked at tests.rs:5:33:\nassertion `left == right` failed\n  left: 2\n right: 3",
        output: 'printed line',
      },
      { name: 'ok', status: 'pass', message: '' },
      { name: 'other_bad', status: 'fail', message: "thread 'tests::other_bad' panicked at solution.rs:2:5:\nnot yet implemented", output: '' },
    ]);
  });

  test('no tests, no results', () => {
    expect(parseLibtest('\nrunning 0 tests\n\ntest result: ok. 0 passed\n')).toEqual([]);
  });

  test('caps printed output at 500 characters', () => {
    const long = 'z'.repeat(2000);
    const text = `test tests::t ... FAILED\n\nfailures:\n\n---- tests::t stdout ----\n${long}\nthread 'tests::t' panicked at tests.rs:1:1:\nboom\n\ntest result: FAILED.`;
    const [t] = parseLibtest(text);
    expect(t?.output?.startsWith('z'.repeat(500))).toBe(true);
    expect(t?.output?.length).toBeLessThanOrEqual(520);
    expect(t?.message).toMatch(/boom/);
  });
});

describe('unfinishedTest', () => {
  test('names the test a cut-short run was in', () => {
    expect(unfinishedTest('\nrunning 2 tests\ntest tests::a ... ok\ntest tests::spins ... ')).toBe('spins');
    expect(unfinishedTest('\nrunning 1 tests\ntest tests::a ... ok\n')).toBeNull();
  });
});
