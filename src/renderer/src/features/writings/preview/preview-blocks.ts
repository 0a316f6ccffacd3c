import { iterateBlocks, type Block } from '@shared/markdown/blocks';

const LIST_START = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;
const LIST_LINE = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/m;
const ENDS_INDENTED = /(?:^|\n)(?: {4}|\t)[^\n]*$/;

/**
 * Top-level blocks for the preview: the shared splitter's blocks (blank lines outside fences, `$$` math and HTML
 * blocks, never before an indented line), except that a block starting with a list item is joined to the block
 * before it when that one has a list item: `- a` blank `- b` is ONE loose list (rendered with paragraphs), not two
 * tight ones. Joining adjacent blocks is always exact (it is a slice of the document between two true block
 * boundaries); it only costs re-rendering a bigger block. A block ending in an indented line (indented code) is
 * joined with the next one too: micromark then reads `3. x` after the blank line as a paragraph, not a list.
 */
export function previewBlocks(md: string): Block[] {
  const out: Block[] = [];
  for (const b of iterateBlocks(md)) {
    const prev = out[out.length - 1];
    if (prev && ((LIST_START.test(b.text) && LIST_LINE.test(prev.text)) || ENDS_INDENTED.test(prev.text))) {
      prev.text = md.slice(prev.offset, b.offset + b.text.length);
      continue;
    }
    out.push({ ...b });
  }
  return out;
}

/** True when a block begins with a list item (it would continue a list just above it). */
export function startsWithListItem(text: string): boolean {
  return LIST_START.test(text);
}
