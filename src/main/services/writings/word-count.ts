import type { Nodes, Root } from 'mdast';
import { iterateBlocks, splitBlocks } from './markdown/blocks';
import { checkComplexity } from './markdown/complexity';
import { markdownParser } from './markdown/parse';

/**
 * What counts as a word (docs/writings.md "Word count"): the prose a reader reads.
 * - Counted: text of paragraphs, headings, list items, quotes, table cells, footnote definitions, and the
 *   visible text of links and emphasis (`**bold**` is one word, `foo**bar**` is one word "foobar").
 * - Not counted: Markdown syntax, link and image URLs, bare URLs and e-mail addresses (autolinks), image alt
 *   text, inline code and code blocks, math (`$...$`, `$$...$$`), raw HTML, front-matter-like definitions.
 * - A word is a run of letters or digits (any script), joined across ' ’ . - when a letter or digit follows:
 *   "don't", "state-of-the-art", "3.14" and "e.g" are one word each; "—" alone is none.
 */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}_]|['’.-](?=[\p{L}\p{N}]))*/gu;

export function countWordsInText(text: string): number {
  let n = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text)) n++;
  return n;
}

const SKIPPED = new Set([
  'inlineCode',
  'inlineMath',
  'code',
  'math',
  'html',
  'image',
  'imageReference',
  'footnoteReference',
  'definition',
  'break',
  'thematicBreak',
  'yaml',
]);
/** Block containers: their children are separate blocks. In every other node (paragraph, heading, table cell,
 * emphasis, link ...) children run together, so "foo**bar**" is one word. */
const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem', 'table', 'tableRow', 'footnoteDefinition']);

/** A bare URL or e-mail made into a link (GFM autolink literal or `<...>`): its text is the address. */
function isAutolink(node: Nodes): boolean {
  if (node.type !== 'link' || node.children.length !== 1) return false;
  const only = node.children[0]!;
  if (only.type !== 'text') return false;
  const text = only.value;
  return [text, `http://${text}`, `https://${text}`, `mailto:${text}`].includes(node.url);
}

function readableText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (SKIPPED.has(node.type) || isAutolink(node)) return ' ';
  if (!('children' in node)) return ' ';
  const sep = BLOCK_CONTAINERS.has(node.type) ? '\n' : '';
  let out = sep;
  for (const child of node.children as Nodes[]) out += readableText(child) + sep;
  return out;
}

/** Words in the top-level nodes of `tree` that start before `limit` (the parts after it are only context). */
function countTree(tree: Root, limit: number): number {
  let n = 0;
  for (const child of tree.children) {
    if ((child.position?.start.offset ?? 0) >= limit) break;
    n += countWordsInText(readableText(child));
  }
  return n;
}

const DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.){1,999})\]:/gm;
const BRACKETED = /\[((?:[^\]\\\n]|\\.){1,999})\]/g;
const normalizeLabel = (label: string) => label.toLowerCase().replace(/\s+/g, ' ').trim();

/** Reference and footnote labels defined anywhere in the document, each as a tiny empty definition. */
type Definitions = { key: string; byLabel: Map<string, string> };

function collectDefinitions(md: string): Definitions {
  const byLabel = new Map<string, string>();
  if (!md.includes(']:')) return { key: '', byLabel };
  DEFINITION.lastIndex = 0;
  for (let m = DEFINITION.exec(md); m; m = DEFINITION.exec(md)) {
    const label = normalizeLabel(m[1]!);
    if (!byLabel.has(label)) byLabel.set(label, m[1]!.startsWith('^') ? `[${m[1]}]:` : `[${m[1]}]: #`);
  }
  return { key: [...byLabel.keys()].join('\n'), byLabel };
}

/**
 * The definitions one block refers to, as a Markdown tail appended to the block's parse, so `[text][ref]` and
 * `[^1]` resolve exactly as in the whole document. Only labels that appear in brackets in the block are added,
 * so a document with thousands of footnotes does not make every block parse all of them.
 */
function tailFor(block: string, defs: Definitions): string {
  if (defs.byLabel.size === 0 || !block.includes('[')) return '';
  let tail = '';
  const added = new Set<string>();
  BRACKETED.lastIndex = 0;
  for (let m = BRACKETED.exec(block); m; m = BRACKETED.exec(block)) {
    const label = normalizeLabel(m[1]!);
    const def = defs.byLabel.get(label);
    if (def !== undefined && !added.has(label)) {
      added.add(label);
      tail += `\n\n${def}\n`;
    }
    BRACKETED.lastIndex = m.index + 1; // labels can nest or overlap: [text][ref]
  }
  return tail;
}

