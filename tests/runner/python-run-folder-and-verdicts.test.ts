import fs from 'node:fs';
import path from 'node:path';
import type { RunResult } from '../../src/shared/domain/run-result';
import { DISK_FULL_MESSAGE } from '../../src/main/services/runner/disk-watch';
import { runPython, type PythonJob } from '../../src/main/services/runner/python';
import type { SandboxContext } from '../../src/main/services/runner/sandbox';
import { isProblem, resolvePython, type Toolchain } from '../../src/main/services/runner/toolchain';
import { makeTempDir } from '../support/temp-dir';
import { isLinux } from './support';

/**
 * runPython against a stand-in harness that obeys the real protocol (nonce on stdin, one JSON record per line on
 * fd 3) but sends whatever records the test's "tests.py" tells it to: each verdict, path clean-up and message is
 * checked exactly, without depending on how the real harness runs unittest.
 */
jest.setTimeout(30_000);
const tmp = makeTempDir('workbench-python-details-');
afterAll(() => tmp.cleanup());
const linuxOnly = isLinux ? describe : describe.skip;
const PROCESS: SandboxContext = { isolation: 'process', bwrap: null };
const UNTRUSTWORTHY = 'the test results cannot be trusted, so this run counts as an error: ';

// The stand-in harness: `emit(...)` writes a record with the run's nonce; tests.py is the scenario.
const HARNESS = `import json, os, sys
nonce = sys.stdin.readline().rstrip('\\n')
work = sys.argv[1]
results = os.fdopen(3, 'w')
def emit(**record):
    results.write(json.dumps(dict(nonce=nonce, **record)) + '\\n')
    results.flush()
exec(open(os.path.join(work, 'tests.py')).read())
`;
const harnessDir = path.join(tmp.dir, 'harness');
fs.mkdirSync(harnessDir);
fs.writeFileSync(path.join(harnessDir, 'python_harness.py'), HARNESS);
fs.writeFileSync(path.join(harnessDir, 'pytest_shim.py'), '# the pytest stand-in\n');
// The harness's modules travel with it; the stand-in does not use them.
for (const name of ['harness_plan.py', 'harness_channel.py', 'harness_guard.py', 'harness_result.py']) fs.writeFileSync(path.join(harnessDir, name), `# ${name}\n`);
const OWN = ['harness_channel.py', 'harness_guard.py', 'harness_plan.py', 'harness_result.py'];

let python: Toolchain;
beforeAll(async () => {
  const found = await resolvePython('python3');
  if (isProblem(found)) throw new Error(found.missing);
  python = found;
});

let runs = 0;
async function run(
  scenario: string,
  job: Partial<PythonJob> = {},
  ctx = PROCESS,
): Promise<{ result: RunResult; dir: string }> {
  const dir = path.join(tmp.dir, `run-${++runs}`);
  fs.mkdirSync(dir);
  const result = await runPython(ctx, python, dir, {
    code: 'CODE = 1\n',
    tests: scenario,
    timeoutMs: 10_000,
    harness: path.join(harnessDir, 'python_harness.py'),
    ...job,
  });
  return { result, dir };
}

const plan = (...names: string[]) => `emit(kind='plan', tests=${JSON.stringify(names)})\n`;
const passes = (name: string) =>
  `emit(kind='start', name='${name}')\nemit(kind='test', name='${name}', status='pass', message='', output='')\n`;
// A failure whose message names files by the run folder's host path and by the sandbox path.
const failsWithPaths = (name: string) =>
  `emit(kind='start', name='${name}')\n` +
  `emit(kind='test', name='${name}', status='fail', message='File "' + work + '/solution.py", line 2; File "/sandbox/tests.py"', output='printed')\n`;
const STRIPPED = 'File "solution.py", line 2; File "tests.py"';
const FILL_DISK =
  "open('a', 'wb').write(bytes(34000000))\nopen('b', 'wb').write(bytes(34000000))\nimport time\ntime.sleep(10)\n";
const STOPPED_IN = (budget: string) =>
  `the tests did not finish within ${budget} and every process of the run was stopped`;

