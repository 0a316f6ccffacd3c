import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { splitBlocks } from './blocks';
import { checkComplexity, neutralize } from './complexity';

/** The dialect the editor previews and every export reads: CommonMark + GFM + `$`/`$$` math. */
export const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

export type TooComplex = { line: number; reason: string };

/**
 * The document with every block over the complexity caps neutralized (see complexity.ts), plus where those
 * blocks were. Offsets and line numbers of everything else are unchanged in spirit: lines are preserved.
 */
export function makeSafe(md: string): { text: string; tooComplex: TooComplex[] } {
  const tooComplex: TooComplex[] = [];
  let out = '';
  let last = 0;
  for (const block of splitBlocks(md)) {
    const verdict = checkComplexity(block.text);
    if (verdict.ok) continue;
    tooComplex.push({ line: block.line, reason: verdict.reason });
    out += md.slice(last, block.offset) + neutralize(block.text);
    last = block.offset + block.text.length;
  }
  return { text: tooComplex.length ? out + md.slice(last) : md, tooComplex };
}

/** Parses untrusted Markdown in bounded time (blocks over the caps become plain text first). */
export function parseSafe(md: string): { tree: Root; text: string; tooComplex: TooComplex[] } {
  const safe = makeSafe(md);
  return { tree: markdownParser.parse(safe.text), ...safe };
}
