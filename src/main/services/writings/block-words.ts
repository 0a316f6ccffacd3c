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

/**
 * Only text nodes' values are read. Everything else that is not counted (inline code, code, math, HTML, images,
 * footnote references, definitions, breaks, rules, front matter) is a leaf of mdast: its content is a `value`,
 * `alt` or `url`, never children, so it reads as a space like any other leaf. Autolinks do have a text child.
 */
function readableText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (isAutolink(node) || !('children' in node)) return ' ';
  const sep = BLOCK_CONTAINERS.has(node.type) ? '\n' : '';
  let out = sep;
  for (const child of node.children as Nodes[]) out += readableText(child) + sep;
  return out;
}

/** Words in the top-level nodes of `tree` that start at or after `from` (the ones before are only context). */
function countTree(tree: Root, from = 0): number {
  let n = 0;
  for (const child of tree.children) {
    const start = child.position?.start.offset ?? 0;
    if (start >= from) n += countWordsInText(readableText(child));
  }
  return n;
}

/**
 * The definitions a block names, placed AHEAD of it and closed off by an HTML comment: a block may end inside a
 * fence or `$$` block left open, which would swallow anything after it.
 */
function withHead(text: string, defs: Definitions): { source: string; from: number } {
  const tail = tailFor(text, defs);
  if (!tail) return { source: text, from: 0 };
  const head = `${tail}\n\n<!-- -->\n\n`;
  return { source: head + text, from: head.length };
}

// A label may span lines ("[foo\nbar]" matches "[foo bar]:"), so a line break does not end one.
const BRACKETED = /\[((?:[^\]\\]|\\[\s\S]){1,999})\]/g;
/** Label matching exactly as micromark does it (normalizeIdentifier): "ß" matches "ss", "ſ" matches "s". */
const normalizeLabel = (label: string) =>
  label
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(/^ | $/g, '')
    .toLowerCase()
    .toUpperCase();

/** Reference and footnote labels defined anywhere in the document, each as a tiny empty definition. */
export type Definitions = Map<string, string>;

/** The labels a block defines, found by parsing it (sorted, joined): compared before and after an edit. */
export function definedLabels(texts: string[]): string {
  const labels: string[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'definition') labels.push(normalizeLabel(node.identifier));
    if (node.type === 'footnoteDefinition') labels.push(normalizeLabel(`^${node.identifier}`));
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  for (const text of texts) if (text.includes(']:') && checkComplexity(text).ok) visit(markdownParser.parse(text));
  return labels.sort().join('\n');
}
/**
 * Definitions are found by parsing the blocks that may hold one (a `]:` in them), not by a pattern over the text:
 * `[^n]: x` inside a code fence or a `$$` block is not a definition and must not turn `[^n]` elsewhere into a note.
 * By identifier, not label: mdast's label has escapes decoded ("a\*b" -> "a*b"), which no longer matches "[x][a\*b]".
 */
export function collectDefinitions(md: string): Definitions {
  const byLabel: Definitions = new Map();
  const visit = (node: Nodes): void => {
    if (node.type === 'definition' || node.type === 'footnoteDefinition') {
      const raw = node.identifier;
      const label = node.type === 'footnoteDefinition' ? `^${raw}` : raw;
      const key = normalizeLabel(label);
      if (!byLabel.has(key)) byLabel.set(key, node.type === 'footnoteDefinition' ? `[${label}]:` : `[${label}]: #`);
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  for (const block of iterateBlocks(md)) {
    if (block.text.includes(']:') && checkComplexity(block.text).ok) visit(markdownParser.parse(block.text));
  }
  return byLabel;
}

/**
 * The definitions one block refers to, as a Markdown tail appended to the block's parse, so `[text][ref]` and
 * `[^1]` resolve exactly as in the whole document. Only labels that appear in brackets in the block are added,
 * so a document with thousands of footnotes does not make every block parse all of them.
 */
function tailFor(block: string, defs: Definitions): string {
  if (defs.size === 0 || !block.includes('[')) return '';
  let tail = '';
  const added = new Set<string>();
  BRACKETED.lastIndex = 0;
  for (let m = BRACKETED.exec(block); m; m = BRACKETED.exec(block)) {
    const label = normalizeLabel(m[1]!);
    const def = defs.get(label);
    if (def !== undefined && !added.has(label)) {
      added.add(label);
      tail += `\n\n${def}\n`;
    }
    BRACKETED.lastIndex = m.index + 1; // labels can nest or overlap: [text][ref]
  }
  return tail;
}

/**
 * Where the counted text of a block is: [start, end) source offsets (relative to the block) of every text node
 * the count reads, as flat pairs. The parser-free autosave path (typedInProse) uses them to know that an edit
 * lies inside plain counted text.
 */
function textRanges(node: Nodes, out: number[]): void {
  if (node.type === 'text') {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) out.push(start, end);
    return;
  }
  if (isAutolink(node) || !('children' in node)) return;
  for (const child of node.children as Nodes[]) textRanges(child, out);
}

/** Words of one block, and where its counted text is (see textRanges). */
export function countBlockWithRanges(text: string, defs: Definitions): { words: number; ranges: number[] } {
  if (!checkComplexity(text).ok) return { words: countWordsInText(text), ranges: [] };
  const { source, from } = withHead(text, defs);
  const tree = markdownParser.parse(source);
  const ranges: number[] = [];
  for (const child of tree.children) {
    if ((child.position?.start.offset ?? 0) >= from) textRanges(child, ranges);
  }
  return { words: countTree(tree, from), ranges: ranges.map((r) => r - from) };
}

export function countBlock(text: string, defs: Definitions): number {
  // Over the parser caps: count the raw text (syntax characters are not letters, so they do not count).
  if (!checkComplexity(text).ok) return countWordsInText(text);
  const { source, from } = withHead(text, defs);
  return countTree(markdownParser.parse(source), from);
}

/** The definition itself: the whole document parsed at once (the oracle the block-wise count must equal). */
export function countWordsUnsplit(md: string): number {
  return countTree(markdownParser.parse(md));
}

/** Words in a Markdown document (no cache; see createWordCounter for the autosave path). */
export function countWords(md: string): number {
  const defs = collectDefinitions(md);
  let n = 0;
  for (const block of splitBlocks(md)) n += countBlock(block.text, defs);
  return n;
}
