import fc from 'fast-check';
import { footnotesToEndnotes } from '../../src/main/services/writings/export/endnotes';
import { markdownParser } from '../../src/main/services/writings/markdown/parse';

/** The newsletter's endnote pass on exactly the text it parsed (as newsletterExport calls it). */
const endnotes = (md: string) => footnotesToEndnotes(md, markdownParser.parse(md));
const notes = (...lines: string[]) => `---\n\n**Notes**\n\n${lines.join('\n')}\n`;

describe('footnotes to endnotes: exact output', () => {
  it('a body without footnotes is answered unchanged (no Notes heading)', () => {
    expect(endnotes('Plain text.\n\n[ref]: https://x.org\n')).toBe('Plain text.\n\n[ref]: https://x.org\n');
    // A [^label] with no definition is not a footnote in GFM: left as typed.
    expect(endnotes('x[^nope] y')).toBe('x[^nope] y');
  });

  it('escapes the markers when a reference definition is labelled with a number (else [1] would be a link)', () => {
    expect(endnotes('See [1] and x[^a].\n\n[^a]: note\n\n[1]: https://x.org')).toBe(
      `See [1] and x\\[1].\n\n[1]: https://x.org\n\n${notes('1. note')}`,
    );
    expect(endnotes('x[^a].\n\n[^a]: note\n\n[12]: https://x.org')).toBe(
      `x\\[1].\n\n[12]: https://x.org\n\n${notes('1. note')}`,
    );
  });

  it.each(['ref', 'a1', '1a'])('does not escape for a definition labelled %j (not all digits)', (label) => {
    expect(endnotes(`x[^a].\n\n[^a]: note\n\n[${label}]: https://x.org`)).toBe(
      `x[1].\n\n[${label}]: https://x.org\n\n${notes('1. note')}`,
    );
  });

  it('cuts a definition with its CRLF line ends', () => {
    expect(endnotes('x[^a]\r\n\r\n[^a]: n\r\n\r\nafter')).toBe(`x[1]\r\n\r\nafter\n\n${notes('1. n')}`);
  });

  it('a note that cites another note gets its number too (regression: it kept the raw [^b])', () => {
    expect(endnotes('x[^a] y[^b]\n\n[^a]: see[^b] and[^b]\n[^b]: bee')).toBe(
      `x[1] y[2]\n\n${notes('1. see[2] and[2]', '2. bee')}`,
    );
    // Cited only from inside a note: numbered after the body's references, like any unreferenced note.
    expect(endnotes('x[^a]\n\n[^a]: see[^b]\n\n[^b]: bee\n  more')).toBe(
      `x[1]\n\n${notes('1. see[2]', '2. bee\n   more')}`,
    );
  });

  it('a definition above its reference', () => {
    expect(endnotes('[^a]: first\n\nx[^a]')).toBe(`x[1]\n\n${notes('1. first')}`);
  });

  it('an empty definition gives an empty note', () => {
    expect(endnotes('x[^e]\n\n[^e]:\n')).toBe(`x[1]\n\n${notes('1. ')}`);
  });

  it('a repeated reference gets the same number; only the first definition of a label counts, every copy is cut', () => {
    // Regression: the second definition stayed in the body as raw "[^a]: dup".
    expect(endnotes('x[^a][^a]\n\n[^a]: n\n[^a]: dup')).toBe(`x[1][1]\n\n${notes('1. n')}`);
  });

  it('continuation lines lose up to four spaces of indent and are indented under the number', () => {
    expect(endnotes('x[^a]\n\n[^a]: one\n  two\n     three\n\n  four\n')).toBe(
      `x[1]\n\n  four\n\n${notes('1. one\n   two\n    three')}`,
    );
  });

  it.each([
    ['***', true],
    ['___', true],
    ['- - -', true],
    ['   ***', true],
    ['**', false],
    ['zzz', false],
  ])('a piece ending in %j already has its rule: %s', (ending, hasRule) => {
    expect(endnotes(`x[^a]\n\n[^a]: n\n\n${ending}`)).toBe(
      `x[1]\n\n${ending}\n\n${hasRule ? '' : '---\n\n'}**Notes**\n\n1. n\n`,
    );
  });

  it('a heading underlined with dashes is not a rule (regression: the Notes came with no rule)', () => {
    expect(endnotes('x[^a]\n\nTitle\n---\n\n[^a]: n')).toBe(`x[1]\n\nTitle\n---\n\n${notes('1. n')}`);
    expect(endnotes('x[^a]\n\nTitle\n===\n\n[^a]: n')).toBe(`x[1]\n\nTitle\n===\n\n${notes('1. n')}`);
  });

  it('a piece that is only a footnote definition gets its rule and Notes', () => {
    expect(endnotes('[^a]: only')).toBe(`\n\n${notes('1. only')}`);
  });

  it('a rule on the first line counts; one in the middle does not', () => {
    expect(endnotes('[^a]: only\n\n***')).toBe('***\n\n**Notes**\n\n1. only\n');
    expect(endnotes('x[^a]\n\n---\n\n[^a]: n\n\nb')).toBe(`x[1]\n\n---\n\nb\n\n${notes('1. n')}`);
  });
});

describe('footnotes to endnotes: properties', () => {
  const label = fc.constantFrom('a', 'b', 'c', 'note', 'x1');
  const word = fc.stringMatching(/^[a-z]{1,8}$/);

  it('every reference becomes a number in order of first reference, and every definition becomes one note', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(word, label), { minLength: 1, maxLength: 8 }),
        fc.uniqueArray(label, { minLength: 1 }),
        (refs, defined) => {
          const body = refs.map(([w, l]) => `${w}[^${l}]`).join(' ');
          const defs = defined.map((l) => `[^${l}]: text of ${l}`).join('\n');
          const out = endnotes(`${body}\n\n${defs}\n`);
          const order = [...new Set(refs.map(([, l]) => l).filter((l) => defined.includes(l)))];
          for (const l of defined) if (!order.includes(l)) order.push(l);
          const expectedBody = refs
            .map(([w, l]) => (defined.includes(l) ? `${w}[${order.indexOf(l) + 1}]` : `${w}[^${l}]`))
            .join(' ');
          expect(out).toBe(`${expectedBody}\n\n${notes(...order.map((l, i) => `${i + 1}. text of ${l}`))}`);
        },
      ),
    );
  });
});
