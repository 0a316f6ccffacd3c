import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DISK_FULL_MESSAGE } from '../../src/main/services/runner/disk-watch';
import { findBwrap } from '../../src/main/services/runner/isolation';
import { runRust, rustCacheKey, type RustJob } from '../../src/main/services/runner/rust';
import type { SandboxContext } from '../../src/main/services/runner/sandbox';
import { makeTempDir } from '../support/temp-dir';
import { binaryArgs, compileCalls, compiledFiles, fakeRustc, type FakeBinary, type FakeCompile } from './fake-rustc';
import { bubblewrapUsable, errorResult, isLinux } from './support';

/**
 * runRust with a stand-in rustc (fake-rustc.ts): the compile steps, the files they see, the cache, the test
 * binary's arguments and every verdict and message, exactly. Real rustc runs are in rust-runner.test.ts.
 */
jest.setTimeout(30_000);
const tmp = makeTempDir('workbench-rust-details-');
afterAll(() => tmp.cleanup());
const linuxOnly = isLinux ? describe : describe.skip;
const withBwrap = isLinux && bubblewrapUsable().usable ? describe : describe.skip;
const PROCESS: SandboxContext = { isolation: 'process', bwrap: null };
const UNTRUSTWORTHY = 'the test results cannot be trusted, so this run counts as an error: ';
const TESTS_MOUNT = '\n\n#[cfg(test)]\n#[path = "tests.rs"]\nmod tests;\n';

// zeta before alpha: results must come back in this order, not libtest's alphabetical one.
const TESTS =
  'use super::*;\n\n#[test]\nfn zeta() {\n    assert_eq!(1, 1);\n}\n\n#[test]\nfn alpha() {\n    assert!(true);\n}\n';
const ZETA_CODE = 'assert_eq!(1, 1);';
const ALPHA_CODE = 'assert!(true);';
const SUMMARY = 'test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s';
const libtest = (lines: string[], summary = SUMMARY) =>
  ['', `running ${lines.length} tests`, ...lines, '', summary, ''].join('\n');
const BOTH_PASS = libtest(['test tests::alpha ... ok', 'test tests::zeta ... ok']);
const PASSED_TESTS = [
  { name: 'zeta', status: 'pass', message: '', test_code: ZETA_CODE },
  { name: 'alpha', status: 'pass', message: '', test_code: ALPHA_CODE },
];

let jobs = 0;
const cacheDirFor = () => path.join(tmp.dir, `cache-${++jobs}`, 'nested');

// bubblewrap mounts a fresh /tmp over everything under it, so a stand-in rustc it must see lives in the home folder.
const outsideTmp = fs.mkdtempSync(path.join(os.homedir(), '.workbench-rust-details-'));
afterAll(() => fs.rmSync(outsideTmp, { recursive: true, force: true }));

async function runWith(binary: FakeBinary, compile: FakeCompile = {}, job: Partial<RustJob> = {}, ctx = PROCESS) {
  const fake = fakeRustc(ctx.isolation === 'bubblewrap' ? outsideTmp : tmp.dir, binary, compile);
  const full: RustJob = {
    code: 'pub fn answer() -> u32 { 42 }',
    tests: TESTS,
    timeoutMs: 10_000,
    compileTimeoutMs: 10_000,
    cacheDir: cacheDirFor(),
    ...job,
  };
  const result = await runRust(ctx, fake.toolchain, full);
  return { result, job: full, ...fake };
}

const compileError = errorResult;

