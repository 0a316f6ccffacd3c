import { makeSafe, markdownParser } from './parse';

/**
 * A cost check before an export parses a big body: small windows spread over the body are parsed and timed, and the
 * body is refused before its parse when its estimated parse time is far past the deadline.
 *
 * Why: the hostile shapes of a megabyte or more (40,000 link definitions, 1.3 MB of bold runs, a million
 * underscores) parse at a few tens of KB/s, so their parse would take tens of seconds. Waiting for the deadline to
 * stop them cost the whole deadline (0.7 s) before the answer as written was even built, and the newsletter's
 * answer missed the one-second goal. Sampled, they are refused after a few windows' parsing.
 *
 * Why it does not refuse ordinary long pieces: the pace used is the second fastest of WINDOWS windows, so one or
 * two slow parts (a table at the start, a list of references at the end) cannot speak for the whole piece; a
 * window is small, so fixed costs make its pace, if anything, slower than the whole piece's, which the margin
 * covers: a body is refused only when its estimate exceeds the deadline ESTIMATE_MARGIN times. A piece refused
 * here would be stopped at the deadline anyway, only later. A slow shape that only shows in context (a table's
 * rows without its header parse as a fast paragraph) is not caught here; the deadline still stops it.
 */

/** Bodies shorter than this are never estimated: a window would be a large part of them, and the deadline suffices. */
export const ESTIMATE_MIN_CHARS = 128 * 1024;
/** How many times the deadline the estimate must exceed before the body is refused without its parse. */
export const ESTIMATE_MARGIN = 4;
/**
 * The share of the deadline the check may spend before it decides on the windows it has parsed: on a loaded machine
 * four slow windows can take longer than the deadline itself, and the job would then be stopped there instead.
 */
export const CHECK_SHARE = 0.5;
/** Windows spread evenly from the start to the end of the body. */
const WINDOWS = 5;
/** Characters per window; a window extends to whole lines when a line break is near. */
const WINDOW_CHARS = 1_024;
const LINE_SLACK = 128;

export type CostVerdict = { estimateMs: number; charsPerSecond: number };
/** Milliseconds a window's parse took (tests pass a model of a parser's pace). */
export type WindowTimer = (window: string) => number;

/** The window of `md` starting near `at`: whole lines where a line break is within reach, WINDOW_CHARS otherwise. */
export function windowAt(md: string, at: number): string {
  let start = Math.max(0, Math.min(at, md.length - WINDOW_CHARS));
  if (start > 0) {
    const lineStart = md.lastIndexOf('\n', start - 1) + 1;
    if (start - lineStart <= LINE_SLACK) start = lineStart;
  }
  let end = Math.min(md.length, start + WINDOW_CHARS);
  const lineEnd = md.indexOf('\n', end);
  if (lineEnd !== -1 && lineEnd - end <= LINE_SLACK) end = lineEnd;
  return md.slice(start, end);
}

/** The real parse of a window (with the complexity caps, as the export parses), timed; never zero. */
const parseTime: WindowTimer = (window) => {
  const t0 = performance.now();
  markdownParser.parse(makeSafe(window).text);
  return Math.max(performance.now() - t0, 0.001);
};

/**
 * Null when `md` may be parsed within `deadlineMs` (or is too short to estimate); otherwise the estimate and the
 * pace it came from. Stops as soon as two windows are fast enough (an ordinary piece costs two small parses), or
 * four are too slow (the fifth could no longer change the second fastest): the check runs inside the job's deadline,
 * and on a loaded machine a slow window takes tens of milliseconds. Once the windows have taken CHECK_SHARE of the
 * deadline, a body that even the fastest window so far puts past the limit is refused on those windows: the rest
 * could not be parsed before the deadline anyway, and the answer then names the pace instead of the deadline.
 */
export function parseCostOver(md: string, deadlineMs: number, time: WindowTimer = parseTime): CostVerdict | null {
  if (md.length < ESTIMATE_MIN_CHARS) return null;
  const limitMs = deadlineMs * ESTIMATE_MARGIN;
  const paces: number[] = [];
  let spentMs = 0;
  for (let i = 0; i < WINDOWS; i++) {
    const window = windowAt(md, Math.floor(((md.length - WINDOW_CHARS) * i) / (WINDOWS - 1)));
    const ms = time(window);
    spentMs += ms;
    paces.push(window.length / ms);
    paces.sort((a, b) => b - a);
    if (paces.length >= 2 && md.length / paces[1]! <= limitMs) return null;
    if (paces.length >= 2 && spentMs >= deadlineMs * CHECK_SHARE && md.length / paces[0]! > limitMs) {
      return verdict(md, paces[0]!);
    }
    if (paces.length === WINDOWS - 1) break;
  }
  return verdict(md, paces[1]!);
}

/** `pace` in characters per millisecond. */
function verdict(md: string, pace: number): CostVerdict {
  return { estimateMs: md.length / pace, charsPerSecond: pace * 1000 };
}

/** A little of every common construct, so a warm-up parse compiles the paths an ordinary piece takes. */
const WARM_UP_SAMPLE = [
  '# A heading',
  'Some *ordinary* prose with **bold**, `code`, a [link](https://example.org) and a note.[^1] Math: $x^2$.',
  '> a quote\n\n- a\n- b\n  1. c',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  '```\nconst x = 1;\n```',
  '[^1]: The note.\n\n[ref]: https://example.org "title"',
].join('\n\n');

/**
 * Parses a small mixed sample a few times, so the first cost check of a fresh worker times a compiled parser, not
 * the first runs of a cold one (several times slower, which would make a window's pace look slower than it is).
 */
export function warmParser(): void {
  for (let i = 0; i < 5; i++) markdownParser.parse(WARM_UP_SAMPLE.repeat(4));
}
