/**
 * The writings preview's rendering, in Node on the same code the preview worker runs
 * (src/renderer/src/features/writings/preview/incremental.ts), against a bare unified parse + render of the same
 * 100 KB document measured in the same run (remark-parse + remark-gfm + remark-math + remark-rehype +
 * rehype-stringify: no sanitizing, no KaTeX, no caps).
 * 1. A cold render (empty cache: opening the piece): every block parsed, rendered, sanitized, math through KaTeX.
 *    Goal <= 1.3x.
 * 2. A re-render after one keystroke in the middle (warm cache): what typing costs. Expected far below 1x.
 * 3. The same after adding a footnote reference near the top (every later reference is renumbered).
 */
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { createIncrementalRenderer } from '../src/renderer/src/features/writings/preview/incremental';
import { measure, report, sized } from './harness';

/** A realistic document: headings, prose with emphasis and links, lists, code, a table, footnotes, math. */
function document(size: number): string {
  let doc = '';
  for (let i = 0; doc.length < size; i++) {
    doc +=
      `## Section ${i}\n\nLinear probes find **more** structure than we expect, and *sometimes* less; see ` +
      `[the paper](https://arxiv.org/abs/2310.${i}) and the note.[^n${i}] The loss is $x_${i}^2$. ` +
      'More prose follows here so that a paragraph is a paragraph. '.repeat(4) +
      `\n\n- item one\n- item two with \`code\`\n\n| a | b |\n|---|---|\n| ${i} | x |\n\n` +
      '```python\nprint("hello")\n```\n\n' +
      `[^n${i}]: Source ${i}.\n\n`;
  }
  return doc;
}

async function main(): Promise<void> {
  const doc = document(sized(100_000, 2_000));
  const bare = unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(remarkRehype).use(rehypeStringify);
  const baseline = await measure(() => bare.stringify(bare.runSync(bare.parse(doc))), 7, 2);

  const cold = await measure(() => createIncrementalRenderer().render(doc), 7, 2);
  report('preview cold render 100 KB (blocks, sanitize, KaTeX) vs bare unified parse+render', cold, baseline, {
    max: 1.3,
  });

  const renderer = createIncrementalRenderer();
  renderer.render(doc);
  const middle = doc.indexOf('More prose', doc.length / 2);
  let k = 0;
  const keystroke = await measure(() => renderer.render(`${doc.slice(0, middle)}w${k++} ${doc.slice(middle)}`), 30, 3);
  report('preview re-render after one keystroke, 100 KB vs bare unified parse+render', keystroke, baseline, {
    max: 1.3,
  });

  const top = doc.indexOf('the note.') + 'the note.'.length;
  let j = 0;
  const renumber = await measure(
    () => renderer.render(`${doc.slice(0, top)} Also[^n${(j++ % 50) + 100}].${doc.slice(top)}`),
    10,
    2,
  );
  report('preview re-render after a new footnote reference at the top (renumbering), 100 KB', renumber, baseline);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
