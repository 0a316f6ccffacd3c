/**
 * Caps that keep hostile Markdown from stalling main. micromark resolves emphasis and link brackets in time
 * that grows with the square of the delimiters in one run of inline text ('*a' x 16,000 took 20 s here), and
 * recurses once per container level (8,000 nested '>' overflow the stack). A block over a cap is never given to
 * the parser: it is neutralized (every ASCII punctuation character backslash-escaped, so it parses in linear time
 * as plain text) and the preflight reports it as `too_complex`.
 *
 * The caps are far above real writing: 1,000 emphasis characters in one paragraph is 250 bold phrases; a
 * table counts per row, since each cell is parsed on its own.
 */
export const CAPS = {
  /** `*`, `_` and `~` in one paragraph (or one table row). */
  emphasisDelimiters: 1000,
  /** `[` and `]` in one paragraph (or one table row). */
  brackets: 2000,
  /** Nested containers (`>` and list markers) at the start of one line. */
  containerDepth: 16,
  /** Columns of indentation before a list marker (32 levels of 2-space nesting). */
  listIndent: 64,
} as const;

export type Complexity = { ok: true } | { ok: false; reason: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CONTAINER = /^[ \t]{0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;
const LIST_MARKER_AFTER_INDENT = /^([ \t]*)(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;

/**
 * The block's lines outside fenced code, one at a time (a generator: a caller that stops early never splits the
 * rest of a block that may be megabytes long).
 */
export function* linesOutsideFences(block: string): Generator<string> {
  let fence: string | null = null;
  for (let at = 0; at <= block.length; ) {
    let end = block.indexOf('\n', at);
    if (end === -1) end = block.length;
    const line = block.slice(at, end);
    at = end + 1;
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (f) {
      fence = f[1]!;
      continue;
    }
    yield line;
  }
}

function indentWidth(s: string): number {
  let w = 0;
  for (const c of s) w += c === '\t' ? 4 - (w % 4) : 1;
  return w;
}

/** Checks one block (see blocks.ts) against CAPS. Lines inside fenced code are not counted. */
export function checkComplexity(block: string): Complexity {
  let emphasis = 0;
  let brackets = 0;
  for (const line of linesOutsideFences(block)) {
    let rest = line;
    let depth = 0;
    for (let m = CONTAINER.exec(rest); m && m[0].length > 0; m = CONTAINER.exec(rest)) {
      depth++;
      rest = rest.slice(m[0].length);
      if (depth > CAPS.containerDepth) {
        return { ok: false, reason: `more than ${CAPS.containerDepth} nested quotes or lists on one line` };
      }
    }
    const marker = LIST_MARKER_AFTER_INDENT.exec(line);
    if (marker && indentWidth(marker[1]!) > CAPS.listIndent) {
      return { ok: false, reason: `a list nested deeper than ${CAPS.listIndent} columns of indentation` };
    }
    // A table row is parsed cell by cell, so its delimiters do not add up with the rows around it.
    if (/^\s*\|/.test(line)) {
      emphasis = 0;
      brackets = 0;
    }
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c === 42 || c === 95 || c === 126) emphasis++;
      else if (c === 91 || c === 93) brackets++;
    }
    if (emphasis > CAPS.emphasisDelimiters) {
      return { ok: false, reason: `more than ${CAPS.emphasisDelimiters} emphasis markers (*, _, ~) in one paragraph` };
    }
    if (brackets > CAPS.brackets) {
      return { ok: false, reason: `more than ${CAPS.brackets} square brackets in one paragraph` };
    }
  }
  return { ok: true };
}

/**
 * Backslash-escapes every ASCII punctuation character and drops leading indentation: the block then parses, in
 * linear time, as one paragraph of its own text. The number of lines is unchanged, so line numbers still hold.
 */
export function neutralize(block: string): string {
  return block.replace(/^[ \t]+/gm, '').replace(/[!-/:-@[-`{-~]/g, '\\$&');
}
