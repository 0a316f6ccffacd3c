import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RunResult, TestCaseResult } from '../../../shared/domain/run-result';
import { SANDBOX_DIR } from './isolation';
import { RUN_LIMITS } from './limits';
import { judgePythonResults, RESULT_CHANNEL_CAP_BYTES } from './python-verdict';
import { describeExit, runSandboxed, type SandboxContext } from './sandbox';
import type { Toolchain } from './toolchain';

export type PythonJob = { code: string; tests: string; timeoutMs: number; harness: string };

const UNTRUSTWORTHY =
  'the test results cannot be trusted, so this run counts as an error: ';

/**
 * Runs the problem's unittest file against the learner's code. The run folder holds `solution.py` (tests import
 * it as `from solution import ...`), `tests.py` and `python_harness.py`. The verdict comes over a pipe (fd 3)
 * with a nonce given on stdin, never from a file the code could replace (docs/runner.md).
 */
export async function runPython(ctx: SandboxContext, py: Toolchain, runDir: string, job: PythonJob): Promise<RunResult> {
  await fs.promises.writeFile(path.join(runDir, 'solution.py'), job.code);
  await fs.promises.writeFile(path.join(runDir, 'tests.py'), job.tests);
  await fs.promises.copyFile(job.harness, path.join(runDir, 'python_harness.py'));
  const nonce = crypto.randomBytes(24).toString('hex');
  const outcome = await runSandboxed(ctx, {
    // -I: ignore PYTHON* variables and the user site; -S: no site-packages, so the standard library only (what the
    // corpus promises) and no .pth file in the interpreter's install runs code at start-up (it also saves ~30 ms).
    argv: (dir) => [py.executable, '-I', '-S', '-B', `${dir}/python_harness.py`, dir],
    runDir,
    folder: 'tmpfs',
    files: ['solution.py', 'tests.py', 'python_harness.py'].map((name) => ({ host: path.join(runDir, name), name })),
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
  const clean = (tests: TestCaseResult[]) => tests.map((t) => ({ ...t, message: strip(t.message) }));
  const results = outcome.results ?? Buffer.alloc(0);
  const verdict = judgePythonResults(results, nonce, results.length >= RESULT_CHANNEL_CAP_BYTES);
  const budget = `${(job.timeoutMs / 1000).toFixed(1)} s`;

  if (outcome.kind === 'timeout') {
    const finished = verdict.kind === 'incomplete' || verdict.kind === 'untrustworthy' ? clean(verdict.tests) : [];
    const current = verdict.kind === 'incomplete' ? verdict.current : null;
    const hung: TestCaseResult[] = current ? [{ name: current, status: 'error', message: `did not finish within ${budget}`, output: '' }] : [];
    return {
      ...base,
      status: 'timeout',
      tests: [...finished, ...hung],
      error_message: `the tests did not finish within ${budget} and every process of the run was stopped`,
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
