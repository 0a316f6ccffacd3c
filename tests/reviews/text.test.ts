import fc from 'fast-check';
import {
  CUT_MARK,
  FIELD_MAX,
  capField,
  hasVisibleText,
  normalise,
  oneLine,
  sentences,
} from '../../src/main/services/reviews/text';

describe('review text helpers', () => {
  test('hasVisibleText: whitespace and format characters are not visible', () => {
    expect([null, undefined, '', ' \n\t', '\u200b\u200d\ufeff', '\u00a0\u2003', '\u00ad']).toEqual(
      [null, undefined, '', ' \n\t', '\u200b\u200d\ufeff', '\u00a0\u2003', '\u00ad'].filter((t) => !hasVisibleText(t)),
    );
    expect(hasVisibleText('\u200b x')).toBe(true);
    expect(hasVisibleText('.')).toBe(true);
  });

  test('normalise: format characters gone, curly quotes straight, whitespace collapsed, trimmed, lower case', () => {
    expect(normalise('  \u200bHello\u00a0\n  \u201CWorld\u201D \u2018x\u2019 \u201By\u201F  ')).toBe(
      'hello "world" \'x\' \'y"',
    );
    expect(normalise('A\u200dB')).toBe('ab');
  });

  test('capField: at most max characters, cut at a word boundary in the last third, marked', () => {
    expect(CUT_MARK).toBe(' … [cut]');
    expect(FIELD_MAX).toBe(600);
    const twenty = 'aaaa bbbb cccc dddd ';
    expect(capField(twenty, 20)).toBe(twenty);
    // room = 20 - 8 = 12: "aaaa bbbb cc" has its last space at 9 (> 12 * 0.66): whole words kept.
    expect(capField(`${twenty}e`, 20)).toBe('aaaa bbbb … [cut]');
    // A last space at 8 is still in the last third; at 7 it is not, so the word is cut hard.
    expect(capField('aaaaaaaa bbbbbbbbbbbbbbb', 20)).toBe('aaaaaaaa … [cut]');
    expect(capField('aaaaaaa bbbbbbbbbbbbbbbb', 20)).toBe('aaaaaaa bbbb … [cut]');
    // Spaces before the cut are trimmed.
    expect(capField('aaaaaaaa   bbbbbbbbbbbbb', 20)).toBe('aaaaaaaa … [cut]');
    expect(capField('x'.repeat(30), 20)).toBe(`${'x'.repeat(12)} … [cut]`);
    // Exactly two thirds (room 100, last space at 66) is not enough to keep whole words.
    const twoThirds = `${'a'.repeat(66)} ${'b'.repeat(60)}`;
    expect(capField(twoThirds, 108)).toBe(`${twoThirds.slice(0, 100)}${CUT_MARK}`);
    expect(capField(`${'a'.repeat(67)} ${'b'.repeat(60)}`, 108)).toBe(`${'a'.repeat(67)}${CUT_MARK}`);
    // The default is FIELD_MAX.
    expect(capField('y'.repeat(600))).toBe('y'.repeat(600));
    expect(capField('y'.repeat(601))).toBe(`${'y'.repeat(592)}${CUT_MARK}`);
  });

  test('property: capField never exceeds max and keeps a prefix of the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 10, max: 60 }), (text, max) => {
        const out = capField(text, max);
        const cut = text.length > max;
        expect(out.length).toBeLessThanOrEqual(cut ? max : text.length);
        // Uncut text comes back as is; cut text is a prefix of it and the mark.
        expect(cut ? out.endsWith(CUT_MARK) && text.startsWith(out.slice(0, -CUT_MARK.length)) : out === text).toBe(
          true,
        );
      }),
    );
  });

  test('oneLine: whitespace collapsed, cut with an ellipsis to at most max', () => {
    expect(oneLine('  a \n\t b  ', 10)).toBe('a b');
    expect(oneLine('abcde', 5)).toBe('abcde');
    expect(oneLine('abcdef', 5)).toBe('abcd…');
    expect(oneLine('abc defgh', 5)).toBe('abc…');
  });

  test('sentences: split after . ! ? before a capital, digit, code or quote; "0.5" and "e.g. x" stay whole', () => {
    expect(
      sentences(
        'It works. Then it broke! Why? 3 tests ran. `x` is set. "Quoted" next. (Aside) here. *Bold* there. _u_ end.',
      ),
    ).toEqual([
      'It works.',
      'Then it broke!',
      'Why?',
      '3 tests ran.',
      '`x` is set.',
      '"Quoted" next.',
      '(Aside) here.',
      '*Bold* there.',
      '_u_ end.',
    ]);
    // No split before a lower-case word or other punctuation, nor after a closing quote.
    expect(sentences('One. two. [Three]. "Four." Five')).toEqual(['One. two. [Three].', '"Four." Five']);
    expect(sentences("A 0.5 ratio, e.g. this one. 'Single' too.")).toEqual([
      'A 0.5 ratio, e.g. this one.',
      "'Single' too.",
    ]);
    expect(sentences('One.   \n  Two.\u200b \u200b')).toEqual(['One.', 'Two.\u200b \u200b']);
    expect(sentences('One. \u200b\u200b. Two.')).toEqual(['One. \u200b\u200b.', 'Two.']);
    expect(sentences('One. Two. \u200b')).toEqual(['One.', 'Two. \u200b']);
    expect(sentences('One. \u200b')).toEqual(['One. \u200b']);
    expect(sentences('  ')).toEqual([]);
    expect(sentences('  One. Two.  ')).toEqual(['One.', 'Two.']);
    expect(sentences('\u200b\ufeff')).toEqual([]);
  });
});
