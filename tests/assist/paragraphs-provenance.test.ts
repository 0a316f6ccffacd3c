import fc from 'fast-check';
import { splitParagraphs, type Paragraph } from '../../src/main/services/assist/paragraphs';
import { applyReplacement, mapRanges } from '../../src/main/services/assist/provenance';
import type { ProvenanceRange } from '../../src/main/db/repositories/assist';

/** A line-by-line reference: a paragraph is a run of lines that are not blank (only [ \t\r\f\v\u00a0]). */
function referenceParagraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  const lines = text.split('\n');
  let offset = 0;
  let runStart = -1;
  let runEnd = -1;
  const flush = () => {
    if (runStart < 0) return;
    const raw = text.slice(runStart, runEnd);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed !== '')
      out.push({ index: out.length, start: runStart + lead, end: runStart + lead + trimmed.length, text: trimmed });
    runStart = -1;
  };
  lines.forEach((line, i) => {
    // A first or last line is never a paragraph break on its own (a break needs a newline on each side).
    const blank = /^[ \t\r\f\v\u00a0]*$/.test(line) && i > 0 && i < lines.length - 1;
    if (blank) flush();
    else {
      if (runStart < 0) runStart = offset;
      runEnd = offset + line.length;
    }
    offset += line.length + 1;
  });
  flush();
  return out;
}

