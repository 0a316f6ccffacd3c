import fc from 'fast-check';
import { splitBlocks } from '../../src/main/services/writings/markdown/blocks';
import { CAPS, checkComplexity, neutralize } from '../../src/main/services/writings/markdown/complexity';
import { markdownParser, makeSafe, parseSafe } from '../../src/main/services/writings/markdown/parse';

describe('splitBlocks', () => {
  it('splits at blank lines followed by a column-0 line', () => {
    const md = 'one\ntwo\n\n# three\n\n\nfour';
    expect(splitBlocks(md)).toEqual([
      { text: 'one\ntwo', offset: 0, line: 1 },
      { text: '# three', offset: 9, line: 4 },
      { text: 'four', offset: 19, line: 7 },
    ]);
  });

  it('never splits inside fenced code, $$ math or an HTML comment, nor before an indented continuation', () => {
    for (const md of [
      '```\na\n\nb\n```',
      '~~~~\na\n\n```\n\nb\n~~~~',
      '$$\na\n\nb\n$$',
      '<!--\na\n\nb\n-->',
      '- item\n\n  continued',
      '[^1]: note\n\n    more of the note',
    ]) {
      expect(splitBlocks(md)).toHaveLength(1);
    }
  });

  it('blocks are in order, disjoint, slice the document exactly, and leave out only whitespace', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-c `~$\-\n>]{0,200}$/), (md) => {
        const blocks = splitBlocks(md);
        let at = 0;
        for (const b of blocks) {
          expect(b.offset).toBeGreaterThanOrEqual(at);
          expect(md.slice(at, b.offset).trim()).toBe('');
          expect(md.slice(b.offset, b.offset + b.text.length)).toBe(b.text);
          expect(b.line).toBe(md.slice(0, b.offset).split('\n').length);
          at = b.offset + b.text.length;
        }
        expect(md.slice(at).trim()).toBe('');
      }),
      { numRuns: 500 },
    );
  });
});

describe('complexity caps (hostile Markdown never reaches the parser unbounded)', () => {
  it.each([
    ['emphasis runs', '*a'.repeat(300_000)],
    ['underscores', '_a'.repeat(30_000)],
    ['brackets', '['.repeat(20_000)],
    ['link openers', '[a]('.repeat(10_000)],
    ['nested quotes', '>'.repeat(20_000) + ' x'],
    ['nested quotes with spaces', '> '.repeat(1_000) + 'x'],
    ['deeply indented lists', Array.from({ length: 3_000 }, (_, k) => ' '.repeat(k * 2) + '- x').join('\n')],
  ])('%s: flagged, neutralized, and parsed as plain text', (_name, md) => {
    const safe = makeSafe(md);
    expect(safe.tooComplex).toHaveLength(1);
    expect(safe.tooComplex[0]!.line).toBe(1);
    const { tree } = parseSafe(md);
    // Flat: one paragraph of text (the hostile structure is gone).
    expect(tree.children.every((c) => c.type === 'paragraph')).toBe(true);
  });

  it('leaves ordinary writing alone, including code with many stars', () => {
    const code = '```python\n' + 'f(**kwargs)\n'.repeat(2_000) + '```';
    expect(checkComplexity(code)).toEqual({ ok: true });
    expect(checkComplexity('**bold** '.repeat(CAPS.emphasisDelimiters / 4))).toEqual({ ok: true });
    const table = '| a | b |\n|---|---|\n' + '| **x** | [l](https://e.com) |\n'.repeat(1_000);
    expect(checkComplexity(table)).toEqual({ ok: true });
    expect(makeSafe('# Title\n\nSome *text*.').tooComplex).toEqual([]);
  });

  it('flags only the block over the cap and keeps the line numbers of the rest', () => {
    const md = 'intro\n\n' + '*a'.repeat(2_000) + '\n\n<details>x</details>';
    const { tree, tooComplex } = parseSafe(md);
    expect(tooComplex.map((t) => t.line)).toEqual([3]);
    expect(tree.children.at(-1)).toMatchObject({ type: 'html', position: { start: { line: 5 } } });
  });

  it('neutralize keeps the line count and leaves no Markdown syntax', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const n = neutralize(s);
        expect(n.split('\n')).toHaveLength(s.split('\n').length);
        const types = new Set<string>();
        const visit = (node: { type: string; children?: unknown[] }) => {
          types.add(node.type);
          for (const c of node.children ?? []) visit(c as { type: string; children?: unknown[] });
        };
        visit(markdownParser.parse(n));
        for (const t of types) expect(['root', 'paragraph', 'text', 'break']).toContain(t);
      }),
    );
  });
});
