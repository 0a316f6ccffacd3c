import type { Phase } from '@shared/domain/problem';
import { PHASE_INFO } from './labels';
import type { RunKind } from './use-test-runs';

/**
 * The resubmit guard's wording for where the user is. It only ever opens for a second run in
 * one page load on code whose verdict is not already known, so it never scolds Run tests followed by Submit.
 * It names the phase the user is in: asking someone in Implement to "write in Verify" sent them elsewhere.
 */
export function guardText(kind: RunKind, phase: Phase): { title: string; body: string; confirm: string } {
  if (kind === 'submit') {
    return {
      title: 'Your code changed since the last run: submit anyway?',
      body:
        'Submitting runs the tests on the changed code and stores the result as an attempt. If you have not ' +
        'checked the change yet, run the tests first or note in Verify why you expect it to pass.',
      confirm: 'Run and submit',
    };
  }
  const where = PHASE_INFO[phase].title;
  return {
    title: 'Run the tests again?',
    body:
      phase === 'verify'
        ? 'You have already run the tests since opening this page. Re-running until they pass is guessing: first ' +
          'write down in Verify what you changed and why you expect it to pass now.'
        : `You have already run the tests since opening this page. Before running again, note in ${where} what ` +
          'you changed and what you expect the tests to show now.',
    confirm: 'Run again',
  };
}
