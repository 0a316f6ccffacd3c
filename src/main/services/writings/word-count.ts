import type { Nodes, Root } from 'mdast';
import { splitBlocks } from './markdown/blocks';
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

/**
 * Reference and footnote labels defined anywhere in the document, as a tiny Markdown tail appended to each
 * block, so `[text][ref]` and `[^1]` in one block resolve exactly as they would in the whole document.
 */
function definitionsTail(md: string): string {
  if (!md.includes(']:')) return '';
  let tail = '';
  DEFINITION.lastIndex = 0;
  for (let m = DEFINITION.exec(md); m; m = DEFINITION.exec(md)) {
    tail += m[1]!.startsWith('^') ? `\n\n[${m[1]}]:\n` : `\n\n[${m[1]}]: #\n`;
  }
  return tail;
}

function countBlock(text: string, tail: string): number {
  // Over the parser caps: count the raw text (syntax characters are not letters, so they do not count).
  if (!checkComplexity(text).ok) return countWordsInText(text);
  return countTree(markdownParser.parse(text + '\n\n' + tail), text.length);
}

/** The definition itself: the whole document parsed at once (the oracle the block-wise count must equal). */
export function countWordsUnsplit(md: string): number {
  return countTree(markdownParser.parse(md), md.length);
}

/** Words in a Markdown document (no cache; see createWordCounter for the autosave path). */
export function countWords(md: string): number {
  const tail = definitionsTail(md);
  let n = 0;
  for (const block of splitBlocks(md)) n += countBlock(block.text, tail);
  return n;
}

/**
 * The autosave path: remark needs seconds for a 1 MB document, but an autosave changes a few blocks, so the
 * counter remembers each block's count for the last version of each piece and parses only new blocks.
 * Memory is bounded: the last `maxPieces` pieces, and only the blocks of each piece's latest version.
 */
export function createWordCounter(maxPieces = 16) {
  const pieces = new Map<string, { tail: string; counts: Map<string, number> }>();
  return {
    count(pieceKey: string, md: string): number {
      const tail = definitionsTail(md);
      const previous = pieces.get(pieceKey);
      const old = previous && previous.tail === tail ? previous.counts : undefined;
      const counts = new Map<string, number>();
      let n = 0;
      for (const block of splitBlocks(md)) {
        let c = old?.get(block.text) ?? counts.get(block.text);
        if (c === undefined) c = countBlock(block.text, tail);
        counts.set(block.text, c);
        n += c;
      }
      pieces.delete(pieceKey);
      pieces.set(pieceKey, { tail, counts });
      if (pieces.size > maxPieces) pieces.delete(pieces.keys().next().value!);
      return n;
    },
    forget(pieceKey: string): void {
      pieces.delete(pieceKey);
    },
  };
}
export type WordCounter = ReturnType<typeof createWordCounter>;
