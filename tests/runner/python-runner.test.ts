import { createRunner } from '../../src/main/services/runner';
import { NO_TESTS } from '../../src/main/services/runner/python-verdict';
import { RunResultSchema } from '../../src/shared/domain/run-result';
import { makeTempDir } from '../support/temp-dir';
import { pyProblem } from './support';

jest.setTimeout(60_000);

const tmp = makeTempDir('workbench-py-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: tmp.dir });

const TESTS = `import unittest
from solution import add


class AddTest(unittest.TestCase):
    def test_small(self):
        print("checking small numbers")
        self.assertEqual(add(1, 2), 3)

    def test_negative(self):
        self.assertEqual(add(-1, -1), -2)

    def test_raises(self):
        with self.assertRaises(TypeError):
            add("a", 1)
`;
const problem = { slug: 'add', language: 'python' as const, dir: '/nonexistent', tests: TESTS };

describe('Python runner', () => {
  test('a correct solution passes, with per-test results in the RunResult shape', async () => {
    const result = await runner.run({ problem, code: 'def add(a, b):\n    if not isinstance(a, int):\n        raise TypeError("ints only")\n    return a + b\n' });
    expect(RunResultSchema.parse(result)).toEqual(result);
    expect(result.status).toBe('passed');
    expect(result.tests.map((t) => [t.name, t.status])).toEqual([
      // The order the tests are written in the file, not alphabetical.
      ['AddTest.test_small', 'pass'],
      ['AddTest.test_negative', 'pass'],
      ['AddTest.test_raises', 'pass'],
    ]);
    expect(result.tests.find((t) => t.name === 'AddTest.test_small')?.output).toBe('checking small numbers\n');
  });

  test('a wrong solution fails, naming the failing test and its assertion without run-folder paths', async () => {
    const result = await runner.run({ problem, code: 'def add(a, b):\n    return abs(a) + b\n' });
    expect(result.status).toBe('failed');
    const negative = result.tests.find((t) => t.name === 'AddTest.test_negative');
    expect(negative?.status).toBe('fail');
    expect(negative?.message).toMatch(/AssertionError: 0 != -2/);
    expect(negative?.message).not.toContain(tmp.dir);
    expect(result.tests.find((t) => t.name === 'AddTest.test_small')?.status).toBe('pass');
  });

  test('an exception inside the code is a per-test error', async () => {
    const result = await runner.run({ problem, code: 'def add(a, b):\n    return {}[a]\n' });
    expect(result.status).toBe('failed');
    expect(result.tests.find((t) => t.name === 'AddTest.test_small')).toMatchObject({ status: 'error', message: expect.stringMatching(/KeyError: 1/) });
  });

  test('a syntax error is status error with the interpreter diagnostics', async () => {
    const result = await runner.run({ problem, code: 'def add(a, b)\n    return a + b\n' });
    expect(result.status).toBe('error');
    expect(result.tests).toEqual([]);
    expect(result.error_message).toMatch(/SyntaxError/);
    expect(result.error_message).toMatch(/solution\.py", line 1/);
  });

  test('a missing name the tests import is status error', async () => {
    const result = await runner.run({ problem, code: 'def plus(a, b):\n    return a + b\n' });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/cannot import name 'add' from 'solution'/);
  });

  test('sys.exit and os._exit in the code do not fake a pass', async () => {
    const exited = await runner.run({ problem: pyProblem('sys.exit(0)'), code: '' });
    expect(exited.status).toBe('failed');
    const hardExit = await runner.run({ problem: pyProblem('os._exit(0)'), code: '' });
    expect(hardExit.status).toBe('error');
    expect(hardExit.error_message).toMatch(/before reporting results/);
  });

  test('writing a file past the 64 MB a run may write is refused', async () => {
    const result = await runner.run({ problem: pyProblem("open('big', 'wb').write(b'x' * (100 * 1024 * 1024))"), code: '' });
    expect(['failed', 'error']).toContain(result.status);
    // Which limit speaks first is a race (the write is refused at once; the disk watch looks every 100 ms).
    const said = `${result.error_message ?? ''} ${result.tests[0]?.message ?? ''}`;
    expect(said).toMatch(/wrote more than 64 MB|No space left on device|File too large/);
  });

  test('on timeout the finished tests are reported and the hanging one is named', async () => {
    const tests = `import unittest\nimport solution\n\nclass T(unittest.TestCase):\n    def test_a_quick(self):\n        pass\n\n    def test_b_hangs(self):\n        while True:\n            pass\n`;
    const result = await runner.run({ problem: { ...problem, tests }, code: '', timeoutMs: 1500 });
    expect(result.status).toBe('timeout');
    expect(result.tests).toEqual([
      expect.objectContaining({ name: 'T.test_a_quick', status: 'pass' }),
      expect.objectContaining({ name: 'T.test_b_hangs', status: 'error', message: 'was running when the 1.5 s time limit stopped the run' }),
    ]);
  });

  test('a tests file with no tests is not a pass: an error that says the file defines none', async () => {
    const result = await runner.run({ problem: { ...problem, tests: 'import unittest\n' }, code: '' });
    expect(result.status).toBe('error');
    expect(result.error_message).toBe(NO_TESTS);
  });
});
