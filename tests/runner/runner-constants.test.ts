import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createRunner,
  defaultPythonCommand,
  UNSANDBOXED_NOT_ACKNOWLEDGED,
  type RunRequest,
} from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';
import { bubblewrapUsable, errorResult, isLinux } from './support';

/**
 * createRunner's own decisions, each checked by what a caller sees: which toolchain path is used (and how it is
 * cached), which isolation applies, the budget a run gets, where the work folder and the Rust cache go, the
 * problem layout, and the exact error results. Real toolchains and bubblewrap, as the app uses them.
 */
jest.setTimeout(60_000);
const tmp = makeTempDir('workbench-index-details-');
afterAll(() => tmp.cleanup());
const linuxOnly = isLinux ? describe : describe.skip;
const withBwrap = isLinux && bubblewrapUsable().usable ? describe : describe.skip;

/**
 * Under jest, node's own errors come from another realm, so `err instanceof Error` is false and the runner falls
 * back to String(err), which adds "Error: ". In the app the message alone is shown.
 */
const JEST_REALM = 'Error: ';

let dirs = 0;
const freshDir = (name: string) => path.join(tmp.dir, `${name}-${++dirs}`);

/** A one-test problem that prints the CPU-time limit its process got: the budget plus 2 s, rounded up. */
const CPU_PROBLEM: RunRequest['problem'] = {
  slug: 'cpu',
  language: 'python',
  dir: '/nonexistent',
  tests:
    'import resource, unittest\n\nclass T(unittest.TestCase):\n    def test_cpu(self):\n' +
    '        print(resource.getrlimit(resource.RLIMIT_CPU)[0])\n',
};

describe('the constants a caller sees', () => {
  test('the refusal of unsandboxed runs, word for word', () => {
    expect(UNSANDBOXED_NOT_ACKNOWLEDGED).toBe(
      'Code runs unsandboxed on this machine (bubblewrap is not available): it can read and change your files and ' +
        'use the network. Confirm once for this profile on the problem page or under Settings → Code runner, then run again.',
    );
  });

  test('the default Python command is python on Windows and python3 elsewhere', () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    try {
      Object.defineProperty(process, 'platform', { value: 'win32' });
      expect(defaultPythonCommand()).toBe('python');
      Object.defineProperty(process, 'platform', { value: 'linux' });
      expect(defaultPythonCommand()).toBe('python3');
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
  });
});

linuxOnly('which toolchain path is used', () => {
  const runner = createRunner({
    workDir: freshDir('paths'),
    isolation: 'process',
    pythonPath: ' /options/python ',
    rustcPath: ' /options/rustc ',
  });
  const notFound = (tool: string, at: string) =>
    expect.stringMatching(new RegExp(`^${tool} was not found at ${at} \\(`));

  test("the call's paths, trimmed, before the runner's own; blank ones do not count", async () => {
    const given = await runner.describe({ pythonPath: ' /given/python ', rustcPath: ' /given/rustc ' });
    expect(given.python).toEqual({ missing: notFound('python3', '/given/python') });
    expect(given.rustc).toEqual({ missing: notFound('rustc', '/given/rustc') });
    const blank = await runner.describe({ pythonPath: '  ', rustcPath: '' });
    expect(blank.python).toEqual({ missing: notFound('python3', '/options/python') });
    expect(blank.rustc).toEqual({ missing: notFound('rustc', '/options/rustc') });
  });

  test('~/ is the home folder; a path that merely contains ~/ is left alone', async () => {
    const home = await runner.describe({ pythonPath: '~/no/python', rustcPath: '/x~/rustc' });
    expect(home.python).toEqual({ missing: notFound('python3', path.join(os.homedir(), 'no/python')) });
    expect(home.rustc).toEqual({ missing: notFound('rustc', '/x~/rustc') });
  });

  test('a found toolchain is kept; a missing one is looked for again (installing it is picked up)', async () => {
    const own = createRunner({ workDir: freshDir('cache'), isolation: 'process' });
    const first = await own.describe();
    expect((await own.describe()).python).toBe(first.python);
    const fake = path.join(tmp.dir, 'later-python');
    const missing = (await own.describe({ pythonPath: fake })).python;
    expect(missing).toEqual({ missing: notFound('python3', fake) });
    fs.writeFileSync(fake, '#!/bin/sh\necho /fake/bin/python3; echo /fake; echo 3.11.0\n', { mode: 0o755 });
    expect((await own.describe({ pythonPath: fake })).python).toEqual({
      configured: fake,
      executable: '/fake/bin/python3',
      roots: ['/fake', '/fake/bin'],
      version: '3.11.0',
    });
  });
});

