import type { Root as MdastRoot } from 'mdast';

/** A line that can open a construct running across blank lines: a code or math fence, an HTML block. */
export const OPENER = /^ {0,3}(?:`{3}|~{3}|\$\$|<)/m;
const CLOSE_FENCE = /^ {0,3}(`{3,}|~{3,}|\${2,})[ \t]*$/;
const HTML_ENDS: [RegExp, RegExp][] = [
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<!\[CDATA\[/, /\]\]>/],
  [/^<![A-Za-z]/, />/],
  [/^<(script|pre|style|textarea)\b/i, /<\/(script|pre|style|textarea)>/i],
];

/**
 * True when the block's last node is a fence, `$$` math or an HTML block of types 1-5 that the block ends before
 * closing: in the whole document it would run on into the next block. The shared splitter tracks these too, but
 * cannot see that a `$$` inside an HTML block (or after one) is not an opener; the parser can.
 */
export function runsOn(text: string, tree: MdastRoot): boolean {
  const last = tree.children[tree.children.length - 1];
  if (!last?.position || last.position.end.offset === undefined || last.position.start.offset === undefined) return false;
  const source = text.slice(last.position.start.offset, last.position.end.offset).replace(/^ {0,3}/, '');
  if (last.type === 'code' || last.type === 'math') {
    const open = /^(`{3,}|~{3,}|\${2,})/.exec(source);
    if (!open) return false; // indented code
    const lines = source.split('\n');
    const close = lines.length > 1 ? CLOSE_FENCE.exec(lines[lines.length - 1]!) : null;
    return !(close && close[1]![0] === open[1]![0] && close[1]!.length >= open[1]!.length);
  }
  if (last.type === 'html') {
    for (const [start, end] of HTML_ENDS) if (start.test(source)) return !end.test(source.slice(1));
  }
  return false;
}
