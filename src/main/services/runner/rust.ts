import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RunResult, TestCaseResult } from '@shared/domain/run-result';
import { parseLibtest, unfinishedTest } from './libtest-parse';
import { prepareCrates, type CrateSpec } from './rust-crates';
import { crateFiles, docBlocks, runDoctests } from './rust-doctests';
import { COMPILE_LIMITS, RUN_LIMITS } from './limits';
import { notRunTest } from './not-run';
import { withRunDir } from './run-dir';
import { expectedRustTests, rustTestBodies } from './rust-tests';
import { describeExit, runSandboxed, type SandboxContext } from './sandbox';
import type { Toolchain } from './toolchain';

export type RustJob = {
  code: string;
  tests: string;
  timeoutMs: number;
  compileTimeoutMs: number;
  cacheDir: string;
  /**
   * Exercism's shape: the code is a library crate of this name and tests.rs an integration test against it
   * (`use leap::*`). Left out, tests.rs is mounted inside the code as `mod tests` (our corpus).
   */
  crate?: string;
  /** Cargo.toml's edition; 2021 when left out. */
  edition?: string;
  /** Helper files beside tests.rs (`mod helper;` in the tests), by file name. */
  supportFiles?: Record<string, string>;
  /** Cargo features switched on (`--cfg feature="x"`): the exercise's default features. */
  features?: readonly string[];
  /** Optimised build, as `cargo test --release` (the exercise's test-runner settings ask for it). */
  release?: boolean;
  /** Crates the code and tests use (Cargo.toml's dependencies), built once per set and passed with `--extern`. */
  crates?: CrateSpec[];
};

/**
 * Crate layout: `solution.rs` is the learner's code with one line appended that mounts the problem's tests
 * (`tests.rs`, which starts with `use super::*;`) as `#[cfg(test)] mod tests`. Appending at the end keeps the
 * learner's line numbers right in diagnostics, and tests.rs keeps its own. Plain `rustc`, never cargo: there is
 * no build script or proc macro that could run code at compile time.
 */
const TESTS_MOUNT = '\n\n#[cfg(test)]\n#[path = "tests.rs"]\nmod tests;\n';
const COMMON_FLAGS = ['--color', 'never', '-C', 'debuginfo=0'];
const editionOf = (job: Pick<RustJob, 'edition'>) => job.edition ?? '2021';

/** The compiler steps for a job, each an argv after `rustc`; the last one makes `solution_tests`. */
/**
 * As cargo builds: each feature as a cfg for every crate, release as opt-level 3 (which also turns off debug
 * assertions and overflow checks, as cargo's release profile does).
 */
export const profileFlags = (job: Pick<RustJob, 'features' | 'release'>): string[] => [
  ...(job.features ?? []).flatMap((f) => ['--cfg', `feature="${f}"`]),
  ...(job.release ? ['-C', 'opt-level=3'] : []),
];

export function compileSteps(job: Pick<RustJob, 'crate' | 'edition' | 'features' | 'release'>, crateFlags: string[] = []): string[][] {
  const edition = ['--edition', editionOf(job)];
  const common = [...COMMON_FLAGS, ...profileFlags(job), ...crateFlags];
  if (!job.crate) return [['--test', ...edition, ...common, '-o', 'solution_tests', 'solution.rs']];
  return [
    ['--crate-type', 'lib', '--crate-name', job.crate, ...edition, ...common, '-o', `lib${job.crate}.rlib`, 'lib.rs'],
    ['--test', ...edition, ...common, '--extern', `${job.crate}=lib${job.crate}.rlib`, '-o', 'solution_tests', 'tests.rs'],
  ];
}
const DIAGNOSTICS_CAP = 16 * 1024;
/** A test binary bigger than this is not something our compile step made; it is not cached or run. */
const BINARY_CAP_BYTES = 512 * 1024 * 1024;

/** The cache key: everything that decides the binary. */
export function rustCacheKey(
  code: string,
  tests: string,
  rustcVersion: string,
  job: Pick<RustJob, 'crate' | 'edition' | 'supportFiles' | 'features' | 'release'> = {},
  crateFlags: string[] = [],
): string {
  const h = crypto.createHash('sha256');
  // The crate flags name the built set's folder, whose name is the set's key.
  const steps = compileSteps(job, crateFlags).map((step) => step.join(' '));
  const support = Object.entries(job.supportFiles ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)).flat();
  for (const part of [code, tests, rustcVersion, ...steps, String(support.length), ...support]) h.update(part).update('\0');
  return h.digest('hex');
}

const UNTRUSTWORTHY = 'the test results cannot be trusted, so this run counts as an error: ';

type Failure = { status: 'error' | 'timeout'; message: string };

/**
 * Compiles (or takes from the cache) and runs the test binary. Only results for `tests::<name>` with a name
 * tests.rs defines count, each exactly once, and the binary must end with libtest's summary.
 */