linuxOnly('runPython with a stand-in harness', () => {
  test('the run folder holds the module, tests.py, the harness, the pytest stand-in and the helper files; python runs -I -S -B', async () => {
    const report =
      "print(json.dumps({'files': sorted(os.listdir(work)), 'argv': sys.argv, 'flags': [sys.flags.isolated, sys.flags.no_site, sys.flags.dont_write_bytecode], 'code': open('leap.py').read(), 'shim': open('pytest.py').read(), 'helper': open('data.txt').read()}))\n";
    const { result, dir } = await run(`${report}${plan('T.a')}${passes('T.a')}emit(kind='done', count=1)\n`, {
      module: 'leap',
      supportFiles: { 'data.txt': 'helper text' },
    });
    expect(result).toMatchObject({ status: 'passed', isolation: 'process', stderr: '', truncated: false });
    expect(result.tests).toEqual([{ name: 'T.a', status: 'pass', message: '', output: '' }]);
    expect(result.error_message).toBeUndefined();
    expect(JSON.parse(result.stdout)).toEqual({
      files: ['data.txt', ...OWN, 'leap.py', 'pytest.py', 'python_harness.py', 'tests.py'],
      argv: [path.join(dir, 'python_harness.py'), dir],
      flags: [1, 1, 1],
      code: 'CODE = 1\n',
      shim: '# the pytest stand-in\n',
      helper: 'helper text',
    });
  });

  test('without a module name the code is solution.py', async () => {
    const { result } = await run(
      `print(sorted(os.listdir(work)))\n${plan('T.a')}${passes('T.a')}emit(kind='done', count=1)\n`,
    );
    expect(JSON.parse(result.stdout.replace(/'/g, '"'))).toEqual([...OWN, 'pytest.py', 'python_harness.py', 'solution.py', 'tests.py']);
    expect(result.status).toBe('passed');
  });

  test('a failed test: status failed, run-folder and sandbox paths stripped from messages but not from stdout', async () => {
    const { result, dir } = await run(
      `print(work + '/x')\n${plan('T.a', 'T.b')}${passes('T.a')}${failsWithPaths('T.b')}emit(kind='done', count=2)\n`,
    );
    expect(result.status).toBe('failed');
    expect(result.tests).toEqual([
      { name: 'T.a', status: 'pass', message: '', output: '' },
      { name: 'T.b', status: 'fail', message: STRIPPED, output: 'printed' },
    ]);
    expect(result.stdout).toBe(`${dir}/x\n`);
  });

  test('a load error: status error, no tests, the message with paths stripped', async () => {
    const { result } = await run(
      `${plan('T.a')}emit(kind='load_error', message='SyntaxError in ' + work + '/solution.py')\n`,
    );
    expect(result).toMatchObject({ status: 'error', tests: [], error_message: 'SyntaxError in solution.py' });
  });

  test('untrustworthy records: an error saying why, with the tests reported before', async () => {
    const { result } = await run(
      `${plan('T.a', 'T.b')}${failsWithPaths('T.a')}emit(kind='test', name='T.c', status='pass', message='', output='')\n`,
    );
    expect(result).toMatchObject({
      status: 'error',
      tests: [{ name: 'T.a', status: 'fail', message: STRIPPED, output: 'printed' }],
      error_message: `${UNTRUSTWORTHY}a result for a test that tests.py does not define (T.c)`,
    });
  });

  test('the process dying inside a test: an error with how it ended and the tests before it', async () => {
    const { result } = await run(
      `${plan('T.a', 'T.b')}${failsWithPaths('T.a')}emit(kind='start', name='T.b')\nos._exit(3)\n`,
    );
    expect(result).toMatchObject({
      status: 'error',
      tests: [{ name: 'T.a', status: 'fail', message: STRIPPED, output: 'printed' }],
      error_message: 'the process exited with code 3 before reporting results',
    });
  });

  test('a timeout inside a test: the finished tests, the hung one as an error, and what did not run', async () => {
    const { result } = await run(
      `${plan('T.a', 'T.b', 'T.c')}${failsWithPaths('T.a')}emit(kind='start', name='T.b')\nimport time\ntime.sleep(30)\n`,
      { timeoutMs: 2000 },
    );
    expect(result.status).toBe('timeout');
    expect(result.tests).toEqual([
      { name: 'T.a', status: 'fail', message: STRIPPED, output: 'printed' },
      { name: 'T.b', status: 'error', message: 'was running when the 2.0 s time limit stopped the run', output: '' },
      { name: 'T.c', status: 'not_run', message: 'did not run: the run was stopped at the 2.0 s time limit first', output: '' },
    ]);
    expect(result.error_message).toBe(
      `${STOPPED_IN('2.0 s')}: T.b was running (0 of 3 tests passed before it; 1 other test did not run)`,
    );
  });

  test('a timeout after untrustworthy records keeps the tests reported before them and names no test', async () => {
    const forged =
      "results.write(json.dumps(dict(nonce='forged', kind='start', name='T.b')) + '\\n'); results.flush()\n";
    const { result } = await run(
      `${plan('T.a', 'T.b')}${failsWithPaths('T.a')}${forged}import time\ntime.sleep(30)\n`,
      { timeoutMs: 1500 },
    );
    expect(result.status).toBe('timeout');
    expect(result.tests).toEqual([{ name: 'T.a', status: 'fail', message: STRIPPED, output: 'printed' }]);
    expect(result.error_message).toBe(STOPPED_IN('1.5 s'));
  });

  test('a timeout before any record: no tests and the plain message', async () => {
    const { result } = await run('import time\ntime.sleep(30)\n', { timeoutMs: 2000 });
    expect(result).toMatchObject({ status: 'timeout', tests: [], error_message: STOPPED_IN('2.0 s') });
  });

  test('a run stopped by a limit after a complete report is still an error, with the reported tests', async () => {
    const { result } = await run(`${plan('T.a')}${failsWithPaths('T.a')}emit(kind='done', count=1)\n${FILL_DISK}`, {
      timeoutMs: 20_000,
    });
    expect(result).toMatchObject({
      status: 'error',
      tests: [{ name: 'T.a', status: 'fail', message: STRIPPED, output: 'printed' }],
      error_message: DISK_FULL_MESSAGE,
    });
  });

  test('a flooded result channel (exactly its cap kept) counts as overflowing: stopped, and no test is kept', async () => {
    const flood = "results.write('x' * (9 * 1024 * 1024)); results.flush()\nimport time\ntime.sleep(10)\n";
    const { result } = await run(`${plan('T.a', 'T.b')}${failsWithPaths('T.a')}${flood}`, { timeoutMs: 20_000 });
    expect(result).toMatchObject({
      status: 'error',
      tests: [],
      error_message: 'the code under test flooded the result channel and was stopped',
    });
  });

  test('a sandbox that cannot start: an error naming the interpreter and the reason', async () => {
    const { result } = await run(
      `${plan('T.a')}${passes('T.a')}emit(kind='done', count=1)\n`,
      {},
      { isolation: 'bubblewrap', bwrap: '/nonexistent/bwrap' },
    );
    expect(result).toMatchObject({
      status: 'error',
      tests: [],
      isolation: 'bubblewrap',
      stdout: '',
      stderr: '',
      error_message: `could not start ${python.executable}: spawn /nonexistent/bwrap ENOENT`,
    });
  });
});
