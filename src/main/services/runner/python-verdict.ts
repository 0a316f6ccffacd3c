import { z } from 'zod';
import type { SubtestResult, TestCaseResult } from '@shared/domain/run-result';

/** What a test's printed output and message may be at most, whatever the harness (or a forger) sent. */
export const TEST_OUTPUT_CAP = 500;
export const TEST_MESSAGE_CAP = 4000;
/** A test's body as shown under it; Exercism's tests are a few lines, so this only stops a pathological file. */
export const TEST_CODE_CAP = 4000;
/** The whole result channel: 1000 tests with full messages fit; more is a flood and stops the run. */
export const RESULT_CHANNEL_CAP_BYTES = 8 * 1024 * 1024;
const MAX_NAME = 300;
/** Subtests of one test: Exercism's largest tables have a few dozen cases; more is a flood. */
export const SUBTESTS_PER_TEST_CAP = 500;
/** What a test file that defines nothing the harness runs says, instead of a failure with no failing test. */
export const NO_TESTS =
  'the test file defines no tests: write them as test* methods of a unittest.TestCase class, or as top-level test* functions (as pytest collects them)';

const base = { nonce: z.string() };
const RecordSchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...base,
      kind: z.literal('plan'),
      tests: z.array(z.string().max(MAX_NAME)).max(10_000),
      // Each test's body and pytest task number, read from tests.py's syntax tree (aligned with `tests`).
      test_code: z.array(z.string()).max(10_000).optional(),
      task_id: z.array(z.number().int().positive().nullable()).max(10_000).optional(),
    })
    .strict(),
  z.object({ ...base, kind: z.literal('load_error'), message: z.string() }).strict(),
  z.object({ ...base, kind: z.literal('start'), name: z.string().max(MAX_NAME) }).strict(),
  z
    .object({
      ...base,
      kind: z.literal('test'),
      name: z.string().max(MAX_NAME),
      status: z.enum(['pass', 'fail', 'error']),
      message: z.string(),
      output: z.string(),
    })
    .strict(),
  z
    .object({
      ...base,
      kind: z.literal('subtest'),
      name: z.string().max(MAX_NAME),
      description: z.string().max(MAX_NAME),
      status: z.enum(['pass', 'fail', 'error']),
      message: z.string(),
      output: z.string(),
    })
    .strict(),
  z.object({ ...base, kind: z.literal('error'), name: z.string().max(MAX_NAME), message: z.string() }).strict(),
  z.object({ ...base, kind: z.literal('tampered'), message: z.string() }).strict(),
  z.object({ ...base, kind: z.literal('done'), count: z.number().int().nonnegative() }).strict(),
]);
type HarnessRecord = z.infer<typeof RecordSchema>;

export type PythonVerdict =
  /** Every planned test reported exactly once and the harness finished. */
  | { kind: 'complete'; tests: TestCaseResult[]; passed: boolean }
  /** The tests could not be loaded (syntax error, failed import, sys.exit while importing). */
  | { kind: 'load_error'; message: string }
  /** The records stop early: the process died or was stopped. `current` is the test that was running. */
  | { kind: 'incomplete'; tests: TestCaseResult[]; current: string | null; planned: number; notRun: string[] }
  /** Something is wrong with the records themselves: never a pass. */
  | { kind: 'untrustworthy'; tests: TestCaseResult[]; reason: string };

const cap = (text: string, max: number, note: string) => (text.length <= max ? text : `${text.slice(0, max)}\n${note}`);

/**
 * Judges the harness's result stream (one JSON record per line, each carrying the run's nonce) against what
 * the harness planned before the submission was imported. The rules: the first record is the plan; every
 * record carries the nonce; every test record names a planned test, once; `done` comes last and counts them;
 * nothing is malformed. Anything else is `untrustworthy` (an error), and a stream that just stops is
 * `incomplete` (an error or a timeout): never a pass.
 */