linuxOnly('runRust: our layout (tests.rs mounted in the solution)', () => {
  test('one compile step in a .compile- folder beside the cache; the binary is cached read-only under its key, then reused', async () => {
    const { result, job, log, toolchain } = await runWith({ stdout: BOTH_PASS, exitCode: 0 });
    expect(result).toEqual({
      status: 'passed',
      tests: PASSED_TESTS,
      duration_ms: expect.any(Number),
      isolation: 'process',
      stdout: BOTH_PASS,
      stderr: '',
      truncated: false,
      cached: false,
    });
    expect(result.duration_ms).toBeLessThan(30_000);
    const [call, ...more] = compileCalls(log);
    expect(more).toEqual([]);
    expect(call?.args).toBe('--test --edition 2021 --color never -C debuginfo=0 -o solution_tests solution.rs');
    expect(path.dirname(call!.cwd)).toBe(fs.realpathSync(job.cacheDir));
    expect(path.basename(call!.cwd)).toMatch(/^\.compile-/);
    expect(compiledFiles(log)).toEqual({ 'solution.rs': job.code + TESTS_MOUNT, 'tests.rs': TESTS });
    expect(binaryArgs(log)).toBe('--test-threads=1 --color never --include-ignored tests::\n');
    // Only the entry is left: no compile folder, no temporary file.
    const key = rustCacheKey(job.code, job.tests, toolchain.version, job);
    expect(fs.readdirSync(job.cacheDir)).toEqual([key]);
    expect(fs.statSync(path.join(job.cacheDir, key)).mode & 0o777).toBe(0o555);

    const again = await runRust(PROCESS, toolchain, job);
    expect(again).toMatchObject({ status: 'passed', tests: PASSED_TESTS, cached: true });
    expect(compileCalls(log)).toHaveLength(1);

    // The cached binary cannot be started: a spawn failure of the test binary itself.
    const broken = await runRust({ isolation: 'bubblewrap', bwrap: '/nonexistent/bwrap' }, toolchain, job);
    expect(broken).toEqual({
      status: 'error',
      tests: [],
      duration_ms: expect.any(Number),
      isolation: 'bubblewrap',
      stdout: '',
      stderr: '',
      truncated: false,
      cached: true,
      error_message: 'could not start the test binary: spawn /nonexistent/bwrap ENOENT',
    });
  });

  test('a cache folder where hard links fail (EPERM: some file systems have none) gets a copy instead', async () => {
    const link = jest
      .spyOn(fs.promises, 'link')
      .mockRejectedValueOnce(Object.assign(new Error('EPERM'), { code: 'EPERM' }));
    try {
      const { result, job, toolchain } = await runWith({ stdout: BOTH_PASS, exitCode: 0 });
      expect(link).toHaveBeenCalledTimes(1);
      expect(result).toMatchObject({ status: 'passed', tests: PASSED_TESTS, cached: false });
      const entry = path.join(job.cacheDir, rustCacheKey(job.code, job.tests, toolchain.version, job));
      expect(fs.statSync(entry).mode & 0o777).toBe(0o555);
    } finally {
      link.mockRestore();
    }
  });

  test.each<[string, string, number, string]>([
    [
      'a failed test with exit 101',
      libtest(['test tests::alpha ... FAILED', 'test tests::zeta ... ok']),
      101,
      'failed',
    ],
    ['all passed but exit 101', BOTH_PASS, 101, 'failed'],
    ['a failed test but exit 0', libtest(['test tests::alpha ... FAILED', 'test tests::zeta ... ok']), 0, 'failed'],
  ])('%s: %s', async (_title, stdout, exitCode, status) => {
    const { result } = await runWith({ stdout, exitCode });
    expect(result.status).toBe(status);
    expect(result.error_message).toBeUndefined();
  });

  test("a result outside the tests module (the solution's own #[test]) is not one of the problem's tests", async () => {
    const stdout = libtest(['test own_check ... FAILED', 'test tests::alpha ... ok', 'test tests::zeta ... ok']);
    const { result } = await runWith({ stdout, exitCode: 0 });
    expect(result).toMatchObject({ status: 'passed', tests: PASSED_TESTS });
  });

  test('a failure keeps its panic as the message and its test code', async () => {
    const stdout = [
      'test tests::alpha ... FAILED',
      'test tests::zeta ... ok',
      '',
      'failures:',
      '',
      '---- tests::alpha stdout ----',
      'printed',
      "thread 'tests::alpha' panicked at tests.rs:10:5:",
      'boom',
    ];
    const { result } = await runWith({ stdout: libtest(stdout), exitCode: 101 });
    expect(result.tests).toEqual([
      { name: 'zeta', status: 'pass', message: '', test_code: ZETA_CODE },
      {
        name: 'alpha',
        status: 'fail',
        message: "thread 'tests::alpha' panicked at tests.rs:10:5:\nboom",
        output: 'printed',
        test_code: ALPHA_CODE,
      },
    ]);
  });

  test('tests.rs without tests: nothing reported is a failure, never a pass', async () => {
    const { result } = await runWith(
      { stdout: libtest([], 'test result: ok. 0 passed; 0 failed'), exitCode: 0 },
      {},
      { tests: 'use super::*;\n' },
    );
    expect(result).toMatchObject({ status: 'failed', tests: [] });
  });

  test('a test tests.rs defines that did not report: untrustworthy', async () => {
    const { result } = await runWith({ stdout: libtest(['test tests::alpha ... ok']), exitCode: 0 });
    expect(result).toMatchObject({
      status: 'error',
      tests: [{ name: 'alpha', status: 'pass', message: '', test_code: ALPHA_CODE }],
      error_message: `${UNTRUSTWORTHY}tests.rs defines 2 tests but 1 reported (missing: zeta)`,
    });
  });

  test('no summary line (only one that does not start the line): the binary died', async () => {
    const stdout = 'test tests::alpha ... ok\ntest tests::zeta ... ok\nnote: test result: ok\n';
    const { result } = await runWith({ stdout, exitCode: 3 });
    expect(result).toMatchObject({
      status: 'error',
      tests: PASSED_TESTS,
      error_message: 'the process exited with code 3 before reporting results',
    });
  });

  test('a timeout: the hung test is an error after the finished ones', async () => {
    const { result } = await runWith(
      { stdout: 'running 2 tests\ntest tests::alpha ... ok\ntest tests::zeta ... ', exitCode: 0, then: 'sleep 30' },
      {},
      { timeoutMs: 1500 },
    );
    expect(result).toMatchObject({
      status: 'timeout',
      tests: [
        { name: 'alpha', status: 'pass', message: '', test_code: ALPHA_CODE },
        { name: 'zeta', status: 'error', message: 'was running when the 1.5 s time limit stopped the run', output: '' },
      ],
      error_message: 'the tests did not finish within 1.5 s and every process of the run was stopped',
    });
  });

  test('stopped by a limit after a complete report: an error with the stop reason', async () => {
    const fill = 'head -c 34000000 /dev/zero > a; head -c 34000000 /dev/zero > b; sleep 10';
    const { result } = await runWith({ stdout: BOTH_PASS, exitCode: 0, then: fill }, {}, { timeoutMs: 20_000 });
    expect(result).toMatchObject({ status: 'error', tests: PASSED_TESTS, error_message: DISK_FULL_MESSAGE });
  });

  test('a binary over 512 KiB (but under the cap) is cached and run', async () => {
    const { result } = await runWith({ stdout: BOTH_PASS, exitCode: 0, padTo: { bytes: 600 * 1024, sparse: false } });
    expect(result.status).toBe('passed');
  });
});

