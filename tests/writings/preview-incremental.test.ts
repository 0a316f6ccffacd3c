import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { createIncrementalRenderer, joinedHtml } from '../../src/renderer/src/features/writings/preview/incremental';
import { previewBlocks } from '../../src/renderer/src/features/writings/preview/preview-blocks';
import { renderWholeDocument } from '../../src/renderer/src/features/writings/preview/preview-pipeline';

/** Block fragments that exercise what crosses block boundaries: definitions, footnotes, loose lists, fences. */
const FRAGMENTS = [
  'A paragraph with **bold**, *emphasis*, ~~strike~~ and `code`.',
  'A [reference link][r1] and a [shortcut] and [another][R1].',
  'A note[^a] and another[^b] and the first again[^a].',
  'Math inline $x_1^2 + \\frac{a}{b}$ and $5 and $10 in prose.',
  '[r1]: https://example.com/one "One"',
  '[shortcut]: ./local.png',
  '[^a]: The first note, with $\\alpha$ and a [link][r1].',
  '[^b]: The second note,\n    continued on an indented line.',
  '[^c]: A note nobody cites.',
  '- item one\n- item two',
  '- loose item',
  '1. first\n2. second',
  '3. third, after a blank',
  '- [x] done\n- [ ] open\n  - nested',
  '| a | b |\n|---|--:|\n| 1 | $x$ |',
  '```python\ndef f():\n\n    return 1\n```',
  '~~~\nunclosed-looking ``` inside\n\n~~~',
  '$$\n\\hat\\theta = \\arg\\min_\\theta L\n\n\\sum_i x_i\n$$',
  '$$ x $$ on one line',
  '> A quote with a note[^b].\n> Second line.',
  '# Heading with [^a]',
  'Setext\n---',
  '<details>\n<summary>Raw</summary>\n\nHidden <b>text</b>\n</details>',
  '<!-- a comment\n\nacross a blank line -->',
  '    indented code',
  '  continued paragraph, indented',
  '---',
  'Vec<Option<T>> and <script>alert(1)</script> and [x](javascript:alert(1))',
  'https://www.lesswrong.com autolink and www.example.com',
  '[^a]: A duplicate definition of a.',
  '[r1]: https://example.com/duplicate',
];
const SEPARATORS = ['\n\n', '\n', '\n\n\n', '\n \n'];