linuxOnly('the budget a run gets (seen as its CPU limit: the budget in seconds rounded up, plus 2)', () => {
  const runner = createRunner({ workDir: freshDir('budget'), isolation: 'process' });
  const cpuLimitFor = async (timeoutMs: number) => {
    const result = await runner.run({ problem: CPU_PROBLEM, code: '', timeoutMs });
    expect(result.status).toBe('passed');
    return result.tests[0]?.output;
  };

  test.each([
    [4000.4, '6\n'], // rounded to 4000 ms
    [500_000, '122\n'], // capped at 120 s
    [0, '10\n'], // not a budget: the 8 s default
    [-5, '10\n'],
    [Number.NaN, '10\n'],
    [Number.POSITIVE_INFINITY, '10\n'],
  ])('%p ms', async (timeoutMs, expected) => {
    expect(await cpuLimitFor(timeoutMs)).toBe(expected);
  });
});

linuxOnly('the work folder', () => {
  test('created with its parents on first use; the Rust cache is a folder inside it', async () => {
    const workDir = path.join(freshDir('deep'), 'a', 'b');
    const runner = createRunner({ workDir, isolation: 'process' });
    expect(fs.existsSync(workDir)).toBe(false);
    const result = await runner.run({
      problem: { slug: 'r', language: 'rust', dir: '/nonexistent', tests: 'use super::*;\n' },
      code: 'fn broken(',
    });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/^compile error:\n/);
    expect(fs.readdirSync(workDir)).toEqual(['rust-cache']);
  });

  test('a work folder that cannot be created is an error result naming it', async () => {
    const file = path.join(tmp.dir, 'a-file');
    fs.writeFileSync(file, '');
    const workDir = path.join(file, 'work');
    const result = await createRunner({ workDir, isolation: 'process' }).run({ problem: CPU_PROBLEM, code: '' });
    expect(result).toEqual(
      errorResult(
        `the runner's work folder ${workDir} cannot be created: ${JEST_REALM}ENOTDIR: not a directory, mkdir '${workDir}'`,
      ),
    );
    expect(result.duration_ms).toBeGreaterThanOrEqual(0);
    expect(result.duration_ms).toBeLessThan(10_000);
  });

  test('anything that throws during a run becomes "the runner failed" (here: the Rust cache path is a file)', async () => {
    const workDir = freshDir('cache-is-file');
    fs.mkdirSync(workDir);
    fs.writeFileSync(path.join(workDir, 'rust-cache'), '');
    const result = await createRunner({ workDir, isolation: 'process' }).run({
      problem: { slug: 'r', language: 'rust', dir: '/nonexistent', tests: 'use super::*;\n' },
      code: '',
    });
    expect(result).toEqual({
      status: 'error',
      tests: [],
      duration_ms: 0,
      isolation: 'process',
      stdout: '',
      stderr: '',
      truncated: false,
      error_message: `the runner failed: ${JEST_REALM}EEXIST: file already exists, mkdir '${path.join(workDir, 'rust-cache')}'`,
    });
  });
});

