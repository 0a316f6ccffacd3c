import path from 'node:path';
import { loadProblems } from '../../src/main/content/load-problems';
import { createRunner } from '../../src/main/services/runner';
import type { Problem } from '../../src/shared/domain/problem';
import type { RunResult } from '../../src/shared/domain/run-result';
import { makeTempDir } from '../support/temp-dir';

// Every reference goes through the real runner (Python and rustc in subprocesses), so give it room.
jest.setTimeout(300_000);

const PROBLEMS_DIR = path.resolve(__dirname, '../../content/problems');
const loaded = loadProblems(PROBLEMS_DIR);
const problems = loaded.items;

/** Two at a time: the machine has two cores and each Rust compile wants one. */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function describeRun(p: Problem, r: RunResult): string {
  const failing = r.tests.filter((t) => t.status !== 'pass').map((t) => `${t.name}: ${t.message.slice(0, 300)}`);
  return `${p.slug}: ${r.status} ${r.error_message ?? ''}\n${failing.join('\n')}`;
}

describe('problem corpus', () => {
  test('every problem folder loads without diagnostics', () => {
    expect(loaded.diagnostics).toEqual([]);
  });

  test('size and coverage meet the issue: 12+ problems, 8+ Python, 4+ Rust, 8+ axes, 2-3 hints each', () => {
    expect(problems.length).toBeGreaterThanOrEqual(12);
    expect(problems.filter((p) => p.language === 'python').length).toBeGreaterThanOrEqual(8);
    expect(problems.filter((p) => p.language === 'rust').length).toBeGreaterThanOrEqual(4);
    expect(new Set(problems.flatMap((p) => p.axes)).size).toBeGreaterThanOrEqual(8);
    for (const p of problems) {
      expect([p.slug, p.hints.length >= 2 && p.hints.length <= 3]).toEqual([p.slug, true]);
      expect([p.slug, p.pitfalls_md.trim().length > 0]).toEqual([p.slug, true]);
    }
  });

  test('Python tests import the learner code from the `solution` module; Rust tests use super::*', () => {
    for (const p of problems) {
      const ok = p.language === 'python' ? /from solution import /.test(p.tests) : /use super::\*;/.test(p.tests);
      expect([p.slug, ok]).toEqual([p.slug, true]);
    }
  });

  test('every reference passes and every starter fails, through the real runner', async () => {
    const tmp = makeTempDir('workbench-corpus-');
    try {
      const runner = createRunner({ workDir: tmp.dir });
      const jobs = problems.flatMap((p) => [
        { p, code: p.reference, kind: 'reference' as const },
        { p, code: p.starter, kind: 'starter' as const },
      ]);
      const results = await mapLimited(jobs, 2, async (job) => ({ job, result: await runner.run({ problem: job.p, code: job.code }) }));
      const wrong: string[] = [];
      for (const { job, result } of results) {
        if (job.kind === 'reference' && result.status !== 'passed') wrong.push(`reference ${describeRun(job.p, result)}`);
        // A starter must compile/load and then fail its tests; a load or compile error would mean a broken stub.
        if (job.kind === 'starter' && result.status !== 'failed') wrong.push(`starter ${describeRun(job.p, result)}`);
        if (job.kind === 'reference' && result.tests.length < 5) wrong.push(`reference ${job.p.slug}: ${result.tests.length} tests, want at least 5`);
      }
      expect(wrong).toEqual([]);
    } finally {
      tmp.cleanup();
    }
  });
});
