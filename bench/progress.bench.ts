/**
 * progress:get against history size: the whole /progress read (calibration, axis lines, streak, re-drills,
 * schedule) at 1,000, 10,000 and 100,000 attempts over three years, the same seeding as home.bench.ts. It reads
 * per-day and per-confidence summaries (migration 0150), so it should stay flat. Goals: p50 at 10,000 <= 25 ms;
 * 10,000 and 100,000 each within 1.5x of 1,000 (the baseline: the same call at 1,000 attempts in the same run).
 * For reference, the reads it replaced (a GROUP BY over every attempt row, every attempt fact of a year) are
 * timed at each size too.
 */
import { measure, report, sized, SMOKE, type Sample } from './harness';
import { withHistory } from './history';

async function main(): Promise<void> {
  const sizes = sized([1_000, 10_000, 100_000], [20, 40, 80]);
  const [small, mid, large] = sizes as [number, number, number];
  const results = new Map<number, Sample>();
  const oldReads = new Map<number, Sample>();
  for (const n of sizes) {
    await withHistory(n, async (h) => {
      const first = h.progress() as { streak: { current: number }; redrills: { done_total: number } };
      console.log(`${n} attempts: streak ${first.streak.current} days, ${first.redrills.done_total} re-drills done`);
      results.set(n, await measure(h.progress, 40, 5));
      oldReads.set(n, await measure(h.oldProgressReads, 10, 2));
    });
  }
  const base = results.get(small)!;
  const at = (n: number) => results.get(n)!;
  const p50 = at(mid).median;
  console.log(
    `progress:get p50 at ${small}: ${base.median.toFixed(2)} ms; at ${mid}: ${p50.toFixed(2)} ms ` +
      (SMOKE ? '(smoke run)' : `(goal <= 25 ms: ${p50 <= 25 ? 'meets' : 'MISSES'})`),
  );
  report(`progress:get at ${mid} vs ${small} attempts`, at(mid), base, { max: 1.5 });
  report(`progress:get at ${large} vs ${small} attempts`, at(large), base, { max: 1.5 });
  for (const n of sizes)
    report(`the reads progress:get used to make, at ${n} attempts, vs progress:get at ${small}`, oldReads.get(n)!, base);
}

void main();
