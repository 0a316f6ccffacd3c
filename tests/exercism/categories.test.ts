import { readCargoToml } from '../../src/main/services/exercism/cargo-toml';
import { actualError } from '../../src/main/services/exercism/import';
import { helperModules } from '../../src/main/services/exercism/python-helpers';
import { rustTestName, toResultsJson, VARIATIONS_FAILED } from '../../src/main/services/exercism/results-json';
import { judgePythonResults } from '../../src/main/services/runner/python-verdict';
import { cfgEnabled, withoutDisabledItems } from '../../src/main/services/runner/rust-cfg';
import { compileSteps } from '../../src/main/services/runner/rust';
import { expectedRustTests } from '../../src/main/services/runner/rust-tests';
import type { RunResult } from '../../src/shared/domain/run-result';

/** The pure rules behind each kind of Exercism exercise the importer and exercism-run support. */
const run = (tests: RunResult['tests'], status: RunResult['status'] = 'passed'): RunResult => ({
  status, tests, duration_ms: 1, isolation: 'process', stdout: '', stderr: '', truncated: false,
});

describe('Rust test names as Exercism formats them', () => {
  test.each([
    ['test_year_divisible_by_4', 'Year divisible by 4'],
    ['year_divisible_by_400_is_leap', 'Year divisible by 400 is leap'],
    ['Testing_UPPER_case', 'Testing upper case'],
    ['test', ''],
    ['__test__double__', 'Double'],
    ['io::test_reads', 'Io::test reads'],
  ])('%s -> %s', (raw, want) => {
    expect(rustTestName(raw)).toBe(want);
  });
});

describe('Python results version 3', () => {
  test('task_id on every test: 0 without a task, the parent task on each subtest', () => {
    const results = toResultsJson(
      run([
        { name: 'LeapTest.test_plain', status: 'pass', message: '' },
        {
          name: 'LasagnaTest.test_bake', status: 'fail', message: 'AssertionError: 1 != 2', task_id: 2, test_code: 'self.check()',
          output: '  printed  \n',
          subtests: [
            { description: 'variation #1', status: 'pass', message: '', output: 'one\n' },
            { description: 'with a big tray', status: 'fail', message: 'AssertionError: 1 != 2' },
          ],
        },
      ], 'failed'),
      'python',
    );
    expect(results.tests).toEqual([
      { name: 'Leap > plain', status: 'pass', message: null, task_id: 0 },
      { name: 'Lasagna > bake', status: 'fail', message: VARIATIONS_FAILED, test_code: 'self.check()', task_id: 2 },
      { name: 'Lasagna > bake [variation #1]', status: 'pass', message: null, output: 'one', test_code: 'self.check()', task_id: 2 },
      { name: 'Lasagna > bake [with a big tray]', status: 'fail', message: 'AssertionError: 1 != 2', test_code: 'self.check()', task_id: 2 },
    ]);
    expect(toResultsJson(run([{ name: 'a_b', status: 'pass', message: '' }]), 'rust').tests).toEqual([{ name: 'A b', status: 'pass', message: null }]);
  });
});

describe('subtest records in the harness stream', () => {
  const NONCE = 'n'.repeat(48);
  const rec = (r: Record<string, unknown>) => JSON.stringify({ ...r, nonce: NONCE });
  const sub = (name: string, status = 'pass') => rec({ kind: 'subtest', name, description: 'variation #1', status, message: status === 'pass' ? '' : 'boom', output: '' });
  const judge = (lines: string[]) => judgePythonResults(`${lines.join('\n')}\n`, NONCE);
  const plan = rec({ kind: 'plan', tests: ['T.test_a', 'T.test_b'] });
  const start = (n: string) => rec({ kind: 'start', name: n });
  const ended = (n: string, status = 'pass') => rec({ kind: 'test', name: n, status, message: '', output: '' });

  test('attached to the running test, in order', () => {
    const v = judge([plan, start('T.test_a'), sub('T.test_a'), sub('T.test_a', 'fail'), ended('T.test_a', 'fail'), start('T.test_b'), ended('T.test_b'), rec({ kind: 'done', count: 2 })]);
    expect(v.kind).toBe('complete');
    if (v.kind !== 'complete') return;
    expect(v.tests[0]!.subtests!.map((s) => s.status)).toEqual(['pass', 'fail']);
    expect(v.tests[1]!.subtests).toBeUndefined();
    expect(v.passed).toBe(false);
  });

  test('a subtest of a test that is not running, or a pass over a failed subtest, is never trusted', () => {
    expect(judge([plan, start('T.test_a'), sub('T.test_b')])).toMatchObject({ kind: 'untrustworthy', reason: 'a subtest of T.test_b, which was not running' });
    expect(judge([plan, sub('T.test_a')])).toMatchObject({ kind: 'untrustworthy' });
    expect(judge([plan, start('T.test_a'), sub('T.test_a', 'fail'), ended('T.test_a')])).toMatchObject({ kind: 'untrustworthy', reason: 'T.test_a passed with a failed subtest' });
  });
});

