import fs from 'node:fs';
import path from 'node:path';
import {
  createRunner,
  DEFAULT_RUSTC_COMMAND,
  defaultPythonCommand,
  runnerIsolationFromEnv,
  UNSANDBOXED_NOT_ACKNOWLEDGED,
} from '../../src/main/services/runner';
import { AppError } from '../../src/shared/errors';
import { makeTempDir } from '../support/temp-dir';
import { bubblewrapUsable, pyProblem } from './support';

/**
 * The runner's contract with the problem page (src/main/services/runner/index.ts): the refusal of unsandboxed
 * runs a profile has not agreed to, a mandatory sandbox that is missing, broken problem layouts, and the budget.
 */
jest.setTimeout(60_000);

const tmp = makeTempDir('workbench-contract-');
afterAll(() => tmp.cleanup());
const bwrap = bubblewrapUsable();
const withBwrap = bwrap.usable ? describe : describe.skip;

describe('runnerIsolationFromEnv', () => {
  test('process and bubblewrap are taken as given; anything else is auto', () => {
    expect(runnerIsolationFromEnv('process')).toBe('process');
    expect(runnerIsolationFromEnv('bubblewrap')).toBe('bubblewrap');
    expect(runnerIsolationFromEnv('Process')).toBe('auto');
    expect(runnerIsolationFromEnv(undefined)).toBe('auto');
  });

  test('the default commands', () => {
    expect(defaultPythonCommand()).toBe(process.platform === 'win32' ? 'python' : 'python3');
    expect(DEFAULT_RUSTC_COMMAND).toBe('rustc');
  });
});

describe('unsandboxed runs need the profile to agree', () => {
  const runner = createRunner({ workDir: path.join(tmp.dir, 'process'), isolation: 'process' });

  test('a run that would be unsandboxed is refused with a conflict when the profile has not agreed', async () => {
    let caught: unknown;
    try {
      await runner.run({ problem: pyProblem('self.assertTrue(True)'), code: '', allowUnsandboxed: false });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ code: 'conflict', message: UNSANDBOXED_NOT_ACKNOWLEDGED });
    expect(await runner.isolation()).toBe('process');
  });

  test('once agreed, or when the caller does not ask (CLI, tests), it runs as a plain process', async () => {
    const agreed = await runner.run({ problem: pyProblem('self.assertTrue(True)'), code: '', allowUnsandboxed: true });
    expect(agreed).toMatchObject({ status: 'passed', isolation: 'process' });
    const unasked = await runner.run({ problem: pyProblem('self.assertTrue(True)'), code: '' });
    expect(unasked).toMatchObject({ status: 'passed', isolation: 'process' });
  });
});

withBwrap('with bubblewrap nothing needs agreeing to', () => {
  test('a profile that has not agreed still runs, sandboxed', async () => {
    const runner = createRunner({ workDir: path.join(tmp.dir, 'bwrap'), isolation: 'bubblewrap' });
    const result = await runner.run({ problem: pyProblem('self.assertTrue(True)'), code: '', allowUnsandboxed: false });
    expect(result).toMatchObject({ status: 'passed', isolation: 'bubblewrap' });
    expect(await runner.isolation()).toBe('bubblewrap');
    expect((await runner.describe()).isolation).toBe('bubblewrap');
  });
});

describe('a mandatory sandbox that is missing', () => {
  const saved = process.env.WORKBENCH_BWRAP;
  afterEach(() => {
    if (saved === undefined) delete process.env.WORKBENCH_BWRAP;
    else process.env.WORKBENCH_BWRAP = saved;
  });

  test('every run is an error saying so (not a conflict), and the isolation reads "process"', async () => {
    process.env.WORKBENCH_BWRAP = '/nonexistent/bwrap';
    const runner = createRunner({ workDir: path.join(tmp.dir, 'mandatory'), isolation: 'bubblewrap' });
    const result = await runner.run({ problem: pyProblem('self.assertTrue(True)'), code: '', allowUnsandboxed: false });
    expect(result).toMatchObject({
      status: 'error',
      isolation: 'process',
      tests: [],
      stdout: '',
      stderr: '',
      truncated: false,
      error_message:
        'bubblewrap isolation was requested but bwrap is not installed or cannot create namespaces on this machine',
    });
    expect(await runner.isolation()).toBe('process');
    expect((await runner.describe()).isolation).toBe('process');
  });

  test('auto falls back to a plain process', async () => {
    process.env.WORKBENCH_BWRAP = '/nonexistent/bwrap';
    const runner = createRunner({ workDir: path.join(tmp.dir, 'auto') });
    expect(await runner.isolation()).toBe('process');
  });
});

describe('problem layouts', () => {
  const runner = createRunner({ workDir: path.join(tmp.dir, 'layouts'), isolation: 'process' });

  test("a broken exercism.json in the problem's folder is an error saying to import it again", async () => {
    const dir = path.join(tmp.dir, 'broken-problem');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'exercism.json'), JSON.stringify({ edition: '1999' }));
    const result = await runner.run({ problem: { ...pyProblem('pass'), dir }, code: '' });
    expect(result).toMatchObject({
      status: 'error',
      isolation: 'process',
      error_message: "this problem's files are broken (exercism.json of this problem is not valid); import it again",
    });
  });

  test('a layout the runner cannot use is an error with its reason', async () => {
    const result = await runner.run({ problem: pyProblem('pass'), code: '', layout: { module: 'os' } });
    expect(result).toMatchObject({
      status: 'error',
      error_message:
        'the exercise\'s module name "os" cannot be used (lowercase letters, digits and _ only, not a name the runner uses)',
    });
  });

  test('a layout given with the request wins over the folder (which is then not read)', async () => {
    const dir = path.join(tmp.dir, 'broken-problem-2');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'exercism.json'), 'not json');
    const problem = { ...pyProblem('self.assertEqual(mymod.x, 1)', 'import mymod'), dir };
    const result = await runner.run({
      problem: { ...problem, tests: problem.tests.replace('import solution\n', '') },
      code: 'x = 1\n',
      layout: { module: 'mymod' },
    });
    expect(result.status).toBe('passed');
  });
});

describe('the run budget', () => {
  const runner = createRunner({ workDir: path.join(tmp.dir, 'budget'), isolation: 'process' });

  test('a budget is rounded to whole milliseconds and named in the timeout message', async () => {
    const result = await runner.run({ problem: pyProblem('time.sleep(5)'), code: '', timeoutMs: 600.4 });
    expect(result.status).toBe('timeout');
    expect(result.error_message).toMatch(
      /^the tests did not finish within 0\.6 s and every process of the run was stopped/,
    );
  });

  test('a zero, negative or non-finite budget means the default 8 s', async () => {
    for (const timeoutMs of [0, -1, Number.NaN]) {
      const result = await runner.run({ problem: pyProblem('time.sleep(1)'), code: '', timeoutMs });
      expect(result.status).toBe('passed');
    }
  });

  test("the runner's own default budget applies when the request gives none", async () => {
    const short = createRunner({
      workDir: path.join(tmp.dir, 'budget-default'),
      isolation: 'process',
      defaultTimeoutMs: 500,
    });
    const result = await short.run({ problem: pyProblem('time.sleep(5)'), code: '' });
    expect(result.status).toBe('timeout');
    expect(result.error_message).toMatch(/within 0\.5 s/);
  });
});
