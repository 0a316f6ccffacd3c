import fc from 'fast-check';
import type { Code, Root } from 'mdast';
import { HOSTILE_DOCUMENTS } from '../support/hostile-markdown-documents';
import { createIncrementalRenderer, joinedHtml, type PreviewRender } from '../../src/renderer/src/features/writings/preview/incremental';
import {
  asTypedFence,
  estimatedElements,
  typedPartHtml,
  typedReason,
} from '../../src/renderer/src/features/writings/preview/preview-guards';
import { previewParser } from '../../src/renderer/src/features/writings/preview/preview-pipeline';

/**
 * The writings preview on hostile Markdown (the documents the export and word count are tested with): every part
 * over a limit is shown as typed without reaching the parser, and the preview says which limit. Before, such a part
 * was escaped and parsed anyway, which took 6-30 s per shape in Node ('*a' x 300,000: 25 s; a 30,000-row table:
 * over a minute), so in the app the worker was stopped at its 0.7 s budget on every keystroke and the whole piece
 * shown as plain text.
 */

/** How many times the preview's parser runs while `run` runs. */
function parsesDuring<T>(run: () => T): { value: T; parses: number } {
  const original = previewParser.parse;
  let parses = 0;
  previewParser.parse = (...args: Parameters<typeof original>) => {
    parses++;
    return original.apply(previewParser, args);
  };
  try {
    return { value: run(), parses };
  } finally {
    Reflect.deleteProperty(previewParser, 'parse');
  }
}

const LIMIT = /more than [\d,]+ |deeper than \d+ columns/;

describe.each(Object.keys(HOSTILE_DOCUMENTS))('the preview of hostile Markdown: %s', (name) => {
  const doc = HOSTILE_DOCUMENTS[name]!;

  it('shows the parts over a limit as typed, names the limit, and never parses them', () => {
    const { value, parses } = parsesDuring(() => createIncrementalRenderer().render(doc));
    if (value.kind !== 'rendered') throw new Error(`expected a render, got ${JSON.stringify(value)}`);
    expect(parses).toBe(0);
    expect(value.typed).toBeGreaterThan(0);
    expect(value.limits.length).toBeGreaterThan(0);
    for (const limit of value.limits) expect(limit).toMatch(LIMIT);
    // What is shown is the text as typed, escaped, at most the shown part's length.
    expect(joinedHtml(value)).toMatch(/^<pre class="markdown-plain">/);
    expect(joinedHtml(value)).not.toMatch(/<(em|strong|li|blockquote|table|a) /);
  });
});

describe('the preview guards', () => {
  it('counts list items, quoted lines and table cells outside fences', () => {
    expect(estimatedElements('- a\n- b\n  > c\n\nplain')).toBe(3);
    expect(estimatedElements('| a | b |\n|---|---|\n| 1 | 2 |')).toBe(9);
    expect(estimatedElements('```\n- a\n| b |\n```\n- c')).toBe(1);
    expect(typedReason(`| a |\n|---|\n${'| x |\n'.repeat(5_000)}`)).toMatch(/more than 10,000 list items, table cells/);
    expect(typedReason('Just *a* paragraph.')).toBeNull();
  });

  it('shows a long typed part in part and says how much is left out', () => {
    const html = typedPartHtml(`<b>${'x'.repeat(30_000)}`);
    expect(html.startsWith('<pre class="markdown-plain">&lt;b&gt;')).toBe(true);
    expect(html).toContain('The remaining 10,003 characters of this part are not shown here');
  });

  it('a typed fence parses to one code block holding the text exactly, whatever backticks it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('`', '~', 'a', ' ', '\n', '*', '>', '-', '$', '<', '|') }), (text) => {
        const tree = previewParser.parse(asTypedFence(text)) as Root;
        expect(tree.children).toHaveLength(1);
        expect((tree.children[0] as Code).value).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('the whole-document render (a label defined twice) shows a hostile part as code without parsing it as Markdown', () => {
    const md = `[r]: https://a.example\n\n[r]: https://b.example\n\nSee [r].\n\n${'*a'.repeat(50_000)}`;
    const { value, parses } = parsesDuring(() => createIncrementalRenderer().render(md));
    expect(parses).toBeLessThanOrEqual(3); // the two definition blocks, then the whole document once
    expect(value).toMatchObject({ kind: 'rendered', typed: 1 });
    const html = joinedHtml(value);
    expect(html).toContain('<pre><code>*a*a');
    expect(html).toContain('href="https://a.example"');
  });
});

describe('a render with a deadline', () => {
  const doc = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} with **bold** and a note.[^n${i}]\n\n[^n${i}]: Note ${i}.`).join(
    '\n\n',
  );

  it('answers partial when the deadline has passed, moves on every round, and ends equal to a render in one go', () => {
    const renderer = createIncrementalRenderer();
    let result: PreviewRender;
    let rounds = 0;
    let lastDone = -1;
    for (;;) {
      // A deadline already past: each round does one block of work, then answers.
      result = renderer.render(doc, { deadline: performance.now() - 1 });
      rounds++;
      if (result.kind !== 'partial') break;
      expect(result.done).toBeGreaterThanOrEqual(lastDone);
      expect(result.done).toBeLessThan(result.total);
      lastDone = result.done;
    }
    expect(rounds).toBeGreaterThan(10);
    expect(result.kind).toBe('rendered');
    expect(joinedHtml(result)).toBe(joinedHtml(createIncrementalRenderer().render(doc)));
  });

  it('with a deadline far off, an edit re-parses only the edited block', () => {
    const renderer = createIncrementalRenderer();
    const first = renderer.render(doc, { deadline: performance.now() + 60_000 });
    expect(first.kind).toBe('rendered');
    const edited = doc.replace('Paragraph 30 ', 'Paragraph thirty ');
    const { parses } = parsesDuring(() => renderer.render(edited, { deadline: performance.now() + 60_000 }));
    expect(parses).toBe(1);
  });
});