linuxOnly("the problem's layout", () => {
  const runner = createRunner({ workDir: freshDir('layout'), isolation: 'process' });
  const leapTests =
    'import unittest\nfrom leap import yes\n\nclass T(unittest.TestCase):\n    def test_yes(self):\n        self.assertTrue(yes())\n';
  const problemDir = (layout: string) => {
    const dir = freshDir('problem');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'exercism.json'), layout);
    return dir;
  };

  test("an imported problem's stored layout is used when the request has none", async () => {
    const dir = problemDir('{"module":"leap"}');
    const result = await runner.run({
      problem: { slug: 'leap', language: 'python', dir, tests: leapTests },
      code: 'def yes():\n    return True\n',
    });
    expect(result.status).toBe('passed');
  });

  test("the request's layout wins over the stored one, which is then not even read", async () => {
    const dir = problemDir('{"module": 5}');
    const result = await runner.run({
      problem: { slug: 'leap', language: 'python', dir, tests: leapTests },
      code: 'def yes():\n    return True\n',
      layout: { module: 'leap' },
    });
    expect(result.status).toBe('passed');
  });

  test('a broken stored layout is an error result asking for a new import', async () => {
    const dir = problemDir('{"module": 5}');
    const result = await runner.run({ problem: { slug: 'leap', language: 'python', dir, tests: leapTests }, code: '' });
    expect(result).toMatchObject({
      status: 'error',
      tests: [],
      isolation: 'process',
      error_message: "this problem's files are broken (exercism.json of this problem is not valid); import it again",
    });
  });
});

linuxOnly('isolation', () => {
  const saved = process.env.WORKBENCH_BWRAP;
  afterEach(() => {
    if (saved === undefined) delete process.env.WORKBENCH_BWRAP;
    else process.env.WORKBENCH_BWRAP = saved;
  });
  /** A bwrap that exists but cannot make a sandbox: the probe fails. */
  const brokenBwrap = () => {
    const file = path.join(tmp.dir, 'broken-bwrap');
    fs.writeFileSync(file, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    return file;
  };

  test('auto with a bwrap that fails its probe falls back to a plain process', async () => {
    process.env.WORKBENCH_BWRAP = brokenBwrap();
    const runner = createRunner({ workDir: freshDir('auto-broken') });
    expect(await runner.isolation()).toBe('process');
    expect(await runner.run({ problem: CPU_PROBLEM, code: '' })).toMatchObject({
      status: 'passed',
      isolation: 'process',
    });
  });

  test('a mandatory sandbox that fails its probe: every run is an error result, never a refusal', async () => {
    process.env.WORKBENCH_BWRAP = brokenBwrap();
    const runner = createRunner({ workDir: freshDir('mandatory-broken'), isolation: 'bubblewrap' });
    const result = await runner.run({ problem: CPU_PROBLEM, code: '', allowUnsandboxed: false });
    expect(result).toMatchObject({
      status: 'error',
      tests: [],
      isolation: 'process',
      error_message:
        'bubblewrap isolation was requested but bwrap is not installed or cannot create namespaces on this machine',
    });
    expect(await runner.isolation()).toBe('process');
    expect((await runner.describe()).isolation).toBe('process');
  });
});

withBwrap('isolation with a working bubblewrap', () => {
  test('auto uses it, and a profile that has not agreed to unsandboxed runs is not refused', async () => {
    const runner = createRunner({ workDir: freshDir('auto-bwrap') });
    expect(await runner.isolation()).toBe('bubblewrap');
    const result = await runner.run({ problem: CPU_PROBLEM, code: '', allowUnsandboxed: false });
    expect(result).toMatchObject({ status: 'passed', isolation: 'bubblewrap' });
    expect((await runner.describe()).isolation).toBe('bubblewrap');
  });

  test('process, when asked for, is used even though bubblewrap works', async () => {
    const runner = createRunner({ workDir: freshDir('process-asked'), isolation: 'process' });
    expect(await runner.isolation()).toBe('process');
    await expect(runner.run({ problem: CPU_PROBLEM, code: '', allowUnsandboxed: false })).rejects.toMatchObject({
      code: 'conflict',
      message: UNSANDBOXED_NOT_ACKNOWLEDGED,
    });
  });
});
