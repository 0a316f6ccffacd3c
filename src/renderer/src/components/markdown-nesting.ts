import { MAX_INDENT_COLUMNS, MAX_NESTING } from './markdown-limits';

/** One container marker at the start of what is left of a line: `>`, a bullet, or an ordered-list number. */
const MARKER = /^ {0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;

function capLine(line: string): { line: string; capped: boolean } {
  let capped = false;
  // Indentation nests list items (and a deep one costs a recursion per level): clamp it.
  let width = 0;
  let cut = 0;
  while (cut < line.length && (line[cut] === ' ' || line[cut] === '\t')) {
    width += line[cut] === '\t' ? 4 - (width % 4) : 1;
    cut++;
  }
  if (width > MAX_INDENT_COLUMNS) {
    line = ' '.repeat(MAX_INDENT_COLUMNS) + line.slice(cut);
    capped = true;
    cut = MAX_INDENT_COLUMNS;
  }
  // Markers on one line (`> > - 1. text`) each open a level. Past the cap, the run of further markers is
  // put in a code span: shown as typed, and one token (backslash escapes would cost a token each, and
  // micromark's cost grows faster than linearly in tokens per paragraph).
  let rest = line.slice(cut);
  let out = line.slice(0, cut);
  for (let depth = 0; ; depth++) {
    const match = MARKER.exec(rest);
    if (!match) break;
    if (depth >= MAX_NESTING) {
      let excess = '';
      for (let m = MARKER.exec(rest); m; m = MARKER.exec(rest)) {
        excess += m[0];
        rest = rest.slice(m[0].length);
      }
      out += '`' + excess.trimEnd() + '` ';
      capped = true;
      break;
    }
    out += match[0];
    rest = rest.slice(match[0].length);
  }
  return { line: out + rest, capped };
}

/**
 * Caps how deep block quotes and lists can nest, before the parser sees the text: markers past
 * MAX_NESTING on a line are shown as code text and indentation is clamped. Linear in the input.
 * Documents that stay within the cap come back unchanged.
 */
export function capNesting(source: string): { text: string; capped: boolean } {
  let capped = false;
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // Fast path: most lines start with a letter.
    const first = line.charCodeAt(0);
    if (line.length === 0 || first > 0x3e) continue;
    const result = capLine(line);
    if (result.capped) {
      lines[i] = result.line;
      capped = true;
    }
  }
  return { text: capped ? lines.join('\n') : source, capped };
}
