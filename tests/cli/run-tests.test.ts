import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RunResultSchema } from '../../src/shared/domain/run-result';
import { makeTempDir } from '../support/temp-dir';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const PROBLEM = path.join(ROOT, 'content', 'problems', 'stable-softmax');
const tmp = makeTempDir('workbench-cli-');
afterAll(() => tmp.cleanup());

function cli(args: string[]) {
  const r = spawnSync(TSX, [path.join(ROOT, 'src/main/cli/run-tests.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, WORKBENCH_RUNNER_DIR: path.join(tmp.dir, 'runner') },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('run-tests CLI', () => {
  test('prints one JSON RunResult and exits 0 for a passing solution', () => {
    const r = cli(['--problem-dir', PROBLEM, '--code', path.join(PROBLEM, 'reference.py')]);
    expect(r.code).toBe(0);
    const result = RunResultSchema.parse(JSON.parse(r.stdout));
    expect(result.status).toBe('passed');
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['status', 'tests', 'duration_ms', 'isolation', 'stdout', 'stderr', 'truncated']));
  });

  test('exits 0 when the tests fail, and honours --timeout-ms', () => {
    const code = path.join(tmp.dir, 'loop.py');
    fs.writeFileSync(code, 'def softmax(xs):\n    while True:\n        pass\n\ndef log_softmax(xs):\n    return xs\n');
    const r = cli(['--problem-dir', PROBLEM, '--code', code, '--timeout-ms', '1000']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'timeout' });
  });

  test.each([
    [[], /--problem-dir is required/],
    [['--problem-dir', PROBLEM], /--code is required/],
    [['--problem-dir', PROBLEM, '--code', 'x.py', '--timeout-ms', 'soon'], /--timeout-ms must be a whole number/],
    [['--bogus'], /unknown argument --bogus/],
  ])('bad arguments %j exit 2 with one clear line', (args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  test('a missing problem folder or code file exits 1 with one clear line', () => {
    const noProblem = cli(['--problem-dir', path.join(tmp.dir, 'nope'), '--code', path.join(PROBLEM, 'reference.py')]);
    expect(noProblem.code).toBe(1);
    expect(noProblem.stderr).toMatch(/cannot load the problem .*missing file problem\.md/);
    const noCode = cli(['--problem-dir', PROBLEM, '--code', path.join(tmp.dir, 'missing.py')]);
    expect(noCode.code).toBe(1);
    expect(noCode.stderr).toMatch(/cannot read the code file .*no such file/);
    expect(noCode.stderr.trim().split('\n')).toHaveLength(1);
  });
});
