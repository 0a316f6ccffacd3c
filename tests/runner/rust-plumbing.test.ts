import { parseLibtest, unfinishedTest } from '../../src/main/services/runner/libtest-parse';
import { checkAgainstExpected, compileSteps, inFileOrder, rustCacheKey } from '../../src/main/services/runner/rust';
import { expectedRustTests, rustTestBodies } from '../../src/main/services/runner/rust-tests';

/** The parts of the Rust runner that need no compiler: the rustc steps, the cache key, and reading libtest. */
const pass = (name: string) => ({ name, status: 'pass' as const, message: '' });

describe('compileSteps', () => {
  test('our corpus: one test build of solution.rs, edition 2021 unless given', () => {
    expect(compileSteps({})).toEqual([
      ['--test', '--edition', '2021', '--color', 'never', '-C', 'debuginfo=0', '-o', 'solution_tests', 'solution.rs'],
    ]);
    expect(compileSteps({ edition: '2018' })[0]).toContain('2018');
  });

  test("Exercism's shape: a library crate of the exercise's name, then tests.rs linked against it", () => {
    expect(compileSteps({ crate: 'leap', edition: '2024' })).toEqual([
      [
        '--crate-type',
        'lib',
        '--crate-name',
        'leap',
        '--edition',
        '2024',
        '--color',
        'never',
        '-C',
        'debuginfo=0',
        '-o',
        'libleap.rlib',
        'lib.rs',
      ],
      [
        '--test',
        '--edition',
        '2024',
        '--color',
        'never',
        '-C',
        'debuginfo=0',
        '--extern',
        'leap=libleap.rlib',
        '-o',
        'solution_tests',
        'tests.rs',
      ],
    ]);
  });
});

describe('rustCacheKey: everything that decides the binary, nothing else', () => {
  const key = (job = {}) => rustCacheKey('fn a() {}', 'tests', 'rustc 1.0', job);

  test('the layout is part of the key', () => {
    expect(key()).toMatch(/^[0-9a-f]{64}$/);
    expect(key({ crate: 'leap' })).not.toBe(key());
    expect(key({ edition: '2018' })).not.toBe(key());
    expect(key({ edition: '2021' })).toBe(key());
    expect(key({ supportFiles: { 'h.rs': 'x' } })).not.toBe(key());
    expect(key({ supportFiles: { 'h.rs': 'x' } })).not.toBe(key({ supportFiles: { 'h.rs': 'y' } }));
    expect(key({ supportFiles: { 'h.rs': 'x' } })).not.toBe(key({ supportFiles: { 'g.rs': 'x' } }));
  });

  test('helper files in any order give the same key', () => {
    expect(key({ supportFiles: { 'a.rs': '1', 'b.rs': '2', 'c.rs': '3' } })).toBe(
      key({ supportFiles: { 'c.rs': '3', 'a.rs': '1', 'b.rs': '2' } }),
    );
  });

  test('parts are separated: moving text between code and tests changes the key', () => {
    expect(rustCacheKey('ab', 'c', 'v')).not.toBe(rustCacheKey('a', 'bc', 'v'));
  });
});

