import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RunResult, TestCaseResult } from '../../../shared/domain/run-result';
import { RUN_LIMITS } from './limits';
import { describeExit, runSandboxed, type SandboxContext } from './sandbox';
import type { Toolchain } from './toolchain';

/** The harness's results.json (Exercism v3 shape); validated because the code under test shares its folder. */
const HarnessResultsSchema = z.object({
  version: z.literal(3),
  /** `running`: progress written before each test; only seen when the run was cut short. */
  status: z.enum(['pass', 'fail', 'error', 'running']),
  message: z.string().nullable(),
  current: z.string().optional(),
  tests: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['pass', 'fail', 'error']),
      message: z.string(),
      output: z.string().optional(),
    }),
  ),
});

export type PythonJob = { code: string; tests: string; timeoutMs: number; harness: string };

/**
 * Runs the problem's unittest file against the learner's code. Layout of the run folder: `solution.py` (the
 * code; tests import it as `from solution import ...`), `tests.py`, `python_harness.py`, and `results.json`
 * written by the harness.
 */
export async function runPython(ctx: SandboxContext, py: Toolchain, runDir: string, job: PythonJob): Promise<RunResult> {
  fs.writeFileSync(path.join(runDir, 'solution.py'), job.code);
  fs.writeFileSync(path.join(runDir, 'tests.py'), job.tests);
  fs.copyFileSync(job.harness, path.join(runDir, 'python_harness.py'));
  const resultsFile = path.join(runDir, 'results.json');
  const outcome = await runSandboxed(ctx, {
    // -I: ignore PYTHON* variables and the user site; -S: no site-packages, so the standard library only (what the
    // corpus promises) and no .pth file in the interpreter's install runs code at start-up (it also saves ~30 ms).
    argv: [py.executable, '-I', '-S', '-B', path.join(runDir, 'python_harness.py'), runDir, resultsFile],
    runDir,
    readOnly: py.roots,
    limits: RUN_LIMITS,
    timeoutMs: job.timeoutMs,
  });
  const base = {
    durationMs: Math.round(outcome.durationMs),
    isolation: ctx.isolation,
    stdout: outcome.stdout,
    stderr: outcome.stderr,
    truncated: outcome.truncated,
  };
  if (outcome.kind === 'spawn-failed') {
    return { ...base, status: 'error', tests: [], errorMessage: `could not start ${py.executable}: ${outcome.spawnError?.message ?? 'unknown error'}` };
  }
  // Tracebacks name files by their run-folder path, which means nothing to the learner.
  const strip = (text: string) => text.split(`${runDir}${path.sep}`).join('');
  const results = readResults(resultsFile);
  const reported: TestCaseResult[] = (results?.tests ?? []).map((t) => ({ ...t, message: strip(t.message) }));
  if (outcome.kind === 'timeout') {
    const finished = reported;
    const hung: TestCaseResult[] = results?.current
      ? [{ name: results.current, status: 'error', message: `did not finish within ${(job.timeoutMs / 1000).toFixed(1)} s`, output: '' }]
      : [];
    return {
      ...base,
      status: 'timeout',
      tests: [...finished, ...hung],
      errorMessage: `the tests did not finish within ${(job.timeoutMs / 1000).toFixed(1)} s and every process of the run was stopped`,
    };
  }
  // A file still saying `running` means the process died inside a test (os._exit, a signal).
  if (!results || results.status === 'running') {
    return { ...base, status: 'error', tests: reported, errorMessage: describeExit(outcome) };
  }
  if (results.status === 'error') {
    return { ...base, status: 'error', tests: [], errorMessage: strip(results.message ?? 'the tests could not be loaded') };
  }
  const passed = reported.length > 0 && reported.every((t) => t.status === 'pass');
  return { ...base, status: passed ? 'passed' : 'failed', tests: reported };
}

function readResults(file: string): z.infer<typeof HarnessResultsSchema> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = HarnessResultsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
