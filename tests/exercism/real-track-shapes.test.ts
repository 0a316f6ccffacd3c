import fs from 'node:fs';
import path from 'node:path';
import { importExercism } from '../../src/main/services/exercism/import';
import type { ResultsJson } from '../../src/main/services/exercism/results-json';
import { runExercise } from '../../src/main/services/exercism/run-exercise';
import { createRunner } from '../../src/main/services/runner';
import { NO_TESTS } from '../../src/main/services/runner/python-verdict';
import { makeTempDir } from '../support/temp-dir';

/**
 * Shapes met in the real exercism/python repository that the synthetic track did not have, each in an exercise
 * written for this (tests/fixtures/exercism-shapes/python): a config naming no solution file with a module not
 * named after the slug (coin-purse in the early config format, toll-booth by its test file), and pytest-style
 * top-level test functions without a TestCase (hailstone).
 */
jest.setTimeout(180_000);

const tmp = makeTempDir('workbench-exercism-shapes-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: path.join(tmp.dir, 'runner') });
const TRACK = path.join(__dirname, '../fixtures/exercism-shapes/python');
const HAILSTONE = path.join(TRACK, 'exercises/practice/hailstone');
let n = 0;

async function runWith(exercise: string, code: string | null, tests?: string): Promise<ResultsJson> {
  const dir = path.join(tmp.dir, `solution-${n++}`);
  fs.cpSync(exercise, dir, { recursive: true });
  if (code !== null) fs.writeFileSync(path.join(dir, 'hailstone.py'), code);
  if (tests !== undefined) fs.writeFileSync(path.join(dir, 'hailstone_test.py'), tests);
  const out = path.join(tmp.dir, `out-${n++}`);
  await runExercise(runner, { slug: path.basename(exercise), solutionDir: dir, outputDir: out });
  return JSON.parse(fs.readFileSync(path.join(out, 'results.json'), 'utf8')) as ResultsJson;
}

test('every exercise of the shapes track imports: the reference passes and the stub does not', async () => {
  const report = await importExercism(runner, { source: TRACK, problemsDir: path.join(tmp.dir, 'problems') });
  expect(report.map((l) => [l.exercise, l.outcome, l.reason])).toEqual([
    ['hailstone', 'imported', undefined],
    ['coin-purse', 'imported', undefined],
    ['toll-booth', 'imported', undefined],
  ]);
});

describe('top-level test functions (pytest style)', () => {
  const reference = fs.readFileSync(path.join(HAILSTONE, '.meta/example.py'), 'utf8');

  test('each runs as a test, in file order, named readably, with its body as test_code; helpers are not tests', async () => {
    const results = await runWith(HAILSTONE, reference);
    expect(results.status).toBe('pass');
    expect(results.tests.map((t) => [t.name, t.status, t.test_code])).toEqual([
      ['Zero steps for one', 'pass', 'assert steps(1) == 0'],
      ['Even and odd steps', 'pass', 'assert steps(12) == 9'],
      ['Zero is an error', 'pass', 'with pytest.raises(ValueError):\n    steps(0)'],
    ]);
  });

  test("a failing assert fails that test only, with the learner's frame", async () => {
    const results = await runWith(HAILSTONE, reference.replace('count += 1', 'count += 2'));
    expect(results.status).toBe('fail');
    expect(results.tests.map((t) => t.status)).toEqual(['pass', 'fail', 'pass']);
    expect(results.tests[1]!.message).toMatch(/assert steps\(12\) == 9[\s\S]*AssertionError/);
  });

  test('class tests and functions in one file: the classes first, then the functions', async () => {
    const tests = 'import unittest\nfrom hailstone import steps\n\n\ndef test_last():\n    assert steps(2) == 1\n\n\nclass HailTest(unittest.TestCase):\n    def test_first(self):\n        self.assertEqual(steps(1), 0)\n';
    const results = await runWith(HAILSTONE, reference, tests);
    expect(results.tests.map((t) => [t.name, t.status])).toEqual([['Hail > first', 'pass'], ['Last', 'pass']]);
  });

  test('pytest.mark.parametrize on a function: each case a subtest of the one test', async () => {
    const tests = 'import pytest\nfrom hailstone import steps\n\n\n@pytest.mark.parametrize("number, expected", [(1, 0), (12, 9), (6, 7)])\ndef test_steps(number, expected):\n    assert steps(number) == expected\n';
    const results = await runWith(HAILSTONE, reference, tests);
    expect(results.status).toBe('fail');
    expect(results.tests.map((t) => [t.name, t.status])).toEqual([
      ['Steps', 'fail'],
      ['Steps [variation #1]', 'pass'],
      ['Steps [variation #2]', 'pass'],
      ['Steps [variation #3]', 'fail'],
    ]);
    expect(results.tests[3]!.message).toMatch(/assert steps\(number\) == expected[\s\S]*AssertionError/);
  });

  test('a test file with no test at all is an error that says so, not a failure without a failing test', async () => {
    const results = await runWith(HAILSTONE, reference, 'from hailstone import steps\n\n\ndef check_one():\n    assert steps(1) == 0\n');
    expect(results).toMatchObject({ status: 'error', message: NO_TESTS, tests: [] });
  });
});
