import { countWordsUnsplit, createWordCounter } from '../../src/main/services/writings/word-count';
import { parsesDuring } from './parse-count';

describe('word counter: the edges of its shortcuts', () => {
  it.each([
    // "[a b][fo o x]" is plain text; with the space deleted it is a reference link to "[foo x]:", whose text
    // ("a b") is all that counts. The token around the edit reaches back to the brackets, so this is parsed.
    ['a space deleted inside a reference label', 'See [a b][fo o x] here.', 'See [a b][foo x] here.', 4],
    ['a space typed into a reference label', 'See [a b][foo x] here.', 'See [a b][fo o x] here.', 7],
  ])('%s goes through the parser and stays exact', (_name, before, after, expected) => {
    const tail = '\n\nIntro words.\n\n[foo x]: /u';
    const counter = createWordCounter();
    counter.count('p', before + tail);
    let words = -1;
    expect(parsesDuring(() => (words = counter.count('p', after + tail)))).toBeGreaterThan(0);
    expect(words).toBe(expected + 2);
    expect(countWordsUnsplit(after + tail)).toBe(expected + 2);
  });

  it('a fence closed above definitions that then define the same labels in another order is not recounted in full', () => {
    // "~~~" -> "~~" moves the fences: before, "[a]: /2" and "[b]: /3" are the definitions; after, "[b]: /1" and
    // "[a]: /4". The same labels in another order, so the labels of the region compare equal and nothing else is
    // parsed: the 4 new blocks, and the blocks holding "]:" on each side of the region scanned for labels (4 old,
    // 3 new). A full recount would parse 8 more (3 blocks scanned for definitions, then all 5).
    const md = 'Intro [x][a] [y][b].\n\n~~~\n\n[b]: /1\n\n~~~\n\n[a]: /2\n\n[b]: /3\n\n~~~\n\n[a]: /4\n';
    const edited = md.replace('~~~', '~~');
    const counter = createWordCounter();
    counter.count('p', md);
    let words = -1;
    expect(parsesDuring(() => (words = counter.count('p', edited)))).toBe(4 + 4 + 3);
    expect(words).toBe(countWordsUnsplit(edited));
    expect(words).toBe(3);
  });

  it('labels that change from "a", "bc" to "ab", "c" recount the blocks before the edit', () => {
    // The fence change frees "[ab]:" and "[c]:" and hides "[a]:" and "[bc]:": "[x][ab]" in the first block, which
    // the edit does not re-split, becomes a link whose text is "x".
    const md = 'Intro [x][ab].\n\n~~~\n\n[ab]: /1\n\n[c]: /2\n\n~~~\n\n[a]: /3\n\n[bc]: /4\n\n~~~\n';
    const edited = md.replace('~~~', '~~');
    const counter = createWordCounter();
    expect(counter.count('p', md)).toBe(3);
    expect(counter.count('p', edited)).toBe(countWordsUnsplit(edited));
    expect(countWordsUnsplit(edited)).toBe(2);
  });
});
