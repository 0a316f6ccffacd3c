import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { failureLines, summaryLine } from '../../scripts/test-summary.mjs';
import { REPO_ROOT } from '../support/test-app';
import { makeTempDir } from '../support/temp-dir';

/** CI reads the last line of `npm test`: "N passed, N failed", with at most one word and a colon before it. */
const CI_LINE = /^(?:\w+: )?(\d+) passed, (\d+) failed$/;

describe('npm test: the last line says which step failed', () => {
  it.each([
    [{ passed: 0, failed: 0 }, 'typecheck', 'typecheck: 0 passed, 1 failed'],
    [{ passed: 0, failed: 0 }, 'lint', 'lint: 0 passed, 1 failed'],
    [{ passed: 812, failed: 0 }, 'e2e', 'e2e: 812 passed, 1 failed'],
    [{ passed: 810, failed: 2 }, 'tests', '810 passed, 2 failed'],
    [{ passed: 812, failed: 0 }, undefined, '812 passed, 0 failed'],
  ])('%j after %s -> %s', (totals, step, line) => {
    expect(summaryLine(totals, step)).toBe(line);
    expect(line).toMatch(CI_LINE);
  });

  // The real script, with `npm` replaced by a stand-in that fails the chosen step at once (no tsc, no eslint).
  const bin = makeTempDir('workbench-fake-npm-');
  afterAll(() => bin.cleanup());
  function runWithFailing(step: 'typecheck' | 'lint'): { status: number | null; lines: string[] } {
    const fake = path.join(bin.dir, 'npm');
    fs.writeFileSync(fake, `#!/bin/sh\ncase "$*" in *${step}*) echo "fake ${step} error" >&2; exit 2;; esac\nexit 0\n`, { mode: 0o755 });
    const out = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PATH: `${bin.dir}${path.delimiter}${process.env.PATH ?? ''}` },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { status: out.status, lines: out.stdout.trim().split('\n') };
  }

  it.each(['typecheck', 'lint'] as const)('a %s failure ends with "<step>: 0 passed, 1 failed" and a failing exit code', (step) => {
    const { status, lines } = runWithFailing(step);
    expect(status).toBe(2);
    expect(lines.at(-1)).toBe(`${step}: 0 passed, 1 failed`);
    expect(lines.at(-1)).toMatch(CI_LINE);
  });
});

describe('npm test: the failing tests are named again just above the last line', () => {
  const root = '/repo';
  // The shape jest writes with --json: one entry per file, one assertion result per test.
  const result = {
    testResults: [
      {
        name: '/repo/tests/a/passing.e2e.ts',
        status: 'passed',
        message: '',
        assertionResults: [{ fullName: 'passes', status: 'passed', failureMessages: [] }],
      },
      {
        name: '/repo/tests/app/code-splitting.e2e.ts',
        status: 'failed',
        message: 'long message',
        assertionResults: [
          { fullName: 'route code splitting › home loads no chunk', status: 'failed', failureMessages: ['\u001b[2mexpect(\u001b[22mreceived).toBe(expected)\n\nExpected: true\nReceived: false\n    at Object.toBe (tests/app/code-splitting.e2e.ts:57:74)\n    at next (x.js:1:1)'] },
          { fullName: 'route code splitting › passes', status: 'passed', failureMessages: [], invocations: 1 },
          {
            fullName: 'route code splitting › flaky',
            status: 'passed',
            failureMessages: [],
            invocations: 2,
            retryReasons: ['Error: locator.waitFor: Timeout 30000ms exceeded.\n    at waitFor (x.ts:1:1)'],
          },
        ],
      },
      {
        name: '/repo/tests/data/data-backups.e2e.ts',
        status: 'failed',
        message: '  ● Test suite failed to run\n\n    A jest worker process (pid=1) was terminated by another process: signal=SIGTERM',
        assertionResults: [],
      },
    ],
  };

  it('lists each failed test, and each passed only on a second try, by file and name with its message, without colour codes or stack lines', () => {
    expect(failureLines(result, root)).toEqual([
      '✕ tests/app/code-splitting.e2e.ts › route code splitting › home loads no chunk',
      '    expect(received).toBe(expected)',
      '    Expected: true',
      '    Received: false',
      '↻ tests/app/code-splitting.e2e.ts › route code splitting › flaky (passed on a second try; the first failure:)',
      '    Error: locator.waitFor: Timeout 30000ms exceeded.',
      '✕ tests/data/data-backups.e2e.ts (did not run)',
      '    ● Test suite failed to run',
      '    A jest worker process (pid=1) was terminated by another process: signal=SIGTERM',
    ]);
  });

  it('keeps a long message to its first lines, and lists nothing for a run that passed', () => {
    const long = { testResults: [{ name: '/repo/t.test.ts', status: 'failed', message: '', assertionResults: [{ fullName: 'x', status: 'failed', failureMessages: [Array.from({ length: 50 }, (_, i) => `line ${i}`).join('\n')] }] }] };
    expect(failureLines(long, root)).toHaveLength(7);
    expect(failureLines({ testResults: result.testResults.slice(0, 1) }, root)).toEqual([]);
    expect(failureLines({}, root)).toEqual([]);
  });
});
