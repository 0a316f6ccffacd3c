import { iterateBlocks } from './markdown/blocks';
import { collectDefinitions, countBlockWithRanges, countWordsInText, definedLabels, type Definitions } from './block-words';

/*
 * The autosave path's word counter: a piece's blocks and counts are cached, so an edit recounts only the blocks
 * it touched (what counts as a word is block-words.ts).
 */
export { countWords, countWordsInText, countWordsUnsplit } from './block-words';

/** Length of the common prefix of a and b, compared 4 KB at a time (string equality is a memcmp). */
export function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  for (const step of [65_536, 4_096, 256, 16]) {
    while (i + step <= max && a.slice(i, i + step) === b.slice(i, i + step)) i += step;
  }
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** Length of the common suffix of a and b, not overlapping the first `floor` characters of either. */
export function commonSuffix(a: string, b: string, floor: number): number {
  const max = Math.min(a.length, b.length) - floor;
  let i = 0;
  for (const step of [65_536, 4_096, 256, 16]) {
    while (
      i + step <= max &&
      a.slice(a.length - i - step, a.length - i) === b.slice(b.length - i - step, b.length - i)
    ) {
      i += step;
    }
  }
  while (i < max && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/**
 * One piece's last body and its blocks, as parallel arrays of numbers: an autosave shifts thousands of block
 * offsets, and a number pushed per block costs far less than an object per block (that was 3 ms of a 1 MB save).
 */
export type CountedPiece = {
  body: string;
  defs: Definitions;
  offsets: number[];
  words: number[];
  /** Per block, its counted text ranges (relative to the block start). */
  ranges: number[][];
  total: number;
};

/** Counts a body from the start, keeping what the next edit's incremental count needs. */
export function countFull(md: string): CountedPiece {
  const defs = collectDefinitions(md);
  const piece: CountedPiece = { body: md, defs, offsets: [], words: [], ranges: [], total: 0 };
  for (const b of iterateBlocks(md)) {
    const { words, ranges } = countBlockWithRanges(b.text, defs);
    piece.offsets.push(b.offset);
    piece.words.push(words);
    piece.ranges.push(ranges);
    piece.total += words;
  }
  return piece;
}

/** Index of the last block whose offset is < `offset` (-1 if none). */
function lastBefore(offsets: readonly number[], offset: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid]! < offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Index of the block starting exactly at `offset`, or -1. */
function startingAt(offsets: readonly number[], offset: number): number {
  const i = lastBefore(offsets, offset + 1);
  return i >= 0 && offsets[i] === offset ? i : -1;
}

/** The whole region [from, to) widened to full lines. */
function lineRegion(md: string, from: number, to: number): string {
  const start = md.lastIndexOf('\n', from - 1) + 1;
  const nl = md.indexOf('\n', to);
  return md.slice(start, nl === -1 ? md.length : nl);
}

/**
 * The autosave path. remark needs seconds for a 1 MB document, but an autosave changes a few characters, so the
 * counter keeps, per piece, the last body and its blocks' counts. On a save it finds the common prefix and
 * suffix with the last body (memcmp-speed), re-splits from the block before the edit, parses only the blocks
 * that are new, and stops as soon as a block starts at the same place in the unchanged suffix (from a block start
 * the split is the same, so everything after is reused, shifted). If the edit touches a reference or footnote
 * definition, every block is recounted (labels change how other blocks read).
 * Memory: the last `maxPieces` pieces, each one body and, per block, two numbers and its text ranges.
 */
export function createWordCounter(maxPieces = 16) {
  const pieces = new Map<string, CountedPiece>();

  function remember(pieceKey: string, next: CountedPiece): void {
    pieces.delete(pieceKey);
    pieces.set(pieceKey, next);
    if (pieces.size > maxPieces) pieces.delete(pieces.keys().next().value!);
  }

  function incremental(prev: CountedPiece, md: string): CountedPiece | undefined {
    const p = commonPrefix(prev.body, md);
    if (p === md.length && p === prev.body.length) return prev;
    const s = commonSuffix(prev.body, md, p);
    const typed = typedInProse(prev, md, p, s);
    if (typed) return typed;
    // A definition line inside the edit (before or after) may change labels: recount everything.
    if (
      lineRegion(prev.body, p, prev.body.length - s).includes(']:') ||
      lineRegion(md, p, md.length - s).includes(']:')
    ) {
      return undefined;
    }
    const delta = md.length - prev.body.length;
    const suffixStart = md.length - s;
    const restart = lastBefore(prev.offsets, p);
    const keep = Math.max(0, restart);
    const next: CountedPiece = {
      body: md,
      defs: prev.defs,
      offsets: prev.offsets.slice(0, keep),
      words: prev.words.slice(0, keep),
      ranges: prev.ranges.slice(0, keep),
      total: 0,
    };
    for (let i = 0; i < keep; i++) next.total += prev.words[i]!;
    let resumed = -1;
    const recounted: string[] = [];
    for (const b of iterateBlocks(md, prev.offsets[restart] ?? 0)) {
      if (b.offset >= suffixStart) {
        const same = startingAt(prev.offsets, b.offset - delta);
        if (same !== -1) {
          resumed = same;
          break;
        }
      }
      const { words, ranges } = countBlockWithRanges(b.text, prev.defs);
      recounted.push(b.text);
      next.offsets.push(b.offset);
      next.words.push(words);
      next.ranges.push(ranges);
      next.total += words;
    }
    // The edit can make an untouched `[x]:` line a definition or stop it being one (a fence opened or closed
    // above it): if the re-counted region defines other labels than it did, every block is recounted.
    const replaced: string[] = [];
    for (let i = keep; i < (resumed === -1 ? prev.offsets.length : resumed); i++) {
      // The last block runs to the end of the body (offsets[i + 1] is undefined there).
      replaced.push(prev.body.slice(prev.offsets[i]!, prev.offsets[i + 1]));
    }
    if (definedLabels(replaced) !== definedLabels(recounted)) return undefined;
    if (resumed !== -1) {
      for (let i = resumed; i < prev.offsets.length; i++) {
        next.offsets.push(prev.offsets[i]! + delta);
        next.words.push(prev.words[i]!);
        next.ranges.push(prev.ranges[i]!);
        next.total += prev.words[i]!;
      }
    }
    return next;
  }

  return {
    count(pieceKey: string, md: string): number {
      const prev = pieces.get(pieceKey);
      const next = (prev ? incremental(prev, md) : undefined) ?? countFull(md);
      remember(pieceKey, next);
      return next.total;
    },
    /**
     * The count from the cache alone (an edit of the last counted body that recounts only the blocks it touched),
     * or undefined when the piece must be counted from the start (not cached, or an edit that changes labels).
     */
    countCached(pieceKey: string, md: string): number | undefined {
      const prev = pieces.get(pieceKey);
      const next = prev ? incremental(prev, md) : undefined;
      if (!next) return undefined;
      remember(pieceKey, next);
      return next.total;
    },
    /** Takes a count made elsewhere (the bounded job's thread) as the piece's last body. */
    seed(pieceKey: string, piece: CountedPiece): void {
      remember(pieceKey, piece);
    },
    forget(pieceKey: string): void {
      pieces.delete(pieceKey);
    },
  };
}

/** Only letters, digits, combining marks and spaces: what typing prose inserts or deletes most of the time. */
const PROSE_EDIT = /^[\p{L}\p{N}\p{M} ]*$/u;
const WORDISH = /^[\p{L}\p{N}\p{M} ]$/u;
/**
 * In the space-delimited token around an edit: what could make or unmake an autolink, entity, escape, link or
 * image destination (a space typed into or deleted from `](x y)` changes whether it is a link), code or math.
 */
const UNSAFE_TOKEN = /www\.|:\/\/|[@&\\[\]()<>$`]/i;

/** A line that could be a link reference definition: `[` after at most three spaces. */
const MAYBE_DEFINITION = /^ {0,3}\[/;

/** Where a line's first run of non-whitespace characters ends (after its indentation). */
const firstTokenEnd = (line: string): number => /^\s*\S*/.exec(line)![0].length;

/** The run of non-whitespace characters of `text` around [from, to). */
function tokenAround(text: string, from: number, to: number): string {
  let a = from;
  while (a > 0 && !/\s/.test(text[a - 1]!)) a--;
  let b = to;
  while (b < text.length && !/\s/.test(text[b]!)) b++;
  return text.slice(a, b);
}

/**
 * The common case of an autosave, without a parser (micromark needs ~3 ms for one 400-character paragraph): the
 * edit is letters, digits and spaces strictly inside one run of counted text (a text node of the last parse: not
 * code, math, a URL, HTML, alt text or a label), with a letter, digit or space on each side. Then no structure can
 * have changed (no delimiter's flanking, no line start, no label), and the words the edit splits or joins are the
 * same in the raw line as in the parsed text: the count changes by the difference of the raw line's words.
 * Anything else returns undefined and goes through the parser.
 */
function typedInProse(prev: CountedPiece, md: string, p: number, s: number): CountedPiece | undefined {
  const oldEnd = prev.body.length - s;
  const newEnd = md.length - s;
  if (p === 0 || oldEnd >= prev.body.length) return undefined;
  const removed = prev.body.slice(p, oldEnd);
  const inserted = md.slice(p, newEnd);
  if (removed.length > 200 || inserted.length > 200 || !PROSE_EDIT.test(removed) || !PROSE_EDIT.test(inserted)) {
    return undefined;
  }
  if (!WORDISH.test(prev.body[p - 1]!) || !WORDISH.test(prev.body[oldEnd]!)) return undefined;
  const block = lastBefore(prev.offsets, p);
  if (block < 0) return undefined;
  const base = prev.offsets[block]!;
  const ranges = prev.ranges[block]!;
  let inside = -1;
  for (let i = 0; i < ranges.length; i += 2) {
    if (base + ranges[i]! < p && oldEnd < base + ranges[i + 1]!) {
      inside = i;
      break;
    }
  }
  if (inside === -1) return undefined;
  if (UNSAFE_TOKEN.test(tokenAround(prev.body, p, oldEnd)) || UNSAFE_TOKEN.test(tokenAround(md, p, newEnd))) {
    return undefined;
  }
  const lineStart = prev.body.lastIndexOf('\n', p - 1) + 1;
  const oldLineEnd = prev.body.indexOf('\n', oldEnd);
  const newLineEnd = md.indexOf('\n', newEnd);
  const oldLine = prev.body.slice(lineStart, oldLineEnd === -1 ? prev.body.length : oldLineEnd);
  const newLine = md.slice(lineStart, newLineEnd === -1 ? md.length : newLineEnd);
  // A space typed or deleted anywhere on a `[label]: ...` line decides whether it is a link reference definition
  // (a destination, then at most a quoted title), which counts nothing; and an edit in a line's first token can
  // make or unmake a list marker ("1x." -> "1."). Both go through the parser.
  if (MAYBE_DEFINITION.test(oldLine) || MAYBE_DEFINITION.test(newLine)) return undefined;
  if (p <= lineStart + firstTokenEnd(oldLine)) return undefined;
  const change = countWordsInText(newLine) - countWordsInText(oldLine);
  const delta = md.length - prev.body.length;
  const offsets = prev.offsets.slice();
  for (let i = block + 1; i < offsets.length; i++) offsets[i]! += delta;
  const words = prev.words.slice();
  words[block]! += change;
  // The edited run grows or shrinks by delta; the runs after it in the block move by delta.
  const moved = ranges.slice();
  moved[inside + 1]! += delta;
  for (let i = inside + 2; i < moved.length; i++) moved[i]! += delta;
  const allRanges = prev.ranges.slice();
  allRanges[block] = moved;
  return {
    body: md,
    defs: prev.defs,
    offsets,
    words,
    ranges: allRanges,
    total: prev.total + change,
  };
}

export type WordCounter = ReturnType<typeof createWordCounter>;
