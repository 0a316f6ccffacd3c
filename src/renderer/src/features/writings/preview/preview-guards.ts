import { escapeHtml } from '@shared/escape-html';
import { checkComplexity, linesOutsideFences } from '@shared/markdown/complexity';
import { PREVIEW_MAX_BLOCK_ELEMENTS, PREVIEW_TYPED_PART_CHARS } from './preview-limits';

/**
 * What keeps one block of the preview from reaching the parser when parsing it would take seconds: the parser
 * caps (src/shared/markdown/complexity.ts: emphasis and bracket runs, nesting depth, list indentation), and an
 * estimate of the elements it would lay out. A block over either is shown as typed, unparsed, in time linear in
 * its length ('*a' x 300,000 took 25 s to parse even escaped; a 30,000-row table over a minute).
 */

/** A line that opens a list item or a quote (each one element at least), after any indentation. */
const ITEM = /^[ \t]*(?:>|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))/;

/**
 * List items, quoted lines and table cells (a `|` each), outside fenced code: a floor on the block's elements.
 * Counting stops past `stopAfter` (the answer is then only "more than that").
 */
export function estimatedElements(block: string, stopAfter = Infinity): number {
  let n = 0;
  for (const line of linesOutsideFences(block)) {
    if (ITEM.test(line)) n++;
    for (let i = line.indexOf('|'); i !== -1; i = line.indexOf('|', i + 1)) n++;
    if (n > stopAfter) return n;
  }
  return n;
}

export const TOO_MANY_ELEMENTS = `more than ${PREVIEW_MAX_BLOCK_ELEMENTS.toLocaleString('en')} list items, table cells, formulas or other elements in one part`;

/** Why `block` is shown as typed instead of parsed (a limit, named), or null when it may be parsed. */
export function typedReason(block: string): string | null {
  const complexity = checkComplexity(block);
  if (!complexity.ok) return complexity.reason;
  return estimatedElements(block, PREVIEW_MAX_BLOCK_ELEMENTS) > PREVIEW_MAX_BLOCK_ELEMENTS ? TOO_MANY_ELEMENTS : null;
}

/**
 * A block shown as typed: its text escaped in a plain <pre> (the preview's own markup, nothing parsed). A very long
 * one shows its start and says how much is left out (laying out hundreds of KB of text takes the page seconds).
 */
export function typedPartHtml(block: string): string {
  if (block.length <= PREVIEW_TYPED_PART_CHARS) return `<pre class="markdown-plain">${escapeHtml(block)}</pre>`;
  const rest = (block.length - PREVIEW_TYPED_PART_CHARS).toLocaleString('en');
  return (
    `<pre class="markdown-plain">${escapeHtml(block.slice(0, PREVIEW_TYPED_PART_CHARS))}</pre>` +
    `<p class="markdown-note">The remaining ${rest} characters of this part are not shown here; they are in the editor.</p>`
  );
}

/**
 * A block given to the parser as a fenced code block (for the whole-document render): a fence longer than any run
 * of backticks in it, so nothing inside can close it. Parsed in linear time and shown as typed.
 */
export function asTypedFence(block: string): string {
  let longest = 0;
  for (const run of block.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}\n${block}\n${fence}`;
}
