import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { summaryLine } from '../../scripts/test-summary.mjs';
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
