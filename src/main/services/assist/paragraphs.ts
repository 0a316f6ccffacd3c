/** A block of the user's text: lines between blank lines, with its offsets in the text (UTF-16, end exclusive). */
export type Paragraph = { index: number; start: number; end: number; text: string };

/**
 * Splits text into paragraphs at blank lines (lines with only whitespace). Linear; used by the pre-call
 * guardrail, so it must stay close to a bare split in cost (bench/assist.bench.ts measures the ratio).
 */
export function splitParagraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  const blank = /\n[ \t\r\f\v\u00a0]*\n/g;
  let start = 0;
  let m: RegExpExecArray | null;
  const push = (s: number, e: number) => {
    const raw = text.slice(s, e);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    out.push({ index: out.length, start: s + lead, end: s + lead + trimmed.length, text: trimmed });
  };
  while ((m = blank.exec(text)) !== null) {
    push(start, m.index);
    start = m.index + m[0].length;
    // The closing newline of one blank run can open the next: step back so "\n\n\n" is still one break.
    blank.lastIndex = start - 1;
    start = start - 1;
  }
  push(start, text.length);
  return out;
}
