import { createHash } from 'node:crypto';
import type { RunResult } from '@shared/domain/run-result';

/** Enough for every problem a user has open at once; the oldest verdict is forgotten first. */
const MAX_ENTRIES = 200;

/** Everything a verdict depends on: who ran it, the code, the problem's tests and how they were run. */
export type VerdictKey = {
  userId: string;
  slug: string;
  code: string;
  /** The problem's folder and test text: an edited or re-imported problem is a different test suite. */
  problemDir: string;
  tests: string;
  /** The interpreter/compiler paths and the time budget in force (Settings → Code runner). */
  runOptions: unknown;
};

const digest = (k: VerdictKey): string =>
  createHash('sha256')
    .update(JSON.stringify([k.userId, k.slug, k.problemDir, k.tests, k.runOptions ?? null, k.code]))
    .digest('hex');

/**
 * Known verdicts of recent runs: submitting code whose tests already ran, unchanged, reuses
 * that verdict instead of running the same code against the same tests again. Only complete verdicts (passed or
 * failed) are kept: an error or a timeout may be the machine's fault, so those run again. In memory and bounded;
 * after a restart the first submit simply runs.
 */
export function createVerdictCache(max = MAX_ENTRIES) {
  const entries = new Map<string, RunResult>();
  return {
    remember(key: VerdictKey, result: RunResult): void {
      if (result.status !== 'passed' && result.status !== 'failed') return;
      const id = digest(key);
      entries.delete(id);
      entries.set(id, result);
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    known(key: VerdictKey): RunResult | undefined {
      return entries.get(digest(key));
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type VerdictCache = ReturnType<typeof createVerdictCache>;
