/**
 * An end-to-end test that fails is run once more, at once, before it counts as failed: the build machines run
 * Chromium, the host and the unit tests on two shared cores, and a wait that holds on a quiet machine can run out
 * there. A test that passes on its second try still shows: jest prints the first failure as it happens, and
 * `npm test` lists it with "passed on a second try" just above its last line (scripts/test-summary.mjs), so a
 * flaky test is named in every run until it is fixed. A test that fails twice fails the run.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true, retryImmediately: true });
