import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RunResult, TestCaseResult } from '@shared/domain/run-result';
import { SANDBOX_DIR } from './isolation';
import { RUN_LIMITS } from './limits';
import { notRunTest } from './not-run';
import { judgePythonResults, RESULT_CHANNEL_CAP_BYTES } from './python-verdict';
import { describeExit, runSandboxed, type SandboxContext } from './sandbox';
import type { Toolchain } from './toolchain';

export type PythonJob = {
  code: string;
  tests: string;
  timeoutMs: number;
  harness: string;
  /** The module name the tests import (`leap` for Exercism's leap); `solution` when left out. */
  module?: string;
  /** Helper files the tests import or read, by file name (checked by layoutProblem). */
  supportFiles?: Record<string, string>;
  /** Helper files that are test files too (an exercise with several test files): their tests run after tests.py's. */
  testFiles?: string[];
};

/** The harness and its modules (resources/runner), copied into every run folder beside the tests. */
export const HARNESS_FILES = ['python_harness.py', 'harness_plan.py', 'harness_channel.py', 'harness_guard.py', 'harness_result.py'] as const;

const UNTRUSTWORTHY =
  'the test results cannot be trusted, so this run counts as an error: ';

/**
 * Runs the problem's unittest file against the learner's code. The run folder holds `solution.py` (tests import
 * it as `from solution import ...`), `tests.py` and the harness's files. The verdict comes over a pipe (fd 3)
 * with a nonce given on stdin, never from a file the code could replace (docs/runner.md).
 */
export async function runPython(ctx: SandboxContext, py: Toolchain, runDir: string, job: PythonJob): Promise<RunResult> {
  const codeFile = `${job.module ?? 'solution'}.py`;
  const support = Object.entries(job.supportFiles ?? {});
  await fs.promises.writeFile(path.join(runDir, codeFile), job.code);
  await fs.promises.writeFile(path.join(runDir, 'tests.py'), job.tests);
  await Promise.all(support.map(([name, text]) => fs.promises.writeFile(path.join(runDir, name), text)));
  const harnessDir = path.dirname(job.harness);
  await Promise.all(HARNESS_FILES.map((name) => fs.promises.copyFile(path.join(harnessDir, name), path.join(runDir, name))));
  // The pytest stand-in lives beside the harness (docs/exercism.md: why not pytest itself).
  await fs.promises.copyFile(path.join(harnessDir, 'pytest_shim.py'), path.join(runDir, 'pytest.py'));
  const inputs = [codeFile, 'tests.py', ...HARNESS_FILES, 'pytest.py', ...support.map(([name]) => name)];
  const testModules = ['tests', ...(job.testFiles ?? []).map((name) => name.replace(/\.py$/, ''))];
  const nonce = crypto.randomBytes(24).toString('hex');
  const outcome = await runSandboxed(ctx, {
    // -I: ignore PYTHON* variables and the user site; -S: no site-packages, so the standard library only (what the
    // corpus promises) and no .pth file in the interpreter's install runs code at start-up (it also saves ~30 ms).
    argv: (dir) => [py.executable, '-I', '-S', '-B', `${dir}/python_harness.py`, dir, ...(testModules.length > 1 ? testModules : [])],
    runDir,
    folder: 'tmpfs',
    files: inputs.map((name) => ({ host: path.join(runDir, name), name })),
    readOnly: py.roots,
    limits: RUN_LIMITS,
    timeoutMs: job.timeoutMs,
    input: `${nonce}\n`,
    resultPipe: { capBytes: RESULT_CHANNEL_CAP_BYTES },
  });
  const base = {
    duration_ms: Math.round(outcome.durationMs),
    isolation: ctx.isolation,
    stdout: outcome.stdout,
    stderr: outcome.stderr,
    truncated: outcome.truncated,
  };
  if (outcome.kind === 'spawn-failed') {
    return { ...base, status: 'error', tests: [], error_message: `could not start ${py.executable}: ${outcome.spawnError?.message ?? 'unknown error'}` };
  }
  // Tracebacks name files by their run-folder path, which means nothing to the learner.
  const strip = (text: string) => text.split(`${runDir}${path.sep}`).join('').split(`${SANDBOX_DIR}/`).join('');
  const clean = (tests: TestCaseResult[]) =>
    tests.map((t) => ({
      ...t,
      message: strip(t.message),
      ...(t.subtests ? { subtests: t.subtests.map((sub) => ({ ...sub, message: strip(sub.message) })) } : {}),
    }));
  const results = outcome.results ?? Buffer.alloc(0);
  const verdict = judgePythonResults(results, nonce, results.length >= RESULT_CHANNEL_CAP_BYTES);
  const budget = `${(job.timeoutMs / 1000).toFixed(1)} s`;

  if (outcome.kind === 'timeout') {
    const finished = verdict.kind === 'incomplete' || verdict.kind === 'untrustworthy' ? clean(verdict.tests) : [];
    const current = verdict.kind === 'incomplete' ? verdict.current : null;
    const planned = verdict.kind === 'incomplete' ? verdict.planned : 0;
    const hung: TestCaseResult[] = current ? [{ name: current, status: 'error', message: `was running when the ${budget} time limit stopped the run`, output: '' }] : [];
    const notRun = verdict.kind === 'incomplete' ? verdict.notRun.map((name) => notRunTest(name, budget)) : [];
    return {
      ...base,
      status: 'timeout',
      tests: [...finished, ...hung, ...notRun],
      error_message: timeoutMessage(budget, current, finished, planned),
    };
  }
  if (outcome.kind === 'stopped') {
    const tests = verdict.kind === 'load_error' ? [] : clean(verdict.tests);
    return { ...base, status: 'error', tests, error_message: describeExit(outcome) };
  }
  switch (verdict.kind) {
    case 'complete':
      return { ...base, status: verdict.passed ? 'passed' : 'failed', tests: clean(verdict.tests) };
    case 'load_error':
      return { ...base, status: 'error', tests: [], error_message: strip(verdict.message) };
    case 'untrustworthy':
      return { ...base, status: 'error', tests: clean(verdict.tests), error_message: UNTRUSTWORTHY + verdict.reason };
    case 'incomplete':
      // The process died inside a test (os._exit, a signal) or before the harness could say anything.
      return { ...base, status: 'error', tests: clean(verdict.tests), error_message: describeExit(outcome) };
  }
}

/**
 * Say which test was running when time ran out and that the rest did not run, instead of a
 * "0 of 1 tests passed" that counts only what was reported.
 */
export function timeoutMessage(budget: string, current: string | null, finished: TestCaseResult[], planned: number): string {
  const stopped = `the tests did not finish within ${budget} and every process of the run was stopped`;
  if (!current) return stopped;
  const passed = finished.filter((t) => t.status === 'pass').length;
  const notRun = Math.max(0, planned - finished.length - 1);
  const rest = notRun > 0 ? `; ${notRun} other ${notRun === 1 ? 'test' : 'tests'} did not run` : '';
  return `${stopped}: ${current} was running (${passed} of ${planned} tests passed before it${rest})`;
}
