import { judge } from '../../src/main/services/drafts/verify';
import type { RunResult } from '../../src/shared/domain/run-result';

const NOW = '2026-11-02T09:00:00.000Z';
function run(status: RunResult['status'], tests: Array<['pass' | 'fail' | 'error', string]>, extra: Partial<RunResult> = {}): RunResult {
  return {
    status,
    tests: tests.map(([s, name]) => ({ name, status: s, message: s === 'pass' ? '' : `${name} went wrong` })),
    duration_ms: 1,
    isolation: 'process',
    stdout: '',
    stderr: '',
    truncated: false,
    ...extra,
  };
}

describe('the discrimination check', () => {
  const allPass = run('passed', [['pass', 'a'], ['pass', 'b']]);
  test('reference passes and the broken version fails one: discriminates, names the failing test', () => {
    const c = judge('debugging_problem', allPass, run('failed', [['pass', 'a'], ['fail', 'b']]), NOW);
    expect(c).toMatchObject({ discriminates: true, checked_at: NOW, starter: { failing_tests: ['b'], tests_passed: 1, tests_total: 2 } });
    expect(c.summary).toMatch(/fails 1 \(b\)/);
    expect(c.starter.output).toContain('b: fail - b went wrong');
  });
  test('a failing reference never discriminates', () => {
    const c = judge('exercise', run('failed', [['pass', 'a'], ['fail', 'b']]), run('failed', [['fail', 'a'], ['fail', 'b']]), NOW);
    expect(c.discriminates).toBe(false);
    expect(c.summary).toMatch(/reference does not pass its own tests \(1\/2/);
  });
  test('a reference with no tests at all does not count as passing', () => {
    expect(judge('exercise', run('passed', []), run('failed', []), NOW).discriminates).toBe(false);
  });
  test('a broken version that passes everything is not caught', () => {
    const c = judge('debugging_problem', allPass, allPass, NOW);
    expect(c.discriminates).toBe(false);
    expect(c.summary).toMatch(/do not catch the broken version: it passes 2\/2/);
  });
  test('a debugging problem whose broken code does not run is refused; an exercise stub that errors is fine', () => {
    const crashed = run('error', [], { error_message: 'SyntaxError' });
    expect(judge('debugging_problem', allPass, crashed, NOW)).toMatchObject({ discriminates: false, summary: expect.stringMatching(/does not run at all/) });
    expect(judge('exercise', allPass, crashed, NOW).discriminates).toBe(true);
  });
  test('a timed-out reference is refused', () => {
    expect(judge('exercise', run('timeout', [['pass', 'a']]), run('failed', [['fail', 'a']]), NOW).discriminates).toBe(false);
  });
  test('runner output kept with a verdict is bounded', () => {
    const c = judge('exercise', allPass, run('failed', [['fail', 'a']], { stderr: 'x'.repeat(20_000) }), NOW);
    expect(c.starter.output.length).toBeLessThan(4200);
    expect(c.starter.output).toMatch(/output cut at 4000 characters/);
  });
});
