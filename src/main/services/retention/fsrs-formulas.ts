import { S_MIN, type FSRS } from 'ts-fsrs';

/**
 * ts-fsrs's long-term formulas (`FSRSAlgorithm`: next_state, next_interval, forgetting_curve, version 5.x)
 * restated over a plain weight array, operation for operation so every float comes out bit-identical.
 *
 * Why not call the library: its parameters sit behind a Proxy that every formula reads several times, and the
 * retry/decay constants are recomputed on each call; a rebuild of 10,000 attempts spent most of its time there.
 * A property test (tests/retention/schedule.test.ts) checks this against `fsrs().next` on random
 * histories with default and random weights, so an upgrade of ts-fsrs that changes a formula fails it.
 */
export type FsrsConstants = {
  readonly w: readonly number[];
  readonly decay: number;
  readonly factor: number;
  readonly intervalModifier: number;
  readonly maximumInterval: number;
  /** D0(Easy), the target of mean reversion. */
  readonly initEasyDifficulty: number;
};

const roundTo8 = (n: number): number => Math.round(n * 1e8) / 1e8;
const clamp = (v: number, min: number, max: number): number => Math.min(Math.max(v, min), max);

/** The constants of one scheduler, read once through its (proxied) parameters. */
export function fsrsConstants(scheduler: FSRS): FsrsConstants {
  const p = scheduler.parameters;
  const w = [...p.w];
  const decay = -w[20]!;
  return {
    w,
    decay,
    factor: roundTo8(Math.exp(Math.pow(decay, -1) * Math.log(0.9)) - 1),
    intervalModifier: scheduler.interval_modifier,
    maximumInterval: p.maximum_interval,
    initEasyDifficulty: initDifficulty(w, 4),
  };
}

function initDifficulty(w: readonly number[], g: number): number {
  return roundTo8(w[4]! - Math.exp((g - 1) * w[5]!) + 1);
}

/** R(t, S): the probability of recall after `elapsed` days. */
export function forgettingCurve(c: FsrsConstants, elapsed: number, stability: number): number {
  return roundTo8(Math.pow(1 + (c.factor * elapsed) / stability, c.decay));
}

/** Days until the next review for a stability (no fuzz). */
export function nextInterval(c: FsrsConstants, stability: number): number {
  return Math.round(Math.min(Math.max(1, Math.round(stability * c.intervalModifier)), c.maximumInterval));
}

export type Memory = { difficulty: number; stability: number };

/** The stability after grade `g` (1 again .. 4 easy), long-term (no short-term steps). */
export function nextStability(c: FsrsConstants, memory: Memory | null, g: number, r: number): number {
  const w = c.w;
  if (!memory || isBlank(memory)) return Math.max(w[g - 1]!, 0.1);
  const { difficulty: d, stability: s } = checked(memory);
  if (g === 1) {
    const afterFail = roundTo8(
      clamp(w[11]! * Math.pow(d, -w[12]!) * (Math.pow(s + 1, w[13]!) - 1) * Math.exp((1 - r) * w[14]!), S_MIN, 36500),
    );
    return clamp(roundTo8(s), S_MIN, afterFail);
  }
  const hardPenalty = g === 2 ? w[15]! : 1;
  const easyBound = g === 4 ? w[16]! : 1;
  return roundTo8(
    clamp(
      s * (1 + Math.exp(w[8]!) * (11 - d) * Math.pow(s, -w[9]!) * (Math.exp((1 - r) * w[10]!) - 1) * hardPenalty * easyBound),
      S_MIN,
      36500,
    ),
  );
}

/** The difficulty after grade `g`. */
export function nextDifficulty(c: FsrsConstants, memory: Memory | null, g: number): number {
  const w = c.w;
  if (!memory || isBlank(memory)) return clamp(initDifficulty(w, g), 1, 10);
  const d = checked(memory).difficulty;
  const nextD = d + roundTo8((-w[6]! * (g - 3) * (10 - d)) / 9);
  return clamp(roundTo8(w[7]! * c.initEasyDifficulty + (1 - w[7]!) * nextD), 1, 10);
}

/** ts-fsrs reads difficulty and stability both 0 as a new card. */
const isBlank = (m: Memory): boolean => m.difficulty === 0 && m.stability === 0;

/** ts-fsrs refuses a state it could not have produced; so do we (a corrupted row must not schedule quietly). */
function checked(m: Memory): Memory {
  if (m.difficulty < 1 || m.stability < S_MIN)
    throw new Error(`Invalid memory state { difficulty: ${m.difficulty}, stability: ${m.stability} }`);
  return m;
}
