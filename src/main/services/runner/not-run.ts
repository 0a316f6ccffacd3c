import type { TestCaseResult } from '@shared/domain/run-result';

/** A test the time limit kept from starting: listed, so every test of the file shows in the result. */
export function notRunTest(name: string, budget: string): TestCaseResult {
  return { name, status: 'not_run', message: `did not run: the run was stopped at the ${budget} time limit first`, output: '' };
}
