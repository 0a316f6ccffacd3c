import type { RunResult, TestCaseResult } from '../../../shared/domain/run-result';

/**
 * Exercism's test-runner interface (exercism/docs building/tooling/test-runners/interface.md), as written to
 * `<output-dir>/results.json`. Version 3 (tests linked to tasks) for Python, as Exercism's Python runner writes;
 * version 2 for Rust, as Exercism's Rust runner writes (no `task_id`).
 */
export type ResultsJsonTest = {
  name: string;
  status: 'pass' | 'fail' | 'error';
  message: string | null;
  output?: string;
  test_code?: string;
  task_id?: number;
};
export type ResultsJson = {
  version: 2 | 3;
  status: 'pass' | 'fail' | 'error';
  message: string | null;
  tests: ResultsJsonTest[];
};

/** The interface: output "must be limited to 500 chars", truncating with this message is acceptable. */
export const OUTPUT_LIMIT = 500;
export const OUTPUT_TRUNCATED = 'Output was truncated. Please limit to 500 chars';

/** The runner's own cut marks `[output truncated]` past 500 characters; here the interface's wording is used. */
export function capOutput(output: string): string {
  const own = '\n[output truncated]';
  const body = output.endsWith(own) ? output.slice(0, -own.length) : output;
  const cut = output.endsWith(own) || body.length > OUTPUT_LIMIT;
  return cut ? `${body.slice(0, OUTPUT_LIMIT)}\n\n${OUTPUT_TRUNCATED}` : body;
}

/**
 * A readable test name: Python `LeapTest.test_year_divisible_by_400` becomes `Leap > year divisible by 400`
 * (class without its Test suffix, method without `test_`, underscores as spaces); Rust keeps the function name
 * (with its module path), as Exercism's Rust runner does.
 */
export function displayName(name: string, language: 'python' | 'rust'): string {
  if (language === 'rust') return name;
  const dot = name.indexOf('.');
  if (dot < 0) return name;
  const cls = name.slice(0, dot).replace(/Tests?$/, '') || name.slice(0, dot);
  const method = name.slice(dot + 1).replace(/^test_?/, '').replace(/_/g, ' ').trim() || name.slice(dot + 1);
  return `${cls} > ${method}`;
}

function toTest(t: TestCaseResult, language: 'python' | 'rust'): ResultsJsonTest {
  // Exercism's interface knows pass, fail and error: a test the time limit kept from running is an error there.
  const status = t.status === 'not_run' ? 'error' : t.status;
  const test: ResultsJsonTest = { name: displayName(t.name, language), status, message: t.message || null };
  if (t.output) test.output = capOutput(t.output);
  if (t.test_code) test.test_code = t.test_code;
  if (language === 'python' && t.task_id !== undefined) test.task_id = t.task_id;
  return test;
}

export function toResultsJson(result: RunResult, language: 'python' | 'rust'): ResultsJson {
  const version = language === 'python' ? 3 : 2;
  const tests = result.tests.map((t) => toTest(t, language));
  if (result.status === 'passed') return { version, status: 'pass', message: null, tests };
  if (result.status === 'failed') return { version, status: 'fail', message: null, tests };
  // error and timeout: the tests did not run cleanly; the message is the only thing the student sees.
  const message = result.error_message?.trim() || 'the tests could not be run';
  return { version, status: 'error', message, tests };
}

/** What exercism-run writes when the folder itself cannot be used (no solution file, needs crates, ...). */
export function errorResults(language: 'python' | 'rust', message: string): ResultsJson {
  return { version: language === 'python' ? 3 : 2, status: 'error', message, tests: [] };
}
