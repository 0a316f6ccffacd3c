import type { ExportResult, PreflightItem } from './types';
import { forumMarkdown, isForum } from './forum';

/** A body range that came from an applied assist suggestion and was not rewritten since (services/assist). */
export type LlmRange = { start: number; end: number; model: string };

/** Remnants shorter than this (non-space characters) count as rewritten: a word or two left from a suggestion. */
const MIN_REMNANT = 12;

/** Offset of the start of the line holding `pos`, and of the newline ending it (or the body's end). */
const lineStart = (body: string, pos: number) => body.lastIndexOf('\n', pos - 1) + 1;
const lineEnd = (body: string, pos: number) => {
  const nl = body.indexOf('\n', pos);
  return nl === -1 ? body.length : nl;
};

const isBlankLine = (body: string, pos: number) => body.slice(lineStart(body, pos), lineEnd(body, pos)).trim() === '';

/**
 * The range without the blank lines at its ends: a paragraph break it took along (a whole paragraph selected with
 * its newlines) must not widen it into the user's own paragraph beyond. The ranges given here hold text (see the
 * filter in wrapLlmOutput), so both loops stop inside the range.
 */
function withoutBlankLines(body: string, r: LlmRange): LlmRange {
  let { start, end } = r;
  while (isBlankLine(body, start)) start = lineEnd(body, start) + 1;
  while (isBlankLine(body, end - 1)) end = lineStart(body, end - 1);
  return { ...r, start, end };
}

const modelLabel = (m: string) => m.replace(/["\\\r\n]/g, '').trim() || 'unknown';

/**
 * Wraps the paragraphs that hold text from applied suggestions in LessWrong's LLM content block, as that site's
 * policy asks for LLM-revised text: `%%% llm-output model="<model>"` ... `%%% /llm-output`. The block is
 * block-level, so a range is widened to the paragraphs (blank-line separated) it touches; overlapping or
 * adjacent blocks merge (models joined). Answers the wrapped body and each block's first and last body line.
 */
export function wrapLlmOutput(body: string, ranges: LlmRange[]): { body: string; blocks: Array<{ line: number; endLine: number; model: string }> } {
  const spans: Array<{ start: number; end: number; models: string[] }> = [];
  const sorted = ranges
    .filter((r) => r.end <= body.length && r.start < r.end && body.slice(r.start, r.end).replace(/\s/g, '').length >= MIN_REMNANT)
    .map((r) => withoutBlankLines(body, r))
    .sort((a, b) => a.start - b.start);
  for (const r of sorted) {
    // Widen to paragraph boundaries: back to the line after a blank line, forward to the line before one.
    let start = lineStart(body, r.start);
    while (start > 0) {
      const prev = lineStart(body, start - 1);
      if (body.slice(prev, start - 1).trim() === '') break;
      start = prev;
    }
    let end = lineEnd(body, r.end - 1);
    while (end < body.length) {
      const next = lineEnd(body, end + 1);
      if (body.slice(end + 1, next).trim() === '') break;
      end = next;
    }
    while (start < r.start && /\s/.test(body[start]!)) start += 1;
    while (end > start && /\s/.test(body[end - 1]!)) end -= 1;
    const last = spans[spans.length - 1];
    if (last && start <= last.end + 2) {
      last.end = Math.max(last.end, end);
      if (!last.models.includes(r.model)) last.models.push(r.model);
    } else spans.push({ start, end, models: [r.model] });
  }
  let out = '';
  let at = 0;
  const blocks: Array<{ line: number; endLine: number; model: string }> = [];
  const lineOf = (offset: number) => body.slice(0, offset).split('\n').length;
  for (const s of spans) {
    const model = s.models.map(modelLabel).join(', ');
    out += `${body.slice(at, s.start)}%%% llm-output model="${model}"\n${body.slice(s.start, s.end)}\n%%% /llm-output`;
    at = s.end;
    blocks.push({ line: lineOf(s.start), endLine: lineOf(s.end), model });
  }
  return { body: out + body.slice(at), blocks };
}

/**
 * The forum export with applied-suggestion text wrapped (one call from the export path). Other venues are
 * answered unchanged: the llm-output block is LessWrong's/the Alignment Forum's convention.
 */
export function withLlmOutput(
  result: ExportResult,
  piece: { body_md: string; epistemic_status: string | null },
  ranges: LlmRange[],
): ExportResult {
  if (!isForum(result.venue) || ranges.length === 0) return result;
  const { body, blocks } = wrapLlmOutput(piece.body_md, ranges);
  if (blocks.length === 0) return result;
  const items: PreflightItem[] = blocks.map((b) => ({
    line: b.line,
    rule: 'llm_output',
    message: `Lines ${b.line}-${b.endLine} hold text from an applied suggestion (model ${b.model}) that you have not rewritten; the export wraps them in an llm-output block, as the forum's policy asks for LLM-revised text. Rewrite them in your own words to drop the block.`,
  }));
  return {
    ...result,
    markdown: forumMarkdown(body, piece.epistemic_status),
    preflight: [...result.preflight, ...items].sort((a, b) => a.line - b.line),
  };
}
