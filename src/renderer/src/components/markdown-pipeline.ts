import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { FOOTNOTE_TO_HAST_OPTIONS, rehypeLinkFootnoteAnchors } from '@shared/markdown/footnote-anchors';
import type { Root } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { capNesting } from './markdown-nesting';
import {
  MAX_INLINE_MARKS_PER_PARAGRAPH,
  MAX_RENDERED_ELEMENTS,
  MAX_SOURCE_CHARS,
  SYNC_MAX_EMPHASIS_MARKS,
  SYNC_MAX_SOURCE_CHARS,
} from './markdown-limits';

/**
 * Raw HTML is never rendered. Instead of dropping it (which turned `Vec<Option<T>>` into `Vec<Option>`: `<T>`
 * parses as a tag), it becomes text, so whatever looks like a tag is shown as typed and is inert.
 */
function htmlAsText() {
  const visit = (node: MdastNodes): void => {
    if (!('children' in node)) return;
    const blockParent = node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem';
    node.children = node.children.map((child) => {
      if (child.type !== 'html') {
        visit(child);
        return child;
      }
      const text = { type: 'text' as const, value: child.value };
      return (blockParent ? { type: 'paragraph', children: [text] } : text) as unknown as typeof child;
    });
  };
  return (tree: MdastRoot) => visit(tree);
}

// Footnote ids are prefixed once, by the sanitizer, and the footnote links follow (footnote-anchors.ts).
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(htmlAsText)
  .use(remarkRehype, FOOTNOTE_TO_HAST_OPTIONS)
  .use(rehypeSanitize)
  .use(rehypeLinkFootnoteAnchors);

/** Positions are not needed to render and would double what the worker sends back. */
function dropPositions(node: { position?: unknown; children?: unknown[] }): void {
  delete node.position;
  if (node.children) for (const child of node.children) dropPositions(child as typeof node);
}

export type PlainReason =
  'too_long' | 'too_slow' | 'failed' | 'too_many_marks' | 'dense_paragraph' | 'too_many_elements';

/** Counts element nodes, stopping as soon as the count passes `limit` (so the walk itself stays bounded). */
function countElements(node: { type?: string; children?: unknown[] }, limit: number, seen = { n: 0 }): number {
  if (node.type === 'element') seen.n++;
  if (node.children) {
    for (const child of node.children) {
      if (seen.n > limit) break;
      countElements(child as typeof node, limit, seen);
    }
  }
  return seen.n;
}

export type MarkdownOutcome =
  { kind: 'rendered'; hast: Root; nesting_capped: boolean } | { kind: 'plain'; reason: PlainReason };

/** Markdown to a sanitized hast tree; nesting capped first. Throws on what the parser cannot handle. */
export function markdownToHast(source: string): { hast: Root; nesting_capped: boolean } {
  const { text, capped } = capNesting(source);
  const hast = processor.runSync(processor.parse(text)) as Root;
  dropPositions(hast as never);
  return { hast, nesting_capped: capped };
}

/**
 * The most inline-token characters in one paragraph (text between blank lines), in one linear pass. Fenced
 * and indented code are counted too: a false alarm there only costs formatting, never content.
 */
export function densestParagraph(source: string): number {
  let most = 0;
  let count = 0;
  let lineHasText = false;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x0a) {
      if (!lineHasText) count = 0; // a blank line ends the paragraph
      lineHasText = false;
      continue;
    }
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) lineHasText = true;
    // * _ \ & [ ] < ` ~
    if (
      c === 0x2a ||
      c === 0x5f ||
      c === 0x5c ||
      c === 0x26 ||
      c === 0x5b ||
      c === 0x5d ||
      c === 0x3c ||
      c === 0x60 ||
      c === 0x7e
    ) {
      count++;
      if (count > most) most = count;
    }
  }
  return most;
}

/** The whole render as the worker runs it: size caps, nesting cap, parse, and any failure as plain text. */
export function renderMarkdown(source: string): MarkdownOutcome {
  if (source.length > MAX_SOURCE_CHARS) return { kind: 'plain', reason: 'too_long' };
  if (densestParagraph(source) > MAX_INLINE_MARKS_PER_PARAGRAPH) return { kind: 'plain', reason: 'dense_paragraph' };
  try {
    const rendered = markdownToHast(source);
    if (countElements(rendered.hast, MAX_RENDERED_ELEMENTS) > MAX_RENDERED_ELEMENTS) {
      return { kind: 'plain', reason: 'too_many_elements' };
    }
    return { kind: 'rendered', ...rendered };
  } catch {
    // A stack overflow on absurdly deep inline nesting, for instance: show the text rather than nothing.
    return { kind: 'plain', reason: 'failed' };
  }
}

function emphasisMarks(source: string): number {
  let count = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x2a || c === 0x5f) count++;
  }
  return count;
}

/** The render on the page's own thread (no worker): only bounded inputs, since nothing can interrupt it. */
export function renderMarkdownSync(source: string): MarkdownOutcome {
  if (source.length > SYNC_MAX_SOURCE_CHARS) return { kind: 'plain', reason: 'too_long' };
  if (emphasisMarks(source) > SYNC_MAX_EMPHASIS_MARKS) return { kind: 'plain', reason: 'too_many_marks' };
  return renderMarkdown(source);
}
