/**
 * progress:get against history size: the whole /progress read (calibration, axis lines, streak, re-drills,
 * schedule) at 1,000, 10,000 and 100,000 attempts over three years, the same seeding as home.bench.ts. It reads
 * per-day and per-confidence summaries (migration 0150) and sums the axis lines from week rows plus the edge days
 * of each month's window, so it should stay flat. Goals: p50 at 10,000 <= 25 ms; 10,000 and 100,000 each within
 * 1.5x of 1,000 (the baseline: the same call at 1,000 attempts in the same run). The three histories are open at
 * once and each size is timed interleaved with the baseline, run by run, so load from other work on the machine
 * falls on both alike. For reference, the reads it replaced (a GROUP BY over every attempt row, every attempt
 * fact of a year, every axis day row) are timed at each size too.
 */
import { interleaved, report, sized, SMOKE, type Sample } from './harness';
import { withHistory, type History } from './history';

/** Opens a history for each size, all at once, and hands them over in the same order. */
async function withHistories(sizes: readonly number[], fn: (all: History[]) => Promise<void>, open: History[] = []) {
  if (open.length === sizes.length) return fn(open);
  await withHistory(sizes[open.length]!, (h) => withHistories(sizes, fn, [...open, h]));
}

async function main(): Promise<void> {
  const sizes = sized([1_000, 10_000, 100_000], [20, 40, 80]);
  const [small, mid, large] = sizes as [number, number, number];
  await withHistories(sizes, async (histories) => {
    histories.forEach((h, i) => {
      const first = h.progress() as { streak: { current: number }; redrills: { done_total: number } };
      console.log(`${sizes[i]} attempts: streak ${first.streak.current} days, ${first.redrills.done_total} re-drills done`);
    });
    const [base, ...rest] = histories as [History, History, History];
    const pairs = new Map<number, [Sample, Sample]>();
    for (const [i, h] of rest.entries()) pairs.set(sizes[i + 1]!, await interleaved(base.progress, h.progress, 40, 5));
    const [baseMid, atMid] = pairs.get(mid)!;
    const [baseLarge, atLarge] = pairs.get(large)!;
    console.log(
      `progress:get p50 at ${small}: ${baseMid.median.toFixed(2)} ms; at ${mid}: ${atMid.median.toFixed(2)} ms ` +
        (SMOKE ? '(smoke run)' : `(goal <= 25 ms: ${atMid.median <= 25 ? 'meets' : 'MISSES'})`),
    );
    report(`progress:get at ${mid} vs ${small} attempts`, atMid, baseMid, { max: 1.5 });
    report(`progress:get at ${large} vs ${small} attempts`, atLarge, baseLarge, { max: 1.5 });
    for (const [i, h] of histories.entries()) {
      const [b, old] = await interleaved(base.progress, h.oldProgressReads, 10, 2);
      report(`the reads progress:get used to make, at ${sizes[i]} attempts, vs progress:get at ${small}`, old, b);
    }
  });
}

void main();