linuxOnly('runRust: the library layout (Exercism)', () => {
  test('two steps with the crate name and edition, the helper files beside tests.rs, no tests:: filter', async () => {
    const stdout = libtest(['test alpha ... ok', 'test zeta ... ok']);
    const job = { crate: 'leap', edition: '2018', supportFiles: { 'helper.rs': '// help\n' } };
    const { result, log } = await runWith({ stdout, exitCode: 0 }, {}, job);
    expect(result).toMatchObject({
      status: 'passed',
      tests: [
        { name: 'zeta', status: 'pass', message: '', test_code: ZETA_CODE },
        { name: 'alpha', status: 'pass', message: '', test_code: ALPHA_CODE },
      ],
    });
    expect(compileCalls(log).map((c) => c.args)).toEqual([
      '--crate-type lib --crate-name leap --edition 2018 --color never -C debuginfo=0 -o libleap.rlib lib.rs',
      '--test --edition 2018 --color never -C debuginfo=0 --extern leap=libleap.rlib -o solution_tests tests.rs',
    ]);
    expect(compiledFiles(log)).toEqual({
      'lib.rs': 'pub fn answer() -> u32 { 42 }',
      'tests.rs': TESTS,
      'helper.rs': '// help\n',
      'libleap.rlib': 'rlib',
    });
    expect(binaryArgs(log)).toBe('--test-threads=1 --color never --include-ignored\n');
  });
});

