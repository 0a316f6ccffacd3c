import { z } from 'zod';

/**
 * What one test run returns: the runner CLI prints it as JSON and problems:submit stores it with the attempt.
 * Modelled on Exercism's results.json v3 (per-test name, status, message, capped output).
 */
/** `not_run`: the run stopped (its time limit) before this test started; listed so no test silently vanishes. */
export const TEST_STATUSES = ['pass', 'fail', 'error', 'not_run'] as const;
export const RUN_STATUSES = ['passed', 'failed', 'error', 'timeout'] as const;
export const ISOLATIONS = ['bubblewrap', 'process'] as const;

/** One `subTest` (or parametrized case) of a test, named by its message or its number (`variation #2`). */
export const SubtestResultSchema = z.object({
  description: z.string(),
  status: z.enum(TEST_STATUSES),
  message: z.string(),
  output: z.string().optional(),
});
export type SubtestResult = z.infer<typeof SubtestResultSchema>;

export const TestCaseResultSchema = z.object({
  name: z.string(),
  status: z.enum(TEST_STATUSES),
  /** Assertion or exception text; empty on pass. */
  message: z.string(),
  /** What the test printed, capped at 500 characters. */
  output: z.string().optional(),
  /** The test's body as written in the tests file (Exercism's `test_code`), shown under a failed test. */
  test_code: z.string().optional(),
  /** The task a concept exercise's test belongs to (`@pytest.mark.task(taskno=N)`). */
  task_id: z.number().int().positive().optional(),
  /** Python: each subtest of this test in the order it ran (Exercism reports each as a test of its own). */
  subtests: z.array(SubtestResultSchema).optional(),
});
export type TestCaseResult = z.infer<typeof TestCaseResultSchema>;

export const RunResultSchema = z.object({
  status: z.enum(RUN_STATUSES),
  tests: z.array(TestCaseResultSchema),
  duration_ms: z.number().nonnegative(),
  /** `bubblewrap`: namespaces, no network, read-only system. `process`: own process group and rlimits only. */
  isolation: z.enum(ISOLATIONS),
  stdout: z.string(),
  stderr: z.string(),
  /** True when stdout or stderr was cut at the cap. */
  truncated: z.boolean(),
  /** Compiler diagnostics (Rust) or a plain explanation when status is `error`. */
  error_message: z.string().optional(),
  /** Rust: whether the compiled test binary came from the cache. */
  cached: z.boolean().optional(),
});
export type RunResult = z.infer<typeof RunResultSchema>;
