import fc from 'fast-check';
import { checkComplexity, neutralize } from '../../src/main/services/writings/markdown/complexity';
import { makeSafe, parseSafe } from '../../src/main/services/writings/markdown/parse';

/** makeSafe's exact text: only the blocks over the caps change, everything between them is kept byte for byte. */
const HOSTILE = '*a'.repeat(1_100);
const reason = (block: string) => {
  const verdict = checkComplexity(block);
  if (verdict.ok) throw new Error('expected a block over the caps');
  return verdict.reason;
};

describe('makeSafe', () => {
  it('neutralizes each hostile block in place and keeps the text around and between them', () => {
    const md = `Intro.\n\n${HOSTILE}\n\nMiddle.\n\n${HOSTILE}\n\nEnd.\n`;
    expect(makeSafe(md)).toEqual({
      text: `Intro.\n\n${neutralize(HOSTILE)}\n\nMiddle.\n\n${neutralize(HOSTILE)}\n\nEnd.\n`,
      tooComplex: [
        { line: 3, reason: reason(HOSTILE) },
        { line: 7, reason: reason(HOSTILE) },
      ],
    });
  });

  it('parseSafe parses the safe text and answers it with the blocks it changed', () => {
    const md = `${HOSTILE}\n\n# Title`;
    const safe = parseSafe(md);
    expect(safe.text).toBe(`${neutralize(HOSTILE)}\n\n# Title`);
    expect(safe.tooComplex).toEqual([{ line: 1, reason: reason(HOSTILE) }]);
    expect(safe.tree.children.map((c) => c.type)).toEqual(['paragraph', 'heading']);
  });

  it('property: ordinary text is answered as it is; a hostile block keeps the line count', () => {
    const ordinary = fc.stringMatching(/^[a-z #*\n-]{0,200}$/);
    fc.assert(
      fc.property(ordinary, ordinary, (before, after) => {
        expect(makeSafe(before)).toEqual({ text: before, tooComplex: [] });
        const md = `${before}\n\n${HOSTILE}\n\n${after}`;
        expect(makeSafe(md).text.split('\n')).toHaveLength(md.split('\n').length);
      }),
    );
  });
});