linuxOnly('runRust: compile failures', () => {
  const BINARY = { stdout: BOTH_PASS, exitCode: 0 };

  test('diagnostics, trimmed', async () => {
    const { result } = await runWith(BINARY, { exitCode: 1, stderr: '\n  error[E0425]: cannot find value  \n' });
    expect(result).toEqual(compileError('compile error:\nerror[E0425]: cannot find value'));
    expect(result.duration_ms).toBeLessThan(30_000);
  });

  test('diagnostics are capped at 16 KiB', async () => {
    const { result } = await runWith(BINARY, { exitCode: 1, stderr: 'e'.repeat(20_000) });
    expect(result.error_message).toBe(`compile error:\n${'e'.repeat(16 * 1024)}`);
  });

  test.each<[string, FakeCompile, string]>([
    ['exit 0 without the binary', { output: 'none' }, 'the process exited with code 0 before reporting results'],
    [
      'exit 0 with a folder where the binary should be',
      { output: 'directory' },
      'the process exited with code 0 before reporting results',
    ],
    [
      'exit 1 with a binary and no diagnostics',
      { exitCode: 1, stderr: ' \n' },
      'the process exited with code 1 before reporting results',
    ],
  ])('%s: how rustc ended', async (_title, compile, how) => {
    const { result } = await runWith(BINARY, compile);
    expect(result).toEqual(compileError(`compile error:\n${how}`));
  });

  test('a compile over its budget is a timeout naming the budget in whole seconds', async () => {
    const { result } = await runWith(BINARY, { sleepSeconds: 30 }, { compileTimeoutMs: 1500 });
    expect(result).toEqual({ ...compileError('compiling took longer than the 2 s compile budget'), status: 'timeout' });
  });

  test('a compiler that cannot be started', async () => {
    const { result, toolchain } = await runWith(
      BINARY,
      {},
      {},
      { isolation: 'bubblewrap', bwrap: '/nonexistent/bwrap' },
    );
    expect(result).toEqual({
      ...compileError(`could not start ${toolchain.executable}: spawn /nonexistent/bwrap ENOENT`),
      isolation: 'bubblewrap',
    });
  });
});

withBwrap('runRust inside bubblewrap: the 512 MiB binary cap (sparse files, so no disk is used)', () => {
  const ctx: SandboxContext = { isolation: 'bubblewrap', bwrap: findBwrap() };
  const CAP = 512 * 1024 * 1024;

  test('a binary of exactly the cap is run', async () => {
    const { result } = await runWith(
      { stdout: BOTH_PASS, exitCode: 0, padTo: { bytes: CAP, sparse: true } },
      {},
      {},
      ctx,
    );
    expect(result).toMatchObject({ status: 'passed', isolation: 'bubblewrap', tests: PASSED_TESTS });
  });

  // The compile step cannot write more (its file-size limit is the cap), so the cache entry is what is checked.
  test('a cache entry a byte over the cap is not trusted: the code is compiled again', async () => {
    const fake = fakeRustc(outsideTmp, { stdout: BOTH_PASS, exitCode: 0 });
    const job: RustJob = {
      code: 'fn main() {}',
      tests: TESTS,
      timeoutMs: 10_000,
      compileTimeoutMs: 10_000,
      cacheDir: cacheDirFor(),
    };
    const entry = path.join(job.cacheDir, rustCacheKey(job.code, job.tests, fake.toolchain.version, job));
    fs.mkdirSync(job.cacheDir, { recursive: true });
    fs.writeFileSync(entry, `#!/bin/sh\nprintf '%s' '${BOTH_PASS}'\nexit 0\n`, { mode: 0o755 });
    fs.truncateSync(entry, CAP + 1);
    const result = await runRust(ctx, fake.toolchain, job);
    expect(result).toMatchObject({ status: 'passed', cached: false });
    expect(fs.statSync(entry).size).toBeLessThan(CAP);
  });
});
