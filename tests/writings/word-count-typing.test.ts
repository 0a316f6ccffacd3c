import { countWordsUnsplit, createWordCounter } from '../../src/main/services/writings/word-count';
import { parsesDuring } from './parse-count';

const DOC = [
  'Some **bold** words and more text here.',
  'Second block with *emph* and words.',
  '- item one two\n- item three four',
  'A [link](https://x.org) and then words.',
  'Last block of\nplain words.',
].join('\n\n');

/** Replaces the first `from` after the first `after` (so edits can aim inside one text run). */
const edit = (md: string, after: string, from: string, to: string): string => {
  const at = md.indexOf(from, md.indexOf(after));
  return md.slice(0, at) + to + md.slice(at + from.length);
};

describe('word counter: typing in prose without the parser', () => {
  it('a run of typing across blocks and text runs stays exact and never parses', () => {
    // Each edit shifts the offsets of later blocks and the later text runs of its block: the next edit must
    // still find its run.
    const steps: Array<[after: string, from: string, to: string]> = [
      ['Some', 'words', 'worxds'],
      ['Some', 'more text', 'more new text'],
      ['Some', 'here', 'he re'],
      ['Second', 'block with', 'blockwith'],
      ['Second', 'and words', 'and two words'],
      ['item three', 'three', 'thr ee'],
      ['item one', 'one two', 'one and two'],
      ['Last', 'words', 'wo rds'],
      ['Some', 'bold', 'bo ld'],
      ['Some', 'worxds', 'words'],
      // A long insertion in one run moves the runs after it: the next edit near the end of the last run must
      // still be found inside it.
      ['Some', 'bo ld', 'bo lxxxxxxxxxxxxxxxxxxxxd'],
      ['Some', 'he re', 'hXe re'],
      // A line holding a link elsewhere: only the token around the edit decides.
      ['A [link]', 'then', 'thXen'],
      // One character before a line break inside a paragraph.
      ['Last', 'of\n', 'oXf\n'],
    ];
    const counter = createWordCounter();
    let md = DOC;
    counter.count('p', md);
    for (const [after, from, to] of steps) {
      md = edit(md, after, from, to);
      let words = -1;
      expect([from, parsesDuring(() => (words = counter.count('p', md)))]).toEqual([from, 0]);
      expect(words).toBe(countWordsUnsplit(md));
    }
    // A structural edit after the typing finds its block by the shifted offsets: it re-parses only the block
    // before it and its own.
    md = edit(md, 'Last', 'Last', '# Last');
    let words = -1;
    expect(parsesDuring(() => (words = counter.count('p', md)))).toBe(2);
    expect(words).toBe(countWordsUnsplit(md));
  });

  it.each([
    ['inside a code span', 'Words `abc def ghi` end', 'def', 'd ef'],
    ['inside image alt text', 'Words ![alt words here](i.png) end', 'words here', 'wo rds here'],
    ['inside an indented code block', 'Words\n\n    code words here\n\nEnd', 'words here', 'wo rds here'],
    ['inside a fenced code block', 'Words\n\n```\ncode words here\n```\n\nEnd', 'words here', 'wo rds here'],
    ['inside inline math', 'Words $x abc y$ end', 'abc', 'a bc'],
    ['inside a link destination', 'Words [link](http://x.org/abc) end', 'abc', 'a bc'],
    ['inside a bare URL', 'Words https://example.org/abc end', 'abc', 'a bc'],
    ['inside raw HTML', 'Words <span title="abc def">x</span> end', 'abc', 'a bc'],
    ['in a line that may be a definition', 'Words\n\n[n]: thnote text', 'thnote text', 'thnotetext'],
    ['in the first token of a line', 'Words here\n\n1x. an item', '1x', '1'],
    ['next to a delimiter', 'Words foo**bar** end', 'bar', 'bar x'],
    ['right after a punctuation mark', 'Words 3 * 4 end', '* 4', '*x 4'],
    ['at the end of a line inside a paragraph', 'Words foo\nbar end', 'foo', 'fooz'],
    ['at the very start of a text run', 'Words\n\n- item here', 'item', 'xitem'],
    ['at the very end of a text run', 'Words\n\n# Title #', 'Title #', 'Titlex #'],
    // The token around the edit, on either side of it, decides whether an entity or autolink can change.
    ['inside an entity (the & before the edit)', 'Fish &amp; chips here', 'amp', 'amXp'],
    ['that makes a URL an autolink (the :// after the edit)', 'See xhttps://example.org now', 'xhttps', 'https'],
    ['that makes www. an autolink (only the new token has it)', 'See wwXw.example.com now', 'wwXw', 'www'],
    ['that makes a list marker of an indented first token', 'Words\n\n   12 3. an item', '12 3.', '123.'],
    ['that makes a list marker (the space after the first token)', 'Words\n\n12 3. an item', '12 3.', '123.'],
  ])('an edit %s goes through the parser and stays exact', (_name, before, from, to) => {
    const counter = createWordCounter();
    counter.count('p', 'Intro words.\n\n' + before);
    const after = 'Intro words.\n\n' + edit(before, '', from, to);
    let words = -1;
    expect(parsesDuring(() => (words = counter.count('p', after)))).toBeGreaterThan(0);
    expect(words).toBe(countWordsUnsplit(after));
  });

  it('an edit at the very start or end of the body goes through the parser', () => {
    const counter = createWordCounter();
    counter.count('p', 'alpha beta');
    expect(parsesDuring(() => expect(counter.count('p', 'xalpha beta')).toBe(2))).toBe(1);
    expect(parsesDuring(() => expect(counter.count('p', 'xalpha betay')).toBe(2))).toBe(1);
  });

  it('typing in the leading blank lines, before the first block, goes through the parser', () => {
    const counter = createWordCounter();
    counter.count('p', '   \n\nalpha beta');
    expect(counter.count('p', ' x  \n\nalpha beta')).toBe(3);
  });

  it('typing inside the first word of the body goes through the parser', () => {
    const counter = createWordCounter();
    counter.count('p', 'alpha beta');
    expect(parsesDuring(() => expect(counter.count('p', 'alXpha beta')).toBe(2))).toBe(1);
  });

  it('deleting the end of the body is counted (the new body is a prefix of the old)', () => {
    const counter = createWordCounter();
    counter.count('p', 'alpha beta');
    expect(counter.count('p', 'alpha')).toBe(1);
  });

  it('a one-letter last word joined or split by the edit counts (the last line has no line break)', () => {
    const counter = createWordCounter();
    counter.count('p', 'Intro.\n\nalpha w x');
    expect(parsesDuring(() => expect(counter.count('p', 'Intro.\n\nalpha wx')).toBe(3))).toBe(0);
    expect(parsesDuring(() => expect(counter.count('p', 'Intro.\n\nalpha w x')).toBe(4))).toBe(0);
  });

  it('typing in a block that uses a definition (parsed with a head) stays on the fast path', () => {
    const counter = createWordCounter();
    const md = 'See [a][r] and more words here.\n\n[r]: /u';
    counter.count('p', md);
    expect(parsesDuring(() => expect(counter.count('p', md.replace('words', 'wo rds'))).toBe(7))).toBe(0);
  });

  it('exactly 200 typed or deleted characters stay on the fast path', () => {
    const counter = createWordCounter();
    const typed = 'w '.repeat(100);
    counter.count('p', 'Intro.\n\nalpha beta');
    expect(parsesDuring(() => expect(counter.count('p', `Intro.\n\nalpha ${typed}beta`)).toBe(103))).toBe(0);
    expect(parsesDuring(() => expect(counter.count('p', 'Intro.\n\nalpha beta')).toBe(3))).toBe(0);
  });

  it('a long typed insertion (over 200 characters) goes through the parser', () => {
    const counter = createWordCounter();
    counter.count('p', 'alpha beta');
    const long = 'alpha ' + 'w '.repeat(150) + 'beta';
    expect(parsesDuring(() => expect(counter.count('p', long)).toBe(152))).toBe(1);
    expect(parsesDuring(() => expect(counter.count('p', 'alpha beta')).toBe(2))).toBe(1);
  });
});
