import { timeoutMessage } from '../../src/main/services/runner/python';
import { describeExit } from '../../src/main/services/runner/sandbox';
import type { SpawnOutcome } from '../../src/main/services/runner/spawn-capped';
import { missingMessage } from '../../src/main/services/runner/toolchain';

/** The sentences a learner reads when a run ends without results, word for word. */
const outcome = (o: Partial<SpawnOutcome>): SpawnOutcome => ({
  kind: 'exited',
  code: 0,
  signal: null,
  stdout: '',
  stderr: '',
  truncated: false,
  durationMs: 1,
  ...o,
});

describe('describeExit: why a process ended without reporting results', () => {
  test("a run stopped by a limit gives the limit's own reason", () => {
    expect(
      describeExit(outcome({ kind: 'stopped', stopReason: 'the code wrote more than 64 MB', signal: 'SIGKILL' })),
    ).toBe('the code wrote more than 64 MB');
  });

  test('a stop reason on a run that was not stopped is not used', () => {
    expect(describeExit(outcome({ kind: 'exited', stopReason: 'ignored', code: 3 }))).toBe(
      'the process exited with code 3 before reporting results',
    );
  });

  test("Rust's allocation failure is the 1 GB memory limit, whatever the signal", () => {
    expect(
      describeExit(
        outcome({ stderr: 'memory allocation of 4294967296 bytes failed\n', signal: 'SIGABRT', code: null }),
      ),
    ).toBe('the code asked for more memory than the 1 GB limit allows and was stopped');
  });

  test.each<[NodeJS.Signals, string]>([
    ['SIGXFSZ', 'the code wrote a file larger than the 64 MB file-size limit and was stopped'],
    ['SIGXCPU', 'the code used more CPU time than its budget and was stopped'],
    ['SIGKILL', 'the process was killed (out of memory or a resource limit)'],
    ['SIGSEGV', 'the process was stopped by signal SIGSEGV'],
  ])('%s', (signal, expected) => {
    expect(describeExit(outcome({ signal, code: null }))).toBe(expected);
  });

  test('inside bubblewrap, an exit code above 128 is a signal number; 128 itself is a plain exit code', () => {
    expect(describeExit(outcome({ code: 137 }))).toBe('the process was stopped by signal 9');
    expect(describeExit(outcome({ code: 129 }))).toBe('the process was stopped by signal 1');
    expect(describeExit(outcome({ code: 128 }))).toBe('the process exited with code 128 before reporting results');
  });

  test('an exit with neither code nor signal says "unknown"', () => {
    expect(describeExit(outcome({ code: null }))).toBe('the process exited with code unknown before reporting results');
  });
});

describe('timeoutMessage: which test was running and what did not run', () => {
  const pass = (name: string) => ({ name, status: 'pass' as const, message: '' });
  const fail = (name: string) => ({ name, status: 'fail' as const, message: 'x' });
  const STOPPED = 'the tests did not finish within 2.0 s and every process of the run was stopped';

  test('one other test not run is "test", several are "tests"', () => {
    expect(timeoutMessage('2.0 s', 'T.b', [pass('T.a')], 3)).toBe(
      `${STOPPED}: T.b was running (1 of 3 tests passed before it; 1 other test did not run)`,
    );
    expect(timeoutMessage('2.0 s', 'T.b', [pass('T.a')], 4)).toBe(
      `${STOPPED}: T.b was running (1 of 4 tests passed before it; 2 other tests did not run)`,
    );
  });

  test('only passed tests count as passed before it', () => {
    expect(timeoutMessage('2.0 s', 'T.c', [pass('T.a'), fail('T.b')], 3)).toBe(
      `${STOPPED}: T.c was running (1 of 3 tests passed before it)`,
    );
  });

  test('the hanging test was the last: nothing else is said not to have run', () => {
    expect(timeoutMessage('2.0 s', 'T.a', [], 1)).toBe(`${STOPPED}: T.a was running (0 of 1 tests passed before it)`);
  });

  test('a plan smaller than what was reported never gives a negative count', () => {
    expect(timeoutMessage('2.0 s', 'T.z', [pass('T.a'), pass('T.b')], 1)).toBe(
      `${STOPPED}: T.z was running (2 of 1 tests passed before it)`,
    );
  });
});

describe('missingMessage', () => {
  test('names the tool, where it was looked for, why, and where to set it', () => {
    expect(missingMessage('rustc', '/opt/rustc', 'ENOENT', 'WORKBENCH_RUSTC')).toBe(
      'rustc was not found at /opt/rustc (ENOENT); set its path in Settings → Code runner or WORKBENCH_RUSTC.',
    );
  });
});
