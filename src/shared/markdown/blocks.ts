/**
 * Splits Markdown into top-level blocks at blank lines, cheaply and without a parser, so that
 * (1) the word count can cache per block and re-parse only what changed on an autosave, and
 * (2) each block can be checked against the complexity caps before it ever reaches micromark.
 *
 * A split happens at a run of blank lines that is outside a fenced code block (``` or ~~~), a `$$` math
 * block and an HTML comment / <script> / <pre> / <style> block, and whose next line starts in column 0
 * (an indented line after a blank line can continue a list item or an indented code block, so we keep it
 * with the block above). Splitting can therefore only separate things a Markdown parser would also treat as
 * separate top-level blocks, except that one loose list may become several lists (same words, same text).
 */
export type Block = {
  /** The block's text, without the blank lines that follow it. */
  text: string;
  /** Offset of the block's first character in the document. */
  offset: number;
  /** 1-based line of the block's first character in the document. */
  line: number;
};

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MATH_FENCE = /^ {0,3}(\$\${1,})/;
// HTML blocks of CommonMark types 1-5 run until their end marker, across blank lines.
const HTML_OPEN = /^ {0,3}<(!--|\?|!\[CDATA\[|![A-Za-z]|script\b|pre\b|style\b|textarea\b)/i;
const HTML_CLOSE: Record<string, RegExp> = {
  '!--': /-->/,
  '?': /\?>/,
  '![cdata[': /\]\]>/,
  script: /<\/script>/i,
  pre: /<\/pre>/i,
  style: /<\/style>/i,
  textarea: /<\/textarea>/i,
};

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

export function splitBlocks(md: string): Block[] {
  return [...iterateBlocks(md)];
}

/**
 * The blocks of `md` from `from` on, lazily. `from` must be a block start of `md` (or 0) and `fromLine` its line:
 * every block starts outside fences with a clean state, so splitting can resume there (the word counter re-splits
 * only from the edit on and stops once it is back in step with the previous version).
 */
export function* iterateBlocks(md: string, from = 0, fromLine = 1): Generator<Block> {
  let blockStart = -1; // offset of the current block's first line, -1 when between blocks
  let blockLine = 0;
  let blockEnd = 0; // offset just past the current block's last non-blank line
  let fence: { char: string; len: number } | null = null;
  let math = 0; // length of the open $$ fence, 0 outside math
  let htmlClose: RegExp | null = null;
  let pendingBlank = false; // saw a blank line (outside any fence) since the block's last line

  let pos = from;
  let lineNo = fromLine;
  while (pos <= md.length) {
    let nl = md.indexOf('\n', pos);
    if (nl === -1) nl = md.length;
    const line = md.slice(pos, nl);
    const inside = fence !== null || math > 0 || htmlClose !== null;
    if (!inside && isBlank(line)) {
      if (blockStart !== -1) pendingBlank = true;
    } else {
      const first = line.charCodeAt(0);
      const startsBlock = blockStart === -1 || (pendingBlank && first !== 32 && first !== 9);
      if (startsBlock && blockStart !== -1) {
        yield { text: md.slice(blockStart, blockEnd), offset: blockStart, line: blockLine };
      }
      if (startsBlock) {
        blockStart = pos;
        blockLine = lineNo;
      }
      pendingBlank = false;
      blockEnd = nl;
      if (fence) {
        const m = FENCE.exec(line);
        if (m && m[1]![0] === fence.char && m[1]!.length >= fence.len && line.slice(m[0].length).trim() === '') {
          fence = null;
        }
      } else if (math) {
        // Closed by a line of at least as many $ as opened it, and nothing else.
        const m = MATH_FENCE.exec(line);
        if (m && m[1]!.length >= math && line.slice(m[0].length).trim() === '') math = 0;
      } else if (htmlClose) {
        if (htmlClose.test(line)) htmlClose = null;
      } else {
        const f = FENCE.exec(line);
        if (f) fence = { char: f[1]![0]!, len: f[1]!.length };
        else if (MATH_FENCE.test(line)) {
          const m = MATH_FENCE.exec(line)!;
          // `$$ x $$` on one line is inline math in a paragraph, not an open block.
          if (!line.slice(m[0].length).includes('$')) math = m[1]!.length;
        }
        else {
          const h = HTML_OPEN.exec(line);
          if (h) {
            const key = h[1]!.toLowerCase();
            const close = HTML_CLOSE[key] ?? />/; // <!DOCTYPE ...> and other declarations end at '>'
            if (!close.test(line.slice(h[0].length))) htmlClose = close;
          }
        }
      }
    }
    pos = nl + 1;
    lineNo++;
  }
  if (blockStart !== -1) yield { text: md.slice(blockStart, blockEnd), offset: blockStart, line: blockLine };
}
