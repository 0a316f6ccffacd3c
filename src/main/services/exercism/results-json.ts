import type { RunResult, TestCaseResult } from '@shared/domain/run-result';
import { parseDoctestName } from '../runner';

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
 * Exercism's Rust runner's name for a test: lower case, underscores as spaces, a leading word `test` dropped,
 * the first letter upper case (`test_year_divisible_by_4` → `Year divisible by 4`); a doc test by its item
 * (`src/lib.rs - _ONLY_ARROW (line 48)` → `Only arrow`).
 */
export function rustTestName(name: string): string {
  // A doc test (`src/lib.rs - macros::_ONLY_ARROW (line 48)`) is named by its item, leading underscores dropped.
  const doc = parseDoctestName(name);
  if (doc) name = doc.item.split('::').at(-1)!.replace(/^_+/, '') || name;
  const words = name.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words[0] === 'test') words.shift();
  const joined = words.join(' ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** What Exercism's Python runner says on a test whose subtests failed; each subtest carries its own message. */
export const VARIATIONS_FAILED = 'One or more variations of this test failed. Details can be found under each [variant#].';

/**
 * A readable test name: Python `LeapTest.test_year_divisible_by_400` becomes `Leap > year divisible by 400`
 * (class without its Test suffix, method without `test_`, underscores as spaces); Rust as `rustTestName`.
 */
export function displayName(name: string, language: 'python' | 'rust'): string {
  if (language === 'rust') return rustTestName(name);
  const dot = name.indexOf('.');
  // A top-level pytest-style function: `test_stating_something` becomes `Stating something`.
  if (dot < 0) {
    const words = name.replace(/^test_?/, '').replace(/_/g, ' ').trim();
    return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
  }
  const cls = name.slice(0, dot).replace(/Tests?$/, '') || name.slice(0, dot);
  const method = name.slice(dot + 1).replace(/^test_?/, '').replace(/_/g, ' ').trim() || name.slice(dot + 1);
  return `${cls} > ${method}`;
}

/**
 * One test, then each of its subtests as a test of its own (`Leap > year [variation #2]`) with the parent's
 * code and task. Version 3 (Python) carries `task_id` on every test: 0 when the test belongs to no task.
 */
function toTests(t: TestCaseResult, language: 'python' | 'rust'): ResultsJsonTest[] {
  const name = displayName(t.name, language);
  const failedSub = t.subtests?.some((sub) => sub.status !== 'pass') ?? false;
  // Exercism's interface knows pass, fail and error: a test the time limit kept from running is an error there.
  const status = t.status === 'not_run' ? 'error' : t.status;
  const test: ResultsJsonTest = { name, status, message: failedSub ? VARIATIONS_FAILED : t.message || null };
  // Python: what a test printed, stripped as Exercism's Python runner strips it.
  const shown = (out: string | undefined) => (language === 'python' ? out?.trim() : out);
  if (shown(t.output) && !t.subtests?.length) test.output = capOutput(shown(t.output)!);
  if (t.test_code) test.test_code = t.test_code;
  if (language === 'python') test.task_id = t.task_id ?? 0;
  const subs = (t.subtests ?? []).map((sub): ResultsJsonTest => ({
    name: `${name} [${sub.description}]`,
    status: sub.status === 'not_run' ? 'error' : sub.status,
    message: sub.message || null,
    ...(shown(sub.output) ? { output: capOutput(shown(sub.output)!) } : {}),
    ...(t.test_code ? { test_code: t.test_code } : {}),
    ...(language === 'python' ? { task_id: t.task_id ?? 0 } : {}),
  }));
  return [test, ...subs];
}

export function toResultsJson(result: RunResult, language: 'python' | 'rust'): ResultsJson {
  const version = language === 'python' ? 3 : 2;
  const tests = result.tests.flatMap((t) => toTests(t, language));
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
