import fs from 'node:fs';
import path from 'node:path';
import { createRunner } from '../../src/main/services/runner';
import { layoutProblem } from '../../src/main/services/runner/layout';
import { timeoutMessage } from '../../src/main/services/runner/python';
import { rustTestBodies } from '../../src/main/services/runner/rust-tests';
import { RunResultSchema } from '../../src/shared/domain/run-result';
import { makeTempDir } from '../support/temp-dir';

jest.setTimeout(120_000);

const tmp = makeTempDir('workbench-layout-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: tmp.dir });
const FIX = path.join(__dirname, '../fixtures/exercism');
const read = (rel: string) => fs.readFileSync(path.join(FIX, rel), 'utf8');

const leapPy = { slug: 'leap', language: 'python' as const, dir: '/nonexistent', tests: read('python/exercises/practice/leap/leap_test.py') };
const lasagna = {
  slug: 'guidos-gorgeous-lasagna',
  language: 'python' as const,
  dir: '/nonexistent',
  tests: read('python/exercises/concept/guidos-gorgeous-lasagna/lasagna_test.py'),
};
const leapRs = { slug: 'leap', language: 'rust' as const, dir: '/nonexistent', tests: read('rust/exercises/practice/leap/tests/leap.rs') };

describe('Exercism layout: Python', () => {
  test('the tests import the code under the exercise module name; results come in file order with test_code', async () => {
    const result = await runner.run({ problem: leapPy, code: read('python/exercises/practice/leap/.meta/example.py'), layout: { module: 'leap' } });
    expect(RunResultSchema.parse(result)).toEqual(result);
    expect(result.status).toBe('passed');
    expect(result.tests.map((t) => t.name)).toEqual([
      'LeapTest.test_year_not_divisible_by_4_in_common_year',
      'LeapTest.test_year_divisible_by_4_not_divisible_by_100_in_leap_year',
      'LeapTest.test_year_divisible_by_100_not_divisible_by_400_in_common_year',
      'LeapTest.test_year_divisible_by_400_is_leap_year',
      'LeapTest.test_a_run_of_years',
    ]);
    expect(result.tests[0]!.test_code).toBe('self.assertIs(leap_year(2015), False)');
    expect(result.tests[4]!.test_code).toBe(
      'for year, expected in [(1800, False), (1904, True), (2400, True)]:\n    with self.subTest(year=year):\n        self.assertIs(leap_year(year), expected)',
    );
    expect(result.tests.every((t) => t.task_id === undefined)).toBe(true);
  });

  test('the wrong leap solution fails on the right tests, a subtest failure naming its parameters', async () => {
    const result = await runner.run({ problem: leapPy, code: 'def leap_year(year):\n    return year % 4 == 0\n', layout: { module: 'leap' } });
    expect(result.status).toBe('failed');
    expect(result.tests.map((t) => t.status)).toEqual(['pass', 'pass', 'fail', 'pass', 'fail']);
    expect(result.tests[4]!.message).toContain('year=1800');
  });

  test('without the module name the import fails with the user frames only', async () => {
    const result = await runner.run({ problem: leapPy, code: read('python/exercises/practice/leap/.meta/example.py') });
    expect(result.status).toBe('error');
    expect(result.error_message).toContain("No module named 'leap'");
    expect(result.error_message).toContain('File "tests.py", line 3');
    expect(result.error_message).not.toMatch(/importlib|python_harness|unittest/);
  });

  test('pytest.mark.task, parametrize (as subtests) and raises work in the sandbox; task_id per test', async () => {
    const result = await runner.run({
      problem: lasagna,
      code: read('python/exercises/concept/guidos-gorgeous-lasagna/.meta/exemplar.py'),
      layout: { module: 'lasagna' },
    });
    expect(result.status).toBe('passed');
    expect(result.tests.map((t) => [t.name.split('.')[1], t.task_id])).toEqual([
      ['test_EXPECTED_BAKE_TIME', 1],
      ['test_bake_time_remaining', 2],
      ['test_preparation_time_in_minutes', 3],
      ['test_preparation_time_rejects_text', 3],
    ]);
  });

  test('a wrong parametrized case fails and pytest.raises that does not raise fails', async () => {
    const code = 'EXPECTED_BAKE_TIME = 40\ndef bake_time_remaining(t):\n    return 40 - t\ndef preparation_time_in_minutes(n):\n    return 2 * n if n != 6 else 0\n';
    const result = await runner.run({ problem: lasagna, code, layout: { module: 'lasagna' } });
    expect(result.status).toBe('failed');
    const prep = result.tests.find((t) => t.name.endsWith('test_preparation_time_in_minutes'))!;
    expect(prep.status).toBe('fail');
    expect(prep.message).toContain('layers=6');
    const raises = result.tests.find((t) => t.name.endsWith('rejects_text'))!;
    expect(raises.status).toBe('pass');
    const noRaise = await runner.run({
      problem: lasagna,
      code: 'EXPECTED_BAKE_TIME = 40\ndef bake_time_remaining(t):\n    return 40 - t\ndef preparation_time_in_minutes(n):\n    return 2\n',
      layout: { module: 'lasagna' },
    });
    expect(noRaise.tests.find((t) => t.name.endsWith('rejects_text'))!.message).toContain('DID NOT RAISE TypeError');
  });

  test('a helper file beside the tests is importable; a bad layout is a clear error', async () => {
    const problem = { ...leapPy, tests: 'import unittest\nfrom helper import YEARS\nfrom leap import leap_year\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        self.assertEqual([leap_year(y) for y in YEARS], [True, False])\n' };
    const ok = await runner.run({ problem, code: read('python/exercises/practice/leap/.meta/example.py'), layout: { module: 'leap', support_files: { 'helper.py': 'YEARS = [2000, 1900]\n' } } });
    expect(ok.status).toBe('passed');
    const bad = await runner.run({ problem, code: '', layout: { module: '../etc' } });
    expect(bad.status).toBe('error');
    expect(bad.error_message).toMatch(/module name/);
  });

  test('a timeout names the running test and how many did not run', async () => {
    const code = 'import time\ndef leap_year(year):\n    if year == 2100:\n        time.sleep(30)\n    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n';
    const result = await runner.run({ problem: leapPy, code, layout: { module: 'leap' }, timeoutMs: 1500 });
    expect(result.status).toBe('timeout');
    expect(result.error_message).toBe(
      'the tests did not finish within 1.5 s and every process of the run was stopped: ' +
        'LeapTest.test_year_divisible_by_100_not_divisible_by_400_in_common_year was running (2 of 5 tests passed before it; 2 other tests did not run)',
    );
    // Every test of the file is listed, in file order: the two that passed, the one running, the two not run.
    expect(result.tests.map((t) => [t.name.replace('LeapTest.test_', ''), t.status])).toEqual([
      ['year_not_divisible_by_4_in_common_year', 'pass'],
      ['year_divisible_by_4_not_divisible_by_100_in_leap_year', 'pass'],
      ['year_divisible_by_100_not_divisible_by_400_in_common_year', 'error'],
      ['year_divisible_by_400_is_leap_year', 'not_run'],
      ['a_run_of_years', 'not_run'],
    ]);
  });
});

describe('Exercism layout: Rust', () => {
  const example = read('rust/exercises/practice/leap/.meta/example.rs');

  test('a library crate named as the tests expect, edition 2024, every #[ignore] test run, file order, test_code', async () => {
    const result = await runner.run({ problem: leapRs, code: example, layout: { module: 'leap', edition: '2024' } });
    expect(result.error_message).toBeUndefined();
    expect(result.status).toBe('passed');
    expect(result.tests.map((t) => t.name)).toEqual([
      'year_not_divisible_by_4_common_year',
      'year_divisible_by_4_not_divisible_by_100_leap_year',
      'year_divisible_by_100_not_divisible_by_400_common_year',
      'a_year_divisible_by_400_is_leap',
    ]);
    expect(result.tests[0]!.test_code).toBe('assert!(!is_leap_year(2015));');
  });

  test('the wrong leap solution (year % 4 == 0) is reported failed, not passed 1 of 1', async () => {
    const result = await runner.run({
      problem: leapRs,
      code: 'pub fn is_leap_year(year: u64) -> bool {\n    year % 4 == 0\n}\n',
      layout: { module: 'leap', edition: '2024' },
    });
    expect(result.status).toBe('failed');
    expect(result.tests.map((t) => t.status)).toEqual(['pass', 'pass', 'fail', 'pass']);
  });

  test('a missing crate is a compile error naming it', async () => {
    const result = await runner.run({
      problem: leapRs,
      code: 'use rand::Rng;\npub fn is_leap_year(_y: u64) -> bool { rand::thread_rng().gen() }\n',
      layout: { module: 'leap', edition: '2021' },
    });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/^compile error:[\s\S]*rand/);
  });

  test('our corpus layout also runs ignored tests now', async () => {
    const problem = {
      slug: 'x',
      language: 'rust' as const,
      dir: '/nonexistent',
      tests: 'use super::*;\n#[test]\nfn b_first() { assert_eq!(f(), 1); }\n#[test]\n#[ignore]\nfn a_second() { assert_eq!(f(), 2); }\n',
    };
    const result = await runner.run({ problem, code: 'pub fn f() -> i32 { 1 }\n' });
    expect(result.status).toBe('failed');
    expect(result.tests.map((t) => [t.name, t.status])).toEqual([
      ['b_first', 'pass'],
      ['a_second', 'fail'],
    ]);
  });
});

