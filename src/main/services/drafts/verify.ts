import type { Discrimination, GeneratedProblem, Verdict } from '@shared/domain/draft';
import type { RunResult } from '@shared/domain/run-result';
import type { RunRequest, Runner } from '../runner';

/** The runner's output kept with a verdict: enough to see why, bounded so a draft row stays small. */
const OUTPUT_CHARS = 4000;

export type RunOptions = Pick<RunRequest, 'toolchain' | 'timeoutMs' | 'allowUnsandboxed'>;

function verdictOf(result: RunResult): Verdict {
  const failing = result.tests.filter((t) => t.status !== 'pass');
  const lines = [
    result.error_message ?? '',
    ...failing.slice(0, 10).map((t) => `${t.name}: ${t.status}${t.message ? ` - ${t.message}` : ''}`),
    result.stderr,
  ]
    .filter((l) => l.trim() !== '')
    .join('\n');
  return {
    status: result.status,
    tests_passed: result.tests.filter((t) => t.status === 'pass').length,
    tests_total: result.tests.length,
    failing_tests: failing.map((t) => t.name).slice(0, 50),
    output: lines.length > OUTPUT_CHARS ? `${lines.slice(0, OUTPUT_CHARS)}\n[output cut at ${OUTPUT_CHARS} characters]` : lines,
  };
}

/**
 * The discrimination check: the reference must pass every test (and there must be tests),
 * and the starter - the broken version for a debugging problem - must fail at least one. A starter that does
 * not even compile or run counts as failing for an exercise (a `todo!()` stub) but not for a debugging problem,
 * whose broken code must run and give a wrong answer, or the tests never show the bug.
 */
export function judge(
  kind: 'exercise' | 'debugging_problem',
  reference: RunResult,
  starter: RunResult,
  now: string,
): Discrimination {
  const ref = verdictOf(reference);
  const st = verdictOf(starter);
  const refOk = reference.status === 'passed' && ref.tests_total > 0 && ref.tests_passed === ref.tests_total;
  const starterFails =
    kind === 'debugging_problem'
      ? st.tests_total > 0 && st.tests_passed < st.tests_total && starter.status !== 'error'
      : starter.status !== 'passed';
  const what = kind === 'debugging_problem' ? 'broken version' : 'starter';
  const summary = !refOk
    ? `The reference does not pass its own tests (${ref.tests_passed}/${ref.tests_total} passed, status ${ref.status}).`
    : !starterFails
      ? kind === 'debugging_problem' && starter.status === 'error'
        ? 'The broken version does not run at all, so the tests cannot show the bug; a debugging problem needs code that runs and answers wrongly.'
        : `The tests do not catch the ${what}: it passes ${st.tests_passed}/${st.tests_total}.`
      : `The reference passes all ${ref.tests_total} tests and the ${what} fails ${st.tests_total - st.tests_passed || 'the run'}${st.failing_tests.length ? ` (${st.failing_tests.slice(0, 3).join(', ')})` : ''}.`;
  return { reference: ref, starter: st, discriminates: refOk && starterFails, summary, checked_at: now };
}

/** Two runner verdicts on the same files: the reference, then the starter. */
export async function checkDiscrimination(
  runner: Runner,
  kind: 'exercise' | 'debugging_problem',
  problem: GeneratedProblem,
  options: RunOptions,
  scratchDir: string,
  now: () => string,
): Promise<Discrimination> {
  const target = { slug: problem.slug, language: problem.language, tests: problem.tests, dir: scratchDir };
  const reference = await runner.run({ problem: target, code: problem.reference, ...options });
  const starter = await runner.run({ problem: target, code: problem.starter, ...options });
  return judge(kind, reference, starter, now());
}