describe('splitParagraphs', () => {
  test('exact paragraphs, indices and offsets', () => {
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs('one')).toEqual([{ index: 0, start: 0, end: 3, text: 'one' }]);
    expect(splitParagraphs('  one two  \nthree\n\n  four ')).toEqual([
      { index: 0, start: 2, end: 17, text: 'one two  \nthree' },
      { index: 1, start: 21, end: 25, text: 'four' },
    ]);
    // Three and four newlines are one break; so is a line of only spaces, tabs or no-break spaces.
    expect(splitParagraphs('a\n\n\nb\n\n\n\nc').map((p) => [p.start, p.text])).toEqual([
      [0, 'a'],
      [4, 'b'],
      [9, 'c'],
    ]);
    expect(splitParagraphs('a\n \t\u00a0\r\nb').map((p) => p.text)).toEqual(['a', 'b']);
    // A line with other characters (even an em space) is not blank.
    expect(splitParagraphs('a\n\u2003x\nb').map((p) => p.text)).toEqual(['a\n\u2003x\nb']);
    // Leading and trailing blank lines leave no empty paragraph.
    expect(splitParagraphs('\n\n\nonly\n\n\n')).toEqual([{ index: 0, start: 3, end: 7, text: 'only' }]);
  });

  test('property: the same paragraphs as a line-by-line reading', () => {
    const ch = fc.constantFrom('a', 'b', ' ', '\t', '\n', '\n', '\n', '\r', '\u00a0', '\u2003');
    fc.assert(
      fc.property(
        fc.array(ch, { maxLength: 40 }).map((cs) => cs.join('')),
        (text) => {
          expect(splitParagraphs(text)).toEqual(referenceParagraphs(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

const R = (start: number, end: number, id = 's1'): ProvenanceRange => ({ start, end, suggestion_id: id, model: 'm' });

describe('mapRanges', () => {
  test('an unchanged body returns the very same ranges', () => {
    const ranges = [R(2, 2), R(0, 3)];
    expect(mapRanges('abcdef', 'abcdef', ranges)).toBe(ranges);
  });

  test('an insertion: ranges before stay, after shift, across it are cut in two', () => {
    // "hello world" -> "hello big world": prefix 6, the old middle is empty, delta 4.
    const before = 'hello world';
    const after = 'hello big world';
    expect(mapRanges(before, after, [R(0, 5), R(6, 11), R(4, 8), R(0, 6)])).toEqual([
      R(0, 5),
      R(10, 15),
      R(4, 6),
      R(10, 12),
      R(0, 6),
    ]);
  });

  test('a replacement: the rewritten middle leaves every range, the rest keeps its characters', () => {
    // "the quick brown fox" -> "the slow brown fox": prefix 4 ("the "), suffix 10 (" brown fox"), old middle [4, 9).
    const before = 'the quick brown fox';
    const after = 'the slow brown fox';
    const out = mapRanges(before, after, [R(0, 4), R(4, 9), R(2, 12), R(9, 19), R(5, 7)]);
    expect(out).toEqual([R(0, 4), R(2, 4), R(8, 11), R(8, 18)]);
    expect(out.map((r) => after.slice(r.start, r.end))).toEqual(['the ', 'e ', ' br', ' brown fox']);
  });

  test('after a change, an empty range is dropped wherever it lies', () => {
    expect(mapRanges('abcdef', 'abXcdef', [R(1, 1), R(5, 5), R(2, 2)])).toEqual([]);
  });

  test('boundaries: a range ending at the prefix or starting at the old end is untouched', () => {
    // "abcXdef" -> "abcYYdef": prefix 3, suffix 3, old middle [3, 4), delta 1.
    expect(mapRanges('abcXdef', 'abcYYdef', [R(0, 3), R(4, 7), R(3, 4)])).toEqual([R(0, 3), R(5, 8)]);
    // A deletion at the end ("abcdef" -> "abc"): prefix 3, suffix 0.
    expect(mapRanges('abcdef', 'abc', [R(1, 5)])).toEqual([R(1, 3)]);
    // A deletion at the start ("abcdef" -> "def"): prefix 0, suffix 3, old middle [0, 3), delta -3.
    expect(mapRanges('abcdef', 'def', [R(1, 5)])).toEqual([R(0, 2)]);
    // Repeated letters: the prefix and suffix may not overlap ("aaa" -> "aa": prefix 2, suffix 0).
    expect(mapRanges('aaa', 'aa', [R(0, 3)])).toEqual([R(0, 2)]);
    expect(mapRanges('aa', 'aaa', [R(0, 2)])).toEqual([R(0, 2)]);
  });

  test('property: marked characters keep their text, and at most the rewritten middle is unmarked', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 20 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, text, text, text, fc.nat(), fc.nat(), (pre, mid, mid2, suf, a, b) => {
        const before = pre + mid + suf;
        const after = pre + mid2 + suf;
        const s = a % (before.length + 1);
        const e = s + (b % (before.length - s + 1));
        const out = mapRanges(before, after, e > s ? [R(s, e)] : []);
        const delta = after.length - before.length;
        let marked = 0;
        for (const r of out) {
          expect(r.end).toBeGreaterThan(r.start);
          expect(r.end).toBeLessThanOrEqual(after.length);
          marked += r.end - r.start;
          // Either an unmoved part (before the change) or a part moved by the length difference.
          const same = r.end <= e && r.start >= s && after.slice(r.start, r.end) === before.slice(r.start, r.end);
          const moved =
            r.start - delta >= s &&
            r.end - delta <= e &&
            after.slice(r.start, r.end) === before.slice(r.start - delta, r.end - delta);
          expect(same || moved).toBe(true);
        }
        expect(marked).toBeLessThanOrEqual(e - s);
        expect(marked).toBeGreaterThanOrEqual(e - s - mid.length);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('applyReplacement', () => {
  const origin = { suggestion_id: 'new', model: 'gpt' };

  test("replaces the span and records it as the suggestion's range, sorted by start", () => {
    const out = applyReplacement('hello world', [R(6, 11, 'old')], 0, 5, 'howdy there', origin);
    expect(out.body).toBe('howdy there world');
    expect(out.ranges).toEqual([
      { start: 0, end: 11, suggestion_id: 'new', model: 'gpt' },
      { start: 12, end: 17, suggestion_id: 'old', model: 'm' },
    ]);
  });

  test('ranges before stay, after shift, overlapping ones keep only their outside parts', () => {
    // Replace [4, 8) of "0123456789" with "ab": delta -2.
    const out = applyReplacement(
      '0123456789',
      [R(0, 4, 'a'), R(8, 10, 'b'), R(2, 6, 'c'), R(6, 9, 'd'), R(3, 9, 'e'), R(5, 7, 'f')],
      4,
      8,
      'ab',
      origin,
    );
    expect(out.body).toBe('0123ab89');
    expect(out.ranges).toEqual([
      R(0, 4, 'a'),
      R(2, 4, 'c'),
      R(3, 4, 'e'),
      { start: 4, end: 6, suggestion_id: 'new', model: 'gpt' },
      R(6, 8, 'b'),
      R(6, 7, 'd'),
      R(6, 7, 'e'),
    ]);
  });

  test('a range wholly before the replacement is untouched; an empty range given in is dropped', () => {
    const out = applyReplacement('0123456789', [R(0, 2, 'a'), R(3, 3, 'b')], 4, 8, 'xy', origin);
    expect(out.ranges).toEqual([R(0, 2, 'a'), { start: 4, end: 6, suggestion_id: 'new', model: 'gpt' }]);
  });

  test('deleting text records no range of the suggestion, and emptied ranges are dropped', () => {
    const out = applyReplacement('abcdef', [R(2, 4, 'x'), R(0, 2, 'y'), R(4, 6, 'z')], 2, 4, '', origin);
    expect(out).toEqual({ body: 'abef', ranges: [R(0, 2, 'y'), R(2, 4, 'z')] });
  });

  test("an insertion at a range's edge leaves that range whole", () => {
    const out = applyReplacement('abcdef', [R(0, 3, 'x'), R(3, 6, 'y')], 3, 3, 'ZZ', origin);
    expect(out.body).toBe('abcZZdef');
    expect(out.ranges).toEqual([R(0, 3, 'x'), { start: 3, end: 5, suggestion_id: 'new', model: 'gpt' }, R(5, 8, 'y')]);
  });
});
