import fs from 'node:fs';
import path from 'node:path';
import { loadProblemDir } from '../../src/main/content/load-problems';
import { importExercism } from '../../src/main/services/exercism/import';
import { runExercise } from '../../src/main/services/exercism/run-exercise';
import type { ResultsJson } from '../../src/main/services/exercism/results-json';
import { createRunner } from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';

/**
 * A Python exercise whose `.meta/config.json` names two solution files and two test files
 * (tests/fixtures/exercism-track/python/exercises/practice/two-modules): every test file runs, every solution file
 * is in the run folder, in exercism-run and in an imported problem.
 */
jest.setTimeout(180_000);

const tmp = makeTempDir('workbench-exercism-files-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: path.join(tmp.dir, 'runner') });
const EXERCISE = path.join(__dirname, '../fixtures/exercism-track/python/exercises/practice/two-modules');
const GOOD = 'from extra import double\n\n\ndef f(x):\n    return double(x) + 1\n';
let n = 0;

async function runIn(files: Record<string, string>): Promise<ResultsJson> {
  const dir = path.join(tmp.dir, `solution-${n++}`);
  fs.cpSync(EXERCISE, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return runExercise(runner, { slug: 'two-modules', solutionDir: dir, outputDir: path.join(tmp.dir, `out-${n++}`) });
}

const summary = (r: ResultsJson) => r.tests.map((t) => `${t.name}: ${t.status}`);

test('exercism-run: the tests of both test files run, against both of the learner\'s solution files', async () => {
  const r = await runIn({ 'two_modules.py': GOOD });
  expect(r.status).toBe('pass');
  expect(summary(r)).toEqual(['TwoModules > f of three: pass', 'TwoModules > f of zero: pass', 'Extra > double: pass']);
  expect(r.tests[2]).toMatchObject({ test_code: 'self.assertEqual(double(4), 8)', task_id: 0 });
});

test('exercism-run: the second solution file is the learner\'s too: a wrong one fails the tests of both files', async () => {
  const r = await runIn({ 'two_modules.py': GOOD, 'extra.py': 'def double(x):\n    return x + x + 1\n' });
  expect(r.status).toBe('fail');
  expect(summary(r)).toEqual(['TwoModules > f of three: fail', 'TwoModules > f of zero: fail', 'Extra > double: fail']);
  expect(r.tests[2]!.message).toContain('AssertionError: 9 != 8');
});

test('exercism-run: a syntax error in the second test file is a load error naming that file', async () => {
  const r = await runIn({ 'two_modules.py': GOOD, 'extra_test.py': 'def broken(:\n' });
  expect(r.status).toBe('error');
  expect(r.message).toContain('extra_test.py');
  expect(r.message).toContain('SyntaxError');
});

test('import: the exercise is imported; the other solution file and the second test file travel with it and run in the app', async () => {
  const problemsDir = path.join(tmp.dir, 'problems');
  const report = await importExercism(runner, { source: EXERCISE, problemsDir });
  expect(report.map((l) => `${l.outcome}${l.reason ? `: ${l.reason}` : ''}`)).toEqual(['imported']);
  const problem = loadProblemDir(path.join(problemsDir, 'exercism-python-two-modules'));
  const layout = JSON.parse(fs.readFileSync(path.join(problem.dir, 'exercism.json'), 'utf8')) as Record<string, unknown>;
  expect(layout).toMatchObject({ module: 'two_modules', support_files: ['extra_test.py', 'extra.py'], test_files: ['extra_test.py'] });
  expect(problem.statement_md).toContain('The exercise\'s solution also has `extra.py`');
  const passed = await runner.run({ problem, code: GOOD });
  expect(passed.status).toBe('passed');
  expect(passed.tests.map((t) => t.name)).toEqual(['TwoModulesTest.test_f_of_three', 'TwoModulesTest.test_f_of_zero', 'ExtraTest.test_double']);
  const starter = await runner.run({ problem, code: problem.starter });
  expect(starter.status).toBe('failed');
  expect(starter.tests.map((t) => t.status)).toEqual(['fail', 'fail', 'pass']);
});