export function judgePythonResults(stream: Buffer | string, nonce: string, overflowed = false): PythonVerdict {
  const text = typeof stream === 'string' ? stream : stream.toString('utf8');
  const tests: TestCaseResult[] = [];
  const untrustworthy = (reason: string): PythonVerdict => ({ kind: 'untrustworthy', tests, reason });
  if (overflowed) return untrustworthy('the result channel carried more than its limit');
  const lines = text.split('\n');
  // A final line without its newline was cut off mid-write (the process died): ignore it as incomplete.
  const complete = lines.slice(0, -1);
  let plan: Set<string> | null = null;
  // Where each planned test sits in the file, its code and task: results are reported in that order.
  const info = new Map<string, { index: number; test_code?: string; task_id?: number }>();
  const withInfo = (t: TestCaseResult): TestCaseResult => {
    const known = info.get(t.name);
    if (!known) return t;
    return {
      ...t,
      ...(known.test_code ? { test_code: cap(known.test_code, TEST_CODE_CAP, '[code truncated]') } : {}),
      ...(known.task_id !== undefined ? { task_id: known.task_id } : {}),
    };
  };
  const reported = new Set<string>();
  let current: string | null = null;
  // Subtests of the running test, attached to its result when it ends.
  let subtests: SubtestResult[] = [];
  for (const [index, line] of complete.entries()) {
    let record: HarnessRecord;
    try {
      const parsed = RecordSchema.safeParse(JSON.parse(line));
      if (!parsed.success) return untrustworthy('a result record was malformed');
      record = parsed.data;
    } catch {
      return untrustworthy('a result record was not JSON');
    }
    if (record.nonce !== nonce) return untrustworthy('a result record did not come from the harness');
    if (plan === null) {
      if (record.kind !== 'plan') return untrustworthy('results arrived before the list of tests');
      plan = new Set(record.tests);
      if (plan.size !== record.tests.length) return untrustworthy('the list of tests repeats a name');
      for (const [i, name] of record.tests.entries()) {
        const task = record.task_id?.[i];
        info.set(name, { index: i, test_code: record.test_code?.[i], ...(task ? { task_id: task } : {}) });
      }
      continue;
    }
    switch (record.kind) {
      case 'plan':
        return untrustworthy('a second list of tests arrived');
      case 'load_error':
        return { kind: 'load_error', message: cap(record.message, TEST_MESSAGE_CAP, '[message truncated]') };
      case 'tampered':
        return untrustworthy(record.message);
      case 'start':
        if (!plan.has(record.name)) return untrustworthy(`a test that tests.py does not define started (${record.name})`);
        if (current !== null || reported.has(record.name)) return untrustworthy(`${record.name} started out of turn`);
        current = record.name;
        subtests = [];
        break;
      case 'subtest':
        if (current === null || current !== record.name) return untrustworthy(`a subtest of ${record.name}, which was not running`);
        if (subtests.length >= SUBTESTS_PER_TEST_CAP) return untrustworthy(`${record.name} reported more than ${SUBTESTS_PER_TEST_CAP} subtests`);
        subtests.push({
          description: record.description,
          status: record.status,
          message: cap(record.message, TEST_MESSAGE_CAP, '[message truncated]'),
          ...(record.output ? { output: cap(record.output, TEST_OUTPUT_CAP, '[output truncated]') } : {}),
        });
        break;
      case 'error':
        tests.push({ name: record.name, status: 'error', message: cap(record.message, TEST_MESSAGE_CAP, '[message truncated]'), output: '' });
        break;
      case 'test':
        if (!plan.has(record.name)) return untrustworthy(`a result for a test that tests.py does not define (${record.name})`);
        if (reported.has(record.name)) return untrustworthy(`two results for ${record.name}`);
        if (current !== record.name) return untrustworthy(`a result for ${record.name}, which had not started`);
        reported.add(record.name);
        current = null;
        // A failed subtest fails its test whatever the test record says.
        if (record.status === 'pass' && subtests.some((t) => t.status !== 'pass')) return untrustworthy(`${record.name} passed with a failed subtest`);
        tests.push(withInfo({
          name: record.name,
          status: record.status,
          message: cap(record.message, TEST_MESSAGE_CAP, '[message truncated]'),
          output: cap(record.output, TEST_OUTPUT_CAP, '[output truncated]'),
          ...(subtests.length ? { subtests } : {}),
        }));
        subtests = [];
        break;
      case 'done': {
        const last = index === complete.length - 1 && lines.at(-1) === '';
        if (!last) return untrustworthy('records arrived after the harness finished');
        if (record.count !== reported.size) return untrustworthy('the harness counted a different number of tests than it reported');
        // Nothing to run is not a failure of the code: the test file has no test the harness can find.
        if (plan.size === 0) return { kind: 'load_error', message: NO_TESTS };
        const missing = [...plan].filter((name) => !reported.has(name));
        // A class-level error (setUpClass) legitimately keeps its tests from running: that is a failure.
        if (missing.length > 0 && !tests.some((t) => !plan!.has(t.name))) {
          return untrustworthy(`tests.py defines ${plan.size} tests but ${reported.size} reported (missing: ${missing.slice(0, 5).join(', ')})`);
        }
        const passed = plan.size > 0 && missing.length === 0 && tests.every((t) => t.status === 'pass');
        // The harness runs in file order already; sorting here keeps that promise whatever it sent.
        const order = (t: TestCaseResult) => info.get(t.name)?.index ?? Number.MAX_SAFE_INTEGER;
        const sorted = tests.map((t, i) => ({ t, i })).sort((a, b) => order(a.t) - order(b.t) || a.i - b.i).map(({ t }) => t);
        return { kind: 'complete', tests: sorted, passed };
      }
    }
  }
  // The planned tests that neither reported nor were running, in file order: the ones the stop kept from running.
  const notRun = [...(plan ?? [])].filter((name) => !reported.has(name) && name !== current);
  return { kind: 'incomplete', tests, current, planned: plan?.size ?? 0, notRun };
}