describe('Cargo features: what cargo compiles with default features', () => {
  const toml = '[package]\nname = "x"\n\n[features]\ndefault = ["a"]\na = ["b", "dep:serde"]\nb = []\nc = [\n  "b",\n]\n';
  test('default features, transitively; dependency features are not cfgs', () => {
    expect(readCargoToml(toml)).toMatchObject({ features: ['a', 'b', 'c'], defaultFeatures: ['a', 'b'] });
    expect(readCargoToml('[package]\nname = "x"\n').defaultFeatures).toEqual([]);
  });

  test('cfg predicates: feature, not, all, any; unknown predicates count as on', () => {
    expect(cfgEnabled('feature = "a"', ['a'])).toBe(true);
    expect(cfgEnabled('feature = "z"', ['a'])).toBe(false);
    expect(cfgEnabled('all(feature = "a", not(feature = "z"))', ['a'])).toBe(true);
    expect(cfgEnabled('any(feature = "y", feature = "z")', ['a'])).toBe(false);
    expect(cfgEnabled('unix', [])).toBe(true);
  });

  test('tests under an off feature are not expected; a gated module goes with its tests; lines are kept', () => {
    const tests = [
      '#[test]\nfn plain() {}',
      '#[test]\n#[cfg(feature = "io")]\nfn io_read() { let s = "}"; }',
      '#[cfg(feature = "io")]\nmod io {\n    #[test]\n    fn io_write() {}\n}',
      '#[cfg(not(feature = "io"))]\n#[test]\nfn without_io() {}',
      '#[test]\nfn last() {}',
    ].join('\n\n');
    expect(expectedRustTests(tests)).toEqual(['plain', 'without_io', 'last']);
    expect(expectedRustTests(tests, ['io'])).toEqual(['plain', 'io_read', 'io_write', 'last']);
    expect(withoutDisabledItems(tests, []).split('\n').length).toBe(tests.split('\n').length);
  });

  test('features and release mode reach rustc as cargo passes them', () => {
    const [lib, bin] = compileSteps({ crate: 'x', features: ['a'], release: true });
    for (const step of [lib!, bin!]) {
      expect(step.join(' ')).toContain('--cfg feature="a"');
      expect(step.join(' ')).toContain('-C opt-level=3');
    }
    expect(compileSteps({ crate: 'x' })[0]!.join(' ')).not.toContain('opt-level');
  });
});

describe('helper modules and reasons', () => {
  test('modules the tests import by plain name, without the solution', () => {
    const tests = 'import unittest\nimport os.path, json as j\nfrom leap import leap_year\nfrom test_utils import ExerciseTestCase\nfrom . import x\n    import inner_helper\n';
    expect(helperModules(tests, 'leap')).toEqual(['unittest', 'os', 'json', 'test_utils', 'inner_helper']);
  });

  test('a failed import names the actual error, not the traceback header', () => {
    const traceback = "Traceback (most recent call last):\n  File \"tests.py\", line 3, in <module>\n    from test_utils import X\nModuleNotFoundError: No module named 'test_utils'";
    expect(actualError(traceback)).toBe("ModuleNotFoundError: No module named 'test_utils'");
    expect(actualError('compile error:\nwarning: unused\nerror[E0425]: cannot find function `f` in this scope\n  --> lib.rs:1:1')).toBe('error[E0425]: cannot find function `f` in this scope');
    expect(actualError('the tests did not finish within 8.0 s')).toBe('the tests did not finish within 8.0 s');
  });
});
