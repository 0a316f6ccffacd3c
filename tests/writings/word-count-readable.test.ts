import { countWords, countWordsUnsplit, createWordCounter } from '../../src/main/services/writings/word-count';

/** Which text of a parsed block is read, and where words are separated. */
describe('word count: the readable text of a block', () => {
  it.each([
    // An autolink is a link whose only child is text equal to its URL (with an optional scheme added).
    ['a link whose text is its https URL without the scheme is an address', '[example.com](https://example.com)', 0],
    ['... and with http', '[example.com](http://example.com)', 0],
    ['... and an e-mail with mailto', '[me@example.org](mailto:me@example.org)', 0],
    ['another scheme is not an autolink: the text counts', '[example.com](ftp://example.com)', 1],
    ['a link whose text merely starts like its URL counts', '[x.org**b**](http://x.org)', 1],
    ['a link whose only child is emphasis counts', '[*word*](http://undefined)', 1],
    ['two children: neither alone is the whole link text', '[example.com *x*](https://example.com)', 2],
    // Skipped inline nodes stand for a space: the words on either side stay apart.
    ['inline code separates the words around it', 'foo`x`bar', 2],
    ['inline math separates the words around it', 'foo $x$ bar and a$y$b', 5],
    ['an inline image separates the words around it', 'foo![alt](i.png)bar', 2],
    ['an autolink separates the words around it', 'see<https://x.org>now', 2],
    // Paragraphs inside containers are separate: their last and first words do not join.
    ['two paragraphs in one quote', '> a\n>\n> b', 2],
    ['two paragraphs in one list item', '- a\n\n  b', 2],
    ['two paragraphs in one footnote', 'x[^1]\n\n[^1]: a\n\n    b', 3],
    ['table cells of one row', '| a | b |\n|---|---|\n| c | d |', 4],
  ])('%s', (_name, md, expected) => {
    expect(countWordsUnsplit(md)).toBe(expected);
    expect(countWords(md)).toBe(expected);
  });
});

describe('word count: a block over the parser caps', () => {
  it('is counted as raw text, syntax and all (code and URLs count there)', () => {
    // 1001 emphasis markers: over the cap, so the block is not parsed.
    const md = 'Words `code here` ' + '* '.repeat(1001);
    const counter = createWordCounter();
    expect(countWords(md)).toBe(3);
    expect(counter.count('p', md)).toBe(3);
  });
});
