import { render, screen, within } from '@testing-library/react';
import { RunResultView } from '../../src/renderer/src/features/problems/RunResultView';
import type { RunResult } from '../../src/shared/domain/run-result';

const base: Omit<RunResult, 'tests' | 'status'> = { duration_ms: 12, isolation: 'bubblewrap', stdout: '', stderr: '', truncated: false };

describe('RunResultView with Exercism fields', () => {
  test('a failed test shows its test code above the message; a passing one does not', () => {
    render(
      <RunResultView
        heading="Tests"
        result={{
          ...base,
          status: 'failed',
          tests: [
            { name: 'LeapTest.test_a', status: 'pass', message: '', test_code: 'self.assertIs(leap_year(2015), False)' },
            { name: 'LeapTest.test_b', status: 'fail', message: 'AssertionError: True is not False', test_code: 'self.assertIs(leap_year(2100), False)' },
          ],
        }}
      />,
    );
    const rows = screen.getAllByTestId('test-row');
    expect(within(rows[0]!).queryByTestId('test-code')).toBeNull();
    expect(within(rows[1]!).getByTestId('test-code').textContent).toBe('self.assertIs(leap_year(2100), False)');
    expect(rows[1]!.textContent!.indexOf('Test code')).toBeLessThan(rows[1]!.textContent!.indexOf('AssertionError'));
  });

  test('concept exercise tests are grouped under their task', () => {
    const t = (name: string, task_id?: number) => ({ name, status: 'pass' as const, message: '', ...(task_id ? { task_id } : {}) });
    render(<RunResultView heading="Tests" result={{ ...base, status: 'passed', tests: [t('a', 1), t('b', 2), t('c', 2), t('d', 3)] }} />);
    expect(screen.getAllByTestId('test-task').map((h) => h.textContent)).toEqual(['Task 1', 'Task 2', 'Task 3']);
    expect(screen.getAllByTestId('test-row')).toHaveLength(4);
  });

  test('without task ids there are no task headings', () => {
    render(<RunResultView heading="Tests" result={{ ...base, status: 'passed', tests: [{ name: 'x', status: 'pass', message: '' }] }} />);
    expect(screen.queryByTestId('test-task')).toBeNull();
  });

  test('a timed-out run lists every test: passed, the one running and those not run, each named', () => {
    render(
      <RunResultView
        heading="Test run"
        result={{
          ...base,
          status: 'timeout',
          error_message: 'the tests did not finish within 8.0 s and every process of the run was stopped',
          tests: [
            { name: 'T.test_a', status: 'pass', message: '' },
            { name: 'T.test_b', status: 'error', message: 'was running when the 8.0 s time limit stopped the run' },
            { name: 'T.test_c', status: 'not_run', message: 'did not run: the run was stopped at the 8.0 s time limit first' },
          ],
        }}
      />,
    );
    const rows = screen.getAllByTestId('test-row');
    expect(rows.map((r) => within(r).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Passed',
      'Error',
      'Not run',
    ]);
    expect(rows[2]!.className).toContain('test-not_run');
    expect(screen.getByText(/1 of 3 tests passed/).textContent).toMatch(/· 1 not run/);
  });
});
