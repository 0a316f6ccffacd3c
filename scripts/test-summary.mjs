// The last line of `npm test`, which CI reads: "N passed, N failed", optionally after one word and a colon.

/**
 * `totals` sums the jest runs so far. When a step failed without a failing test of its own (typecheck, lint,
 * a jest run that crashed before writing results), that step is named and counted as the one failure.
 */
export function summaryLine(totals, failedStepWord) {
  if (failedStepWord && totals.failed === 0) return `${failedStepWord}: ${totals.passed} passed, 1 failed`;
  return `${totals.passed} passed, ${totals.failed} failed`;
}