describe('layout helpers', () => {
  test('layoutProblem refuses names that escape or shadow', () => {
    expect(layoutProblem({ module: 'leap' }, 'python')).toBeNull();
    expect(layoutProblem({ module: 'pytest' }, 'python')).toMatch(/cannot be used/);
    expect(layoutProblem({ module: 'Leap' }, 'python')).toMatch(/cannot be used/);
    expect(layoutProblem({ support_files: { '../x.py': '' } }, 'python')).toMatch(/helper file/);
    expect(layoutProblem({ support_files: { 'leap.py': '' }, module: 'leap' }, 'python')).toMatch(/helper file/);
    expect(layoutProblem({ edition: '2030' as never }, 'rust')).toMatch(/edition/);
  });

  test('timeoutMessage without a running test keeps the plain message', () => {
    expect(timeoutMessage('8.0 s', null, [], 3)).toBe('the tests did not finish within 8.0 s and every process of the run was stopped');
    expect(timeoutMessage('8.0 s', 'T.test_b', [{ name: 'T.test_a', status: 'pass', message: '' }], 2)).toBe(
      'the tests did not finish within 8.0 s and every process of the run was stopped: T.test_b was running (1 of 2 tests passed before it)',
    );
  });

  test('rustTestBodies skips braces in strings and comments', () => {
    const src = '#[test]\nfn a() {\n    let s = "}{";\n    // }\n    assert_eq!(s.len(), 2);\n}\n';
    expect(rustTestBodies(src).get('a')).toBe('let s = "}{";\n// }\nassert_eq!(s.len(), 2);');
  });
});
