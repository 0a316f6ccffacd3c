export function summaryLine(totals: { passed: number; failed: number }, failedStepWord?: string): string;

/** One file's entry in jest's `--json` output, as far as the failure list reads it. */
export type JestFileResult = {
  name: string;
  status: string;
  message?: string;
  assertionResults?: Array<{
    fullName: string;
    status: string;
    failureMessages?: string[];
    /** How many times the test ran (more than 1 when it was retried). */
    invocations?: number;
    /** The failures of the runs before the last. */
    retryReasons?: string[];
  }>;
};

export function failureLines(result: { testResults?: JestFileResult[] }, root?: string): string[];
