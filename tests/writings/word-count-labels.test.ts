import { countWords, countWordsUnsplit, createWordCounter } from '../../src/main/services/writings/word-count';

/**
 * Each block is parsed with only the definitions it names placed ahead of it, so the block-wise count finds a
 * block's labels the way micromark matches them; the whole-document parse (countWordsUnsplit) is the oracle.
 */
describe('word count: reference and footnote labels match as in micromark', () => {
  it.each([
    // Regression: labels were lower-cased only; micromark folds case with toLowerCase().toUpperCase().
    ['"ss" matches a definition labelled "ß"', '[x][ss]\n\n[ß]: /u', 1],
    ['a reference written "ẞ" matches a definition labelled "ss"', '[x][ẞ]\n\n[ss]: /u', 1],
    ['"ſ" (long s) matches a definition labelled "s"', '[x][ſ]\n\n[s]: /u', 1],
    // Regression: a line break ended the bracket scan, so a label over two lines never found its definition.
    ['a label broken over two lines matches its one-line definition', '[x][foo\nbar]\n\n[foo bar]: /u', 1],
    ['a label with spaces at its ends matches the trimmed definition', '[x][ foo ]\n\n[foo]: /u', 1],
    ['"ss" matches a definition labelled with the capital sharp s "ẞ"', '[x][ss]\n\n[ẞ]: /u', 1],
    // Regression: definitions were keyed by mdast's label, which has its escapes decoded.
    ['a label with an escaped character', '[x][a\\*b]\n\n[a\\*b]: /u', 1],
    ['a label with a backslash before a space', '[x][a\\ b]\n\n[a\\ b]: /u', 1],
    ['labels that differ only by a space are different', '[x][foobar]\n\n[foo bar]: /1\n\n[foobar]: /2', 1],
    ['case and runs of spaces do not matter', '[x][FOO  bar]\n\n[foo bar]: /u', 1],
    ['each reference finds its own definition', '[a][r2] and [b][r1]\n\n[r1]: /1\n\n[r2]: /2', 3],
    ['a footnote label is matched without case', 'Note[^N] here\n\n[^n]: body words', 4],
    ['an undefined reference is literal text', '[x][nope]\n\n[r]: /1', 2],
    ['a `[r]:` line continuing a paragraph is text, not a definition', '[x][r]\n\nSome text\n[r]: /1', 6],
    ['a definition inside a quote defines the label everywhere', '[x][r]\n\n> [r]: /1', 1],
  ])('%s', (_name, md, expected) => {
    expect(countWordsUnsplit(md)).toBe(expected);
    expect(countWords(md)).toBe(expected);
    expect(createWordCounter().count('p', md)).toBe(expected);
  });

  it('the first of two definitions of one label is the one used (a later one is not a second tail entry)', () => {
    const md = '[x][r] and [y][R]\n\n[r]: /1\n\n[R]: /2';
    expect(countWords(md)).toBe(countWordsUnsplit(md));
    expect(countWords(md)).toBe(3);
  });
});
