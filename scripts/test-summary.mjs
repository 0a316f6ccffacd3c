// The last line of `npm test`, which CI reads: "N passed, N failed", optionally after one word and a colon.

/**
 * `totals` sums the jest runs so far. When a step failed without a failing test of its own (typecheck, lint,
 * a jest run that crashed before writing results), that step is named and counted as the one failure.
 */
export function summaryLine(totals, failedStepWord) {
  if (failedStepWord && totals.failed === 0) return `${failedStepWord}: ${totals.passed} passed, 1 failed`;
  return `${totals.passed} passed, ${totals.failed} failed`;
}

// Colour codes jest writes into failure messages; the list below is read in a CI log, not a terminal.
const ANSI = /\u001b\[[0-9;]*m/g;
const MESSAGE_LINES = 6;

/**
 * The failing tests of one jest `--json` result, a few lines each, so that a log shown only by its tail still
 * names what failed (side by side runs print a failure minutes before the last line). A file that failed to run
 * (a crash, a syntax error) is listed by its message; a test that passed only on its second try, with its first
 * failure.
 */
export function failureLines(result, root) {
  const lines = [];
  for (const file of result.testResults ?? []) {
    const name = root ? file.name.replace(`${root}/`, '') : file.name;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      lines.push(`✕ ${name} › ${test.fullName}`);
      lines.push(...firstLines((test.failureMessages ?? []).join('\n')));
    }
    for (const test of (file.assertionResults ?? []).filter(passedOnRetry)) {
      lines.push(`↻ ${name} › ${test.fullName} (passed on a second try; the first failure:)`);
      lines.push(...firstLines(test.retryReasons?.[0] ?? ''));
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      lines.push(`✕ ${name} (did not run)`);
      lines.push(...firstLines(file.message ?? ''));
    }
  }
  return lines;
}

/** A test that failed, was run again (tests/support/e2e-retry.ts) and passed: flaky, to be fixed. */
function passedOnRetry(test) {
  return test.status === 'passed' && (test.invocations ?? 1) > 1;
}

function firstLines(message) {
  return message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, MESSAGE_LINES)
    .map((line) => `    ${line.trim()}`);
}