function countBlock(text: string, defs: Definitions): number {
  // Over the parser caps: count the raw text (syntax characters are not letters, so they do not count).
  if (!checkComplexity(text).ok) return countWordsInText(text);
  return countTree(markdownParser.parse(text + '\n\n' + tailFor(text, defs)), text.length);
}

/** The definition itself: the whole document parsed at once (the oracle the block-wise count must equal). */
export function countWordsUnsplit(md: string): number {
  return countTree(markdownParser.parse(md), md.length);
}

/** Words in a Markdown document (no cache; see createWordCounter for the autosave path). */
export function countWords(md: string): number {
  const defs = collectDefinitions(md);
  let n = 0;
  for (const block of splitBlocks(md)) n += countBlock(block.text, defs);
  return n;
}

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

type CachedBlock = { offset: number; line: number; length: number; words: number };
type CachedPiece = { body: string; defs: Definitions; blocks: CachedBlock[]; total: number };

/** Index of the last block whose offset is < `offset` (-1 if none). */
function lastBefore(blocks: readonly CachedBlock[], offset: number): number {
  let lo = 0;
  let hi = blocks.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid]!.offset < offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Index of the block starting exactly at `offset`, or -1. */
function startingAt(blocks: readonly CachedBlock[], offset: number): number {
  const i = lastBefore(blocks, offset + 1);
  return i >= 0 && blocks[i]!.offset === offset ? i : -1;
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
 * Memory: the last `maxPieces` pieces, each one body and one small record per block.
 */
export function createWordCounter(maxPieces = 16) {
  const pieces = new Map<string, CachedPiece>();

  function full(md: string, defs: Definitions): CachedPiece {
    const blocks: CachedBlock[] = [];
    let total = 0;
    for (const b of iterateBlocks(md)) {
      const words = countBlock(b.text, defs);
      blocks.push({ offset: b.offset, line: b.line, length: b.text.length, words });
      total += words;
    }
    return { body: md, defs, blocks, total };
  }

  function incremental(prev: CachedPiece, md: string): CachedPiece | undefined {
    const p = commonPrefix(prev.body, md);
    if (p === md.length && p === prev.body.length) return prev;
    const s = commonSuffix(prev.body, md, p);
    // A definition line inside the edit (before or after) may change labels: recount everything.
    if (
      lineRegion(prev.body, p, prev.body.length - s).includes(']:') ||
      lineRegion(md, p, md.length - s).includes(']:')
    ) {
      return undefined;
    }
    const delta = md.length - prev.body.length;
    const suffixStart = md.length - s;
    const restart = lastBefore(prev.blocks, p);
    const from = restart >= 0 ? prev.blocks[restart]! : { offset: 0, line: 1 };
    const blocks = prev.blocks.slice(0, Math.max(0, restart));
    let total = blocks.reduce((sum, b) => sum + b.words, 0);
    let resumed = -1;
    for (const b of iterateBlocks(md, from.offset, from.line)) {
      if (b.offset >= suffixStart) {
        const same = startingAt(prev.blocks, b.offset - delta);
        if (same !== -1) {
          resumed = same;
          break;
        }
      }
      const words = countBlock(b.text, prev.defs);
      blocks.push({ offset: b.offset, line: b.line, length: b.text.length, words });
      total += words;
    }
    if (resumed !== -1) {
      const lineDelta = resumed < prev.blocks.length ? lineShift(prev, md, p, s) : 0;
      for (let i = resumed; i < prev.blocks.length; i++) {
        const old = prev.blocks[i]!;
        blocks.push({ ...old, offset: old.offset + delta, line: old.line + lineDelta });
        total += old.words;
      }
    }
    return { body: md, defs: prev.defs, blocks, total };
  }

  return {
    count(pieceKey: string, md: string): number {
      const prev = pieces.get(pieceKey);
      let next = prev ? incremental(prev, md) : undefined;
      if (!next) next = full(md, collectDefinitions(md));
      pieces.delete(pieceKey);
      pieces.set(pieceKey, next);
      if (pieces.size > maxPieces) pieces.delete(pieces.keys().next().value!);
      return next.total;
    },
    forget(pieceKey: string): void {
      pieces.delete(pieceKey);
    },
  };
}

/** How many lines the edit added (negative: removed). */
function lineShift(prev: CachedPiece, md: string, p: number, s: number): number {
  const count = (text: string, from: number, to: number) => {
    let n = 0;
    for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
    return n;
  };
  return count(md, p, md.length - s) - count(prev.body, p, prev.body.length - s);
}
export type WordCounter = ReturnType<typeof createWordCounter>;