export async function runRust(ctx: SandboxContext, rustc: Toolchain, job: RustJob): Promise<RunResult> {
  const started = process.hrtime.bigint();
  const ms = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  const base = { isolation: ctx.isolation, stdout: '', stderr: '', truncated: false } as const;
  let crates: { flags: string[]; dir: string } = { flags: [], dir: '' };
  if (job.crates?.length) {
    const prepared = await prepareCrates(ctx, rustc, job.cacheDir, job.crates, job.release ?? false);
    if ('problem' in prepared) return { ...base, status: 'error', tests: [], duration_ms: ms(), error_message: prepared.problem };
    crates = prepared;
  }
  const key = rustCacheKey(job.code, job.tests, rustc.version, job, crates.flags);
  const cached = path.join(job.cacheDir, key);
  // The library's doc tests run with rustdoc against the compiled library, which is kept beside the binary.
  const doctests = job.crate ? docBlocks(crateFiles({ code: job.code, supportFiles: job.supportFiles })).length > 0 : false;
  const hit = (await isRegularFile(cached)) && (!doctests || (await isRegularFile(`${cached}.rlib`)));

  if (!hit) {
    await fs.promises.mkdir(job.cacheDir, { recursive: true });
    const failed = await withRunDir((dir) => compile(ctx, rustc, dir, job, cached, crates), '.compile-', job.cacheDir);
    if (failed) return { ...base, status: failed.status, tests: [], duration_ms: ms(), error_message: failed.message };
  }

  const run = await withRunDir((dir) =>
    runSandboxed(ctx, {
      // `--include-ignored`: Exercism marks all tests but the first `#[ignore]`, and an ignored test must never
      // make a run look green. `tests::` as a filter (our layout): a `#[test]` the solution adds outside the tests
      // module does not even run. In the library layout the solution's own tests are not in the binary at all.
      argv: (work) => [
        `${work}/solution_tests`,
        '--test-threads=1',
        '--color',
        'never',
        '--include-ignored',
        ...(job.crate ? [] : ['tests::']),
      ],
      runDir: dir,
      folder: 'tmpfs',
      files: [{ host: cached, name: 'solution_tests' }],
      readOnly: [],
      limits: RUN_LIMITS,
      timeoutMs: job.timeoutMs,
    }),
  );
  const common = { ...base, stdout: run.stdout, stderr: run.stderr, truncated: run.truncated, duration_ms: ms(), cached: hit };
  // Results outside the tests module (a `#[test]` in the solution) are not the problem's tests.
  const expected = expectedRustTests(job.tests, job.features);
  const bodies = rustTestBodies(job.tests, job.features);
  const tests = inFileOrder(parseLibtest(run.stdout, { testsModuleOnly: !job.crate }), expected).map((t) => {
    const code = bodies.get(t.name.split('::').at(-1)!);
    return code ? { ...t, test_code: code } : t;
  });
  if (run.kind === 'spawn-failed') {
    return { ...common, status: 'error', tests: [], error_message: `could not start the test binary: ${run.spawnError?.message ?? 'unknown error'}` };
  }
  const budget = `${(job.timeoutMs / 1000).toFixed(1)} s`;
  if (run.kind === 'timeout') {
    const hung = unfinishedTest(run.stdout);
    if (hung) tests.push({ name: hung, status: 'error', message: `was running when the ${budget} time limit stopped the run`, output: '' });
    // Every expected test that neither reported nor was running: the stop kept it from running.
    const seen = new Set(tests.map((t) => t.name.split('::').at(-1)!));
    for (const name of expected) if (!seen.has(name)) tests.push(notRunTest(name, budget));
    return { ...common, status: 'timeout', tests, error_message: `the tests did not finish within ${budget} and every process of the run was stopped` };
  }
  if (run.kind === 'stopped') return { ...common, status: 'error', tests, error_message: describeExit(run) };
  // libtest exits 101 when a test fails; anything else without a summary means the binary itself died
  // (std::process::exit in the code under test, a signal).
  const summarised = /^test result: /m.test(run.stdout);
  if (!summarised) return { ...common, status: 'error', tests, error_message: describeExit(run) };
  const problem = checkAgainstExpected(tests, expected);
  if (problem) return { ...common, status: 'error', tests, error_message: UNTRUSTWORTHY + problem };
  if (doctests && job.crate) {
    const doc = await runDoctests(ctx, rustc, {
      crate: job.crate,
      code: job.code,
      supportFiles: job.supportFiles,
      edition: editionOf(job),
      flags: [...profileFlags(job), ...crates.flags],
      readOnly: crates.dir ? [crates.dir] : [],
      rlib: `${cached}.rlib`,
      timeoutMs: job.compileTimeoutMs,
    });
    tests.push(...doc.tests);
    if ('status' in doc) return { ...common, duration_ms: ms(), status: doc.status, tests, error_message: doc.message };
  }
  const passed = tests.length > 0 && tests.every((t) => t.status === 'pass') && run.code === 0;
  return { ...common, duration_ms: ms(), status: passed ? 'passed' : 'failed', tests };
}

