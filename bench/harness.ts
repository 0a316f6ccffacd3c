/**
 * Tiny benchmark harness: machines here are noisy, so every figure is printed as a ratio to a baseline
 * measured in the same run, with medians of repeated samples.
 */
export type Sample = { median: number; p90: number; min: number; runs: number };

/**
 * Smoke mode (`BENCH_SMOKE=1`, what `npm test` runs through scripts/bench.mjs --smoke): every benchmark once, at
 * a tiny size, so a benchmark that no longer runs (an API that moved, a limit it now exceeds) fails CI. Its
 * figures mean nothing; only that each line is printed.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The full size, or the tiny one in smoke mode. */
export function sized<T>(full: T, tiny: T): T {
  return SMOKE ? tiny : full;
}

/** Runs and warm-ups: as asked, or one run and none in smoke mode. */
const runsOf = (runs: number) => (SMOKE ? 1 : runs);
const warmupOf = (warmup: number) => (SMOKE ? 0 : warmup);

export function summarize(times: number[]): Sample {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p90: at(0.9), min: sorted[0]!, runs: sorted.length };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times, returning per-run milliseconds. */
export async function measure(fn: () => unknown | Promise<unknown>, runs = 20, warmup = 3): Promise<Sample> {
  runs = runsOf(runs);
  warmup = warmupOf(warmup);
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return summarize(times);
}

/**
 * Baseline and subject alternate run by run (the order flipping each run), so load from other work, and state
 * that builds up as runs go on (a growing WAL, a checkpoint), falls on both alike.
 */
export async function interleaved(baseline: () => unknown, subject: () => unknown, runs: number, warmup = 2): Promise<[Sample, Sample]> {
  runs = runsOf(runs);
  warmup = warmupOf(warmup);
  for (let i = 0; i < warmup; i++) {
    await baseline();
    await subject();
  }
  const b: number[] = [];
  const s: number[] = [];
  const time = async (fn: () => unknown, into: number[]) => {
    const start = process.hrtime.bigint();
    await fn();
    into.push(Number(process.hrtime.bigint() - start) / 1e6);
  };
  for (let i = 0; i < runs; i++) {
    const pair: [() => unknown, number[]][] = [[baseline, b], [subject, s]];
    if (i % 2 === 1) pair.reverse();
    for (const [fn, into] of pair) await time(fn, into);
  }
  return [summarize(b), summarize(s)];
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3));

/** Prints one line: name, ratio to baseline, both medians, and the goal if there is one. */
export function report(name: string, subject: Sample, baseline: Sample, goal?: { max: number }): void {
  const ratio = subject.median / baseline.median;
  const verdict = SMOKE ? '(smoke run: not a measurement)' : goal ? (ratio <= goal.max ? `meets goal <= ${goal.max}x` : `MISSES goal <= ${goal.max}x`) : '';
  console.log(
    `${name}: ${ratio.toFixed(2)}x baseline (median ${fmt(subject.median)} ms vs ${fmt(baseline.median)} ms, ` +
      `p90 ${fmt(subject.p90)} ms, ${subject.runs} runs) ${verdict}`.trimEnd(),
  );
}
