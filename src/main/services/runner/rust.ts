import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RunResult } from '../../../shared/domain/run-result';
import { parseLibtest, unfinishedTest } from './libtest-parse';
import { COMPILE_LIMITS, RUN_LIMITS } from './limits';
import { describeExit, runSandboxed, type SandboxContext } from './sandbox';
import type { Toolchain } from './toolchain';

export type RustJob = { code: string; tests: string; timeoutMs: number; compileTimeoutMs: number; cacheDir: string };

/**
 * Crate layout: `solution.rs` is the learner's code with one line appended that mounts the problem's tests
 * (`tests.rs`, which starts with `use super::*;`) as `#[cfg(test)] mod tests`. Appending at the end keeps the
 * learner's line numbers right in diagnostics, and tests.rs keeps its own.
 */
const TESTS_MOUNT = '\n\n#[cfg(test)]\n#[path = "tests.rs"]\nmod tests;\n';
const RUSTC_FLAGS = ['--test', '--edition', '2021', '--color', 'never', '-C', 'debuginfo=0', '-o', 'solution_tests'];
const DIAGNOSTICS_CAP = 16 * 1024;

/** The cache key: everything that decides the binary. */
export function rustCacheKey(code: string, tests: string, rustcVersion: string): string {
  const h = crypto.createHash('sha256');
  for (const part of [code, tests, rustcVersion, RUSTC_FLAGS.join(' ')]) h.update(part).update('\0');
  return h.digest('hex');
}

export async function runRust(ctx: SandboxContext, rustc: Toolchain, runDir: string, job: RustJob): Promise<RunResult> {
  const started = process.hrtime.bigint();
  const ms = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  const key = rustCacheKey(job.code, job.tests, rustc.version);
  const cached = path.join(job.cacheDir, key);
  const binary = path.join(runDir, 'solution_tests');
  const base = { isolation: ctx.isolation, stdout: '', stderr: '', truncated: false } as const;
  const hit = fs.existsSync(cached);

  if (hit) {
    linkOrCopy(cached, binary);
  } else {
    fs.writeFileSync(path.join(runDir, 'solution.rs'), job.code + TESTS_MOUNT);
    fs.writeFileSync(path.join(runDir, 'tests.rs'), job.tests);
    const compile = await runSandboxed(ctx, {
      argv: [rustc.executable, ...RUSTC_FLAGS, 'solution.rs'],
      runDir,
      readOnly: rustc.roots,
      limits: COMPILE_LIMITS,
      timeoutMs: job.compileTimeoutMs,
    });
    if (compile.kind === 'spawn-failed') {
      return { ...base, status: 'error', tests: [], durationMs: ms(), errorMessage: `could not start ${rustc.executable}: ${compile.spawnError?.message ?? 'unknown error'}` };
    }
    if (compile.kind === 'timeout') {
      return { ...base, status: 'timeout', tests: [], durationMs: ms(), errorMessage: `compiling took longer than the ${(job.compileTimeoutMs / 1000).toFixed(0)} s compile budget` };
    }
    if (compile.code !== 0 || !fs.existsSync(binary)) {
      const diagnostics = compile.stderr.trim() || describeExit(compile);
      return { ...base, status: 'error', tests: [], durationMs: ms(), errorMessage: `compile error:\n${diagnostics.slice(0, DIAGNOSTICS_CAP)}` };
    }
    storeInCache(binary, cached);
  }

  const run = await runSandboxed(ctx, {
    argv: [binary, '--test-threads=1', '--color', 'never'],
    runDir,
    readOnly: [],
    limits: RUN_LIMITS,
    timeoutMs: job.timeoutMs,
  });
  const tests = parseLibtest(run.stdout);
  const common = { ...base, stdout: run.stdout, stderr: run.stderr, truncated: run.truncated, durationMs: ms(), cached: hit };
  if (run.kind === 'spawn-failed') {
    return { ...common, status: 'error', tests: [], errorMessage: `could not start the test binary: ${run.spawnError?.message ?? 'unknown error'}` };
  }
  if (run.kind === 'timeout') {
    const hung = unfinishedTest(run.stdout);
    if (hung) tests.push({ name: hung, status: 'error', message: `did not finish within ${(job.timeoutMs / 1000).toFixed(1)} s`, output: '' });
    return { ...common, status: 'timeout', tests, errorMessage: `the tests did not finish within ${(job.timeoutMs / 1000).toFixed(1)} s and every process of the run was stopped` };
  }
  // libtest exits 101 when a test fails; anything else without a summary means the binary itself died.
  const summarised = /^test result: /m.test(run.stdout);
  if (!summarised) return { ...common, status: 'error', tests, errorMessage: describeExit(run) };
  const passed = tests.length > 0 && tests.every((t) => t.status === 'pass') && run.code === 0;
  return { ...common, status: passed ? 'passed' : 'failed', tests };
}

/**
 * A hard link costs nothing where a copy of a multi-megabyte test binary costs milliseconds on every verdict;
 * the cache and the run folders share `workDir`, so a link normally works. Copy when it does not.
 */
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
    fs.chmodSync(to, 0o755);
  }
}

/** Atomic: a concurrent run sees either no cache entry or a whole binary. */
function storeInCache(binary: string, cached: string): void {
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  const tmp = `${cached}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  linkOrCopy(binary, tmp);
  fs.renameSync(tmp, cached);
}
