import fc from 'fast-check';
import { MAX_NESTING } from '../../src/renderer/src/components/markdown-limits';
import { capNesting } from '../../src/renderer/src/components/markdown-nesting';

const markers = (line: string) =>
  /^(?:\s*(?:>|[-+*]|\d+[.)])(?:\s|$))*/.exec(line)![0].match(/(?:>|[-+*]|\d+[.)])(?=\s|$)/g)?.length ?? 0;

describe('capNesting', () => {
  it('leaves documents within the cap unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('> ', '- ', '1. ', '* ', 'text', '  '), { maxLength: MAX_NESTING }),
        (parts) => {
          const line = parts.join('');
          expect(capNesting(line)).toEqual({ text: line, capped: false });
        },
      ),
    );
  });

  it('never leaves more than MAX_NESTING live markers on a line, and keeps every character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('>', '> ', '- ', '+ ', '12. ', '3) ', ' ', '\t'), { maxLength: 200 }),
        fc.string(),
        (parts, tail) => {
          const line = parts.join('') + tail;
          const { text } = capNesting(line);
          expect(markers(text)).toBeLessThanOrEqual(MAX_NESTING);
          // Only backslashes are added (and indentation clamped), so the visible text is the same.
          expect(text.replace(/\\/g, '').replace(/\s/g, '')).toBe(line.replace(/\\/g, '').replace(/\s/g, ''));
          expect(capNesting(text).text).toBe(text);
        },
      ),
    );
  });

  it('clamps deep indentation', () => {
    const { text, capped } = capNesting(' '.repeat(5000) + '- a');
    expect(capped).toBe(true);
    expect(text).toBe(' '.repeat(MAX_NESTING * 4) + '- a');
  });
});