/** libtest sorts by name; results are reported in the order tests.rs defines them (Exercism requires it). */
export function inFileOrder(tests: TestCaseResult[], expected: string[]): TestCaseResult[] {
  const index = new Map(expected.map((name, i) => [name, i]));
  const at = (t: TestCaseResult) => index.get(t.name.split('::').at(-1)!) ?? Number.MAX_SAFE_INTEGER;
  return tests.map((t, i) => ({ t, i })).sort((a, b) => at(a.t) - at(b.t) || a.i - b.i).map(({ t }) => t);
}

/** Every test tests.rs defines reported exactly once, and nothing else under `tests::`. */
export function checkAgainstExpected(tests: TestCaseResult[], expected: string[]): string | null {
  const seen = new Map<string, number>();
  for (const t of tests) seen.set(t.name, (seen.get(t.name) ?? 0) + 1);
  for (const [name, count] of seen) {
    if (count > 1) return `two results for ${name}`;
    if (!expected.includes(name.split('::').at(-1)!)) return `a result for a test that tests.rs does not define (${name})`;
  }
  const reported = new Set([...seen.keys()].map((n) => n.split('::').at(-1)!));
  const missing = expected.filter((n) => !reported.has(n));
  if (missing.length > 0) {
    return `tests.rs defines ${expected.length} tests but ${reported.size} reported (missing: ${missing.slice(0, 5).join(', ')})`;
  }
  return null;
}

/** Compiles into a fresh folder and stores the binary in the cache; what to report when it failed. */
async function compile(ctx: SandboxContext, rustc: Toolchain, dir: string, job: RustJob, cached: string, crates: { flags: string[]; dir: string }): Promise<Failure | null> {
  if (job.crate) {
    await fs.promises.writeFile(path.join(dir, 'lib.rs'), job.code);
  } else {
    await fs.promises.writeFile(path.join(dir, 'solution.rs'), job.code + TESTS_MOUNT);
  }
  await fs.promises.writeFile(path.join(dir, 'tests.rs'), job.tests);
  for (const [name, text] of Object.entries(job.supportFiles ?? {})) await fs.promises.writeFile(path.join(dir, name), text);
  for (const step of compileSteps(job, crates.flags)) {
    const outcome = await runSandboxed(ctx, {
      argv: () => [rustc.executable, ...step],
      runDir: dir,
      folder: 'bind',
      files: [],
      readOnly: crates.dir ? [...rustc.roots, crates.dir] : rustc.roots,
      limits: COMPILE_LIMITS,
      timeoutMs: job.compileTimeoutMs,
    });
    if (outcome.kind === 'spawn-failed') {
      return { status: 'error', message: `could not start ${rustc.executable}: ${outcome.spawnError?.message ?? 'unknown error'}` };
    }
    if (outcome.kind === 'timeout') {
      return { status: 'timeout', message: `compiling took longer than the ${(job.compileTimeoutMs / 1000).toFixed(0)} s compile budget` };
    }
    const output = path.join(dir, step[step.indexOf('-o') + 1]!);
    if (outcome.code !== 0 || !(await isRegularFile(output))) {
      const diagnostics = outcome.stderr.trim() || describeExit(outcome);
      return { status: 'error', message: `compile error:\n${diagnostics.slice(0, DIAGNOSTICS_CAP)}` };
    }
  }
  await storeInCache(path.join(dir, 'solution_tests'), cached);
  if (job.crate) await storeInCache(path.join(dir, `lib${job.crate}.rlib`), `${cached}.rlib`);
  return null;
}

/** lstat only: a link or a special file is not a binary we made. */
async function isRegularFile(file: string): Promise<boolean> {
  try {
    const s = await fs.promises.lstat(file);
    return s.isFile() && s.size <= BINARY_CAP_BYTES;
  } catch {
    return false;
  }
}

/**
 * Atomic: a concurrent run sees either no cache entry or a whole binary. Read-only (0555), and never hard-linked
 * into a run folder (runs get a read-only bind or a copy): no run can rewrite the entry a later run of the same
 * code would use. The compile folder sits beside the cache, so the compiler's output is linked, not copied.
 */
async function storeInCache(binary: string, cached: string): Promise<void> {
  const tmp = `${cached}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.link(binary, tmp).catch(() => fs.promises.copyFile(binary, tmp));
  await fs.promises.chmod(tmp, 0o555);
  await fs.promises.rename(tmp, cached);
}