const fragment = fc.constantFrom(...FRAGMENTS);
const documentArb = fc
  .array(fc.tuple(fragment, fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.map(([f, sep]) => f + sep).join(''));

function expectSameAsWhole(md: string, html: string): void {
  expect(html).toBe(renderWholeDocument(md).html);
}

describe('writings preview: block-incremental rendering', () => {
  it('equals the whole-document render on random documents built from block fragments', () => {
    fc.assert(
      fc.property(documentArb, (md) => {
        expectSameAsWhole(md, joinedHtml(createIncrementalRenderer().render(md)));
      }),
      { numRuns: 150 },
    );
  });

  it('after an edit, reusing the previous blocks, still equals the whole-document render', () => {
    fc.assert(
      fc.property(
        documentArb,
        fc.nat(),
        fc.constantFrom('x', ' more words', '\n\n', '[^a]', '\n\n- new item', '$y$', '\n\n[^b]: Changed note.', ''),
        fc.nat({ max: 20 }),
        (md, at, insert, remove) => {
          const renderer = createIncrementalRenderer();
          renderer.render(md);
          const cut = at % (md.length + 1);
          const edited = md.slice(0, cut) + insert + md.slice(Math.min(md.length, cut + (insert ? 0 : remove)));
          expectSameAsWhole(edited, joinedHtml(renderer.render(edited)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('renders the export fixture (every GFM feature, footnotes, math, raw HTML) the same block-wise', () => {
    const md = fs.readFileSync(path.join(__dirname, '../fixtures/writings/full.md'), 'utf8');
    const html = joinedHtml(createIncrementalRenderer().render(md));
    expectSameAsWhole(md, html);
    expect(html).toContain('class="katex-display"');
    expect(html).toContain('data-footnotes');
  });

  it('re-renders only the changed block: the other blocks keep their ids', () => {
    const md = 'First paragraph.\n\nSecond paragraph.\n\nThird paragraph.';
    const renderer = createIncrementalRenderer();
    const before = renderer.render(md);
    const after = renderer.render(md.replace('Second', 'Changed'));
    if (before.kind !== 'rendered' || after.kind !== 'rendered') throw new Error('expected rendered');
    expect(after.blocks[0]!.id).toBe(before.blocks[0]!.id);
    expect(after.blocks[1]!.id).not.toBe(before.blocks[1]!.id);
    expect(after.blocks[2]!.id).toBe(before.blocks[2]!.id);
  });

  it('renumbers footnotes in later blocks when a reference is added above them', () => {
    const md = 'See[^b].\n\nThen[^a].\n\n[^a]: A.\n\n[^b]: B.';
    const renderer = createIncrementalRenderer();
    renderer.render(md);
    const edited = 'Now[^a] first.\n\n' + md;
    const html = joinedHtml(renderer.render(edited));
    expectSameAsWhole(edited, html);
    expect(html).toMatch(/fnref-b"[^>]*>2</);
  });

  it('renders the whole document when a definition sits in a block left open at the end (found by the edit property)', () => {
    // The splitter reads `$$`...`$$` as closed, but the first `$$` is inside the HTML block that `</details>`
    // opens, so the last `$$` opens math that runs to the end, and the definition of [^b] is in that open block.
    // Borrowed as the first block's head, it swallowed the first block.
    const md =
      'A note[^a] and another[^b] and the first again[^a].\n\n<details>\n<summary>Raw</summary>\n\n\n' +
      '[^b]: Changed note.\nHidden <b>text</b>\n</details>\n$$\n\\hat\\theta = \\arg\\min_\\theta L\n\n\\sum_i x_i\n$$\n\n' +
      'A paragraph with **bold**, *emphasis*, ~~strike~~ and `code`.\n\n';
    const html = joinedHtml(createIncrementalRenderer().render(md));
    expectSameAsWhole(md, html);
    expect(html).toContain('id="user-content-fnref-b"');
  });

  it('keeps a loose list one list (blank lines between items)', () => {
    expect(previewBlocks('- a\n\n- b\n\nText').map((b) => b.text)).toEqual(['- a\n\n- b', 'Text']);
    const html = joinedHtml(createIncrementalRenderer().render('- a\n\n- b'));
    expect(html.match(/<ul>/g)).toHaveLength(1);
    expect(html).toContain('<p>a</p>');
  });

  it('shows a block over the parser caps as escaped text and counts it', () => {
    const hostile = '*a'.repeat(2_000);
    const r = createIncrementalRenderer().render(`Fine.\n\n${hostile}\n\nAlso fine.`);
    if (r.kind !== 'rendered') throw new Error('expected rendered');
    expect(r.typed).toBe(1);
    expect(r.limits).toEqual(['more than 1000 emphasis markers (*, _, ~) in one paragraph']);
    expect(joinedHtml(r)).not.toContain('<em>');
    expect(joinedHtml(r)).toContain('<p>Also fine.</p>');
  });

  it('refuses documents over the size cap and over the element cap', () => {
    expect(createIncrementalRenderer().render('x'.repeat(2_000_001))).toEqual({ kind: 'plain', reason: 'too_long' });
    const bullets = Array.from({ length: 600 }, (_, i) => `- [${i}](https://e.com)\n`).join('');
    const blocks = Array.from({ length: 40 }, () => bullets).join('\nParagraph between.\n\n');
    expect(createIncrementalRenderer().render(blocks)).toEqual({ kind: 'plain', reason: 'too_many_elements' });
  });
});