describe('inFileOrder and checkAgainstExpected', () => {
  test('results come in the order tests.rs defines them; unknown ones last, in the order they came', () => {
    const sorted = inFileOrder(
      [pass('tests::c'), pass('zz'), pass('tests::a'), pass('yy'), pass('tests::b')],
      ['a', 'b', 'c'],
    );
    expect(sorted.map((t) => t.name)).toEqual(['tests::a', 'tests::b', 'tests::c', 'zz', 'yy']);
  });

  test('the exact refusals', () => {
    expect(checkAgainstExpected([pass('a'), pass('b')], ['a', 'b'])).toBeNull();
    expect(checkAgainstExpected([pass('a'), pass('a')], ['a'])).toBe('two results for a');
    expect(checkAgainstExpected([pass('a'), pass('x')], ['a'])).toBe(
      'a result for a test that tests.rs does not define (x)',
    );
    expect(checkAgainstExpected([pass('a')], ['a', 'b', 'c'])).toBe(
      'tests.rs defines 3 tests but 1 reported (missing: b, c)',
    );
  });

  test('at most five missing names are listed', () => {
    expect(checkAgainstExpected([], ['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(
      'tests.rs defines 7 tests but 0 reported (missing: a, b, c, d, e)',
    );
  });

  test('names are matched by their last path segment', () => {
    expect(checkAgainstExpected([pass('tests::a'), pass('b')], ['a', 'b'])).toBeNull();
  });
});

describe('expectedRustTests', () => {
  test('pub, pub(crate), async and unsafe test fns count; attributes may stack and be spaced', () => {
    const src = [
      '#[test]\npub fn one() {}',
      '#[test]\npub(crate) fn two() {}',
      '# [ test ]\nasync fn three() {}',
      '#[test] unsafe fn four() {}',
      '#[should_panic]\n#[test]\n#[ignore = "slow"]\nfn five() {}',
      '#[cfg(test)]\nfn not_a_test() {}',
      '#[tokio::test]\nfn not_plain() {}',
    ].join('\n');
    expect(expectedRustTests(src)).toEqual(['one', 'two', 'three', 'four', 'five']);
  });

  test('a name defined twice is listed once', () => {
    expect(expectedRustTests('#[test]\nfn a() {}\n#[test]\nfn a() {}\n')).toEqual(['a']);
  });

  test('block and line comments hide tests', () => {
    expect(expectedRustTests('/*\n#[test]\nfn a() {}\n*/\n// #[test] fn b() {}\n#[test]\nfn c() {}')).toEqual(['c']);
  });
});

describe('rustTestBodies', () => {
  test('each body is dedented, without the surrounding blank lines', () => {
    const src =
      '#[test]\nfn a() {\n\n        let x = 1;\n            assert_eq!(x, 1);\n\n}\n#[test]\nfn b() -> Result<(), String> { Ok(()) }\n';
    const bodies = rustTestBodies(src);
    expect(bodies.get('a')).toBe('let x = 1;\n    assert_eq!(x, 1);');
    expect(bodies.get('b')).toBe('Ok(())');
  });

  test('escaped quotes inside strings do not end the string', () => {
    const src = '#[test]\nfn a() {\n    let s = "a\\"}";\n    f(s);\n}\n';
    expect(rustTestBodies(src).get('a')).toBe('let s = "a\\"}";\nf(s);');
  });

  test('a body that never closes is left out', () => {
    expect(rustTestBodies('#[test]\nfn a() {\n    loop {\n').has('a')).toBe(false);
  });

  test('an empty body is empty text', () => {
    expect(rustTestBodies('#[test]\nfn a() {}\n').get('a')).toBe('');
  });
});

describe('parseLibtest details', () => {
  test('a failure without a panic line keeps the whole section as the message; with nothing, "the test failed"', () => {
    const out = [
      'test tests::a ... FAILED',
      'test tests::b ... FAILED',
      '',
      'failures:',
      '',
      '---- tests::a stdout ----',
      'Error: "boom"',
      '',
      'failures:',
      '    tests::a',
      '    tests::b',
      '',
      'test result: FAILED. 0 passed; 2 failed',
    ].join('\n');
    expect(parseLibtest(out)).toEqual([
      { name: 'a', status: 'fail', message: 'Error: "boom"', output: '' },
      { name: 'b', status: 'fail', message: 'the test failed', output: '' },
    ]);
  });

  test('printed output of exactly 500 characters is kept whole; 501 is cut and marked', () => {
    const section = (printed: string) =>
      `test tests::a ... FAILED\n\nfailures:\n\n---- tests::a stdout ----\n${printed}\nthread 'tests::a' panicked at src/lib.rs:1:1:\nboom\n\ntest result: FAILED.\n`;
    expect(parseLibtest(section('p'.repeat(500)))[0]!.output).toBe('p'.repeat(500));
    expect(parseLibtest(section('p'.repeat(501)))[0]!.output).toBe(`${'p'.repeat(500)}\n[output truncated]`);
  });

  test('only tests:: results count when asked; a solution test between them does not swallow their sections', () => {
    const out = [
      'test extra ... FAILED',
      'test tests::a ... FAILED',
      '',
      'failures:',
      '',
      '---- tests::a stdout ----',
      "thread 'tests::a' panicked at tests.rs:1:1:",
      'real failure',
      '',
      'test result: FAILED.',
    ].join('\n');
    expect(parseLibtest(out, { testsModuleOnly: true })).toEqual([
      { name: 'a', status: 'fail', message: "thread 'tests::a' panicked at tests.rs:1:1:\nreal failure", output: '' },
    ]);
    expect(parseLibtest(out).map((t) => t.name)).toEqual(['extra', 'a']);
  });

  test('a name outside tests:: keeps its full path', () => {
    expect(parseLibtest('test leap::year_2000 ... ok\n')).toEqual([
      { name: 'leap::year_2000', status: 'pass', message: '' },
    ]);
  });

  test('the backtrace note is dropped from the panic message', () => {
    const out =
      "test tests::a ... FAILED\n\nfailures:\n\n---- tests::a stdout ----\nthread 'tests::a' panicked at x.rs:1:1:\nboom\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\ntest result: FAILED.\n";
    expect(parseLibtest(out)[0]!.message).toBe("thread 'tests::a' panicked at x.rs:1:1:\nboom");
  });
});

describe('unfinishedTest', () => {
  test('the last line must be an unfinished result line', () => {
    expect(unfinishedTest('running 2 tests\ntest tests::a ... ok\ntest tests::b ... ')).toBe('b');
    expect(unfinishedTest('test tests::a - should panic ... \n')).toBe('a');
    expect(unfinishedTest('test other::x ...')).toBe('other::x');
    expect(unfinishedTest('test tests::a ... ok\n')).toBeNull();
    expect(unfinishedTest('test tests::b ... \nsome output')).toBeNull();
    expect(unfinishedTest('')).toBeNull();
  });
});
