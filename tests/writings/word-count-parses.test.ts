import { countWordsUnsplit, createWordCounter } from '../../src/main/services/writings/word-count';
import { parsesDuring } from './parse-count';

const FIVE_BLOCKS = 'One two three.\n\nFour five six.\n\nSeven eight nine.\n\nTen eleven twelve.\n\nThirteen fourteen.';

describe('word counter: what an autosave parses', () => {
  it('a first count parses every block once; the same body again parses nothing', () => {
    const counter = createWordCounter();
    expect(parsesDuring(() => expect(counter.count('p', FIVE_BLOCKS)).toBe(14))).toBe(5);
    expect(parsesDuring(() => expect(counter.count('p', FIVE_BLOCKS)).toBe(14))).toBe(0);
  });

  it.each([
    ['a letter typed inside a word', FIVE_BLOCKS.replace('eight', 'eigXht'), 14],
    ['a space typed inside a word', FIVE_BLOCKS.replace('eight', 'ei ght'), 15],
    ['a word typed between words', FIVE_BLOCKS.replace('eight nine', 'eight more nine'), 15],
    ['a space deleted between words', FIVE_BLOCKS.replace('eight nine', 'eightnine'), 13],
    ['letters typed in the first block', FIVE_BLOCKS.replace('two', 'twoo'), 14],
    ['letters typed in the last block', FIVE_BLOCKS.replace('fourteen', 'four teen'), 15],
  ])('typing in prose parses nothing: %s', (_name, edited, expected) => {
    const counter = createWordCounter();
    counter.count('p', FIVE_BLOCKS);
    expect(parsesDuring(() => expect(counter.count('p', edited)).toBe(expected))).toBe(0);
    expect(countWordsUnsplit(edited)).toBe(expected);
  });

  it.each([
    ['emphasis typed in the middle block', FIVE_BLOCKS.replace('eight', '*eight*'), 1],
    ['a block split in two by a blank line', FIVE_BLOCKS.replace('eight nine', 'eight\n\nnine'), 2],
    ['a character typed at the end of the body', FIVE_BLOCKS + '!', 1],
    // An edit at a block's first character re-splits from the block before it (the edit may join the two).
    ['a heading mark typed at the start of a block', FIVE_BLOCKS.replace('Seven', '# Seven'), 2],
  ])('a structural edit parses only the blocks it touches: %s', (_name, edited, touched) => {
    const counter = createWordCounter();
    counter.count('p', FIVE_BLOCKS);
    let words = -1;
    expect(parsesDuring(() => (words = counter.count('p', edited)))).toBe(touched);
    expect(words).toBe(countWordsUnsplit(edited));
  });

  it('a block inserted before another resumes at that block (it starts where the unchanged suffix does)', () => {
    const counter = createWordCounter();
    counter.count('p', FIVE_BLOCKS);
    const edited = FIVE_BLOCKS.replace('Seven', 'New.\n\nSeven');
    expect(parsesDuring(() => expect(counter.count('p', edited)).toBe(15))).toBe(2);
  });

  it.each([1, 2, 3, 8, 15, 16, 17, 18, 19, 20, 33, 34, 35])(
    'an insertion of %i characters never resumes at a block that merely lines up with an old one',
    (n) => {
      const counter = createWordCounter();
      counter.count('p', FIVE_BLOCKS);
      const edited = FIVE_BLOCKS.replace('Seven eight', 'Seven ' + '*'.repeat(n - 1) + '_ eight');
      expect(counter.count('p', edited)).toBe(countWordsUnsplit(edited));
    },
  );

  it('an edit far from a definition does not recount everything', () => {
    const counter = createWordCounter();
    const md = FIVE_BLOCKS + '\n\n[r]: /u';
    counter.count('p', md);
    expect(parsesDuring(() => expect(counter.count('p', md.replace('eight', '*eight*'))).toBe(14))).toBe(1);
  });

  it.each([
    ['a definition made by typing its colon', '[r] /u', '[r]: /u', 14],
    ['its label edited', '[r]: /u', '[rs]: /u', 14],
    ['a line ending in "]:" edited', '[a]:', '[ab]:', 15],
    ['text typed at the end of the definition line', '[r]: /u\n\nTail.', '[r]: /uv\n\nTail.', 15],
  ])('%s: every block is recounted', (_name, from, to, expected) => {
    const counter = createWordCounter();
    counter.count('p', FIVE_BLOCKS + '\n\n' + from);
    const edited = FIVE_BLOCKS + '\n\n' + to;
    const blocks = edited.split('\n\n').length;
    // The full recount: a definition scan of the blocks holding "]:", then every block.
    expect(parsesDuring(() => expect(counter.count('p', edited)).toBe(expected))).toBe(1 + blocks);
  });

  it.each([
    ['the edited block is the last', 'Intro.\n\n[r]: /u\n\nTail words.'],
    ['a definition follows the edited region', 'Intro.\n\n[r]: /u\n\nTail words.\n\nEnd.\n\n[s]: /v'],
  ])('a re-split region that keeps its definitions is not recounted in full: %s', (_name, md) => {
    const counter = createWordCounter();
    counter.count('p', md);
    // The definition block and the edited one are re-parsed, and each side of the region scanned for labels.
    expect(parsesDuring(() => counter.count('p', md.replace('Tail', '# Tail')))).toBe(4);
  });

  it('a fence closed or opened above an untouched definition recounts the blocks before it', () => {
    // "~~~" -> "~~" ends the fence: "[ab]: /1" becomes a definition and "[a]: /2", "[b]: /3" code. The block
    // before the edit is not re-split, but its reference now resolves.
    const md = 'See [x][ab].\n\n~~~\n\n[ab]: /1\n\n~~~\n\n[a]: /2\n\n[b]: /3\n\n~~~\n';
    const counter = createWordCounter();
    counter.count('p', md);
    const edited = md.replace('~~~', '~~');
    expect(counter.count('p', edited)).toBe(countWordsUnsplit(edited));
    expect(countWordsUnsplit(edited)).toBe(2);
  });

  it('a footnote definition freed from a fence recounts the blocks before it', () => {
    const md = 'See[^n].\n\n~~~\n\n[^n]: note words\n\n~~~\n';
    const counter = createWordCounter();
    counter.count('p', md);
    const edited = md.replace('~~~', '~~');
    expect(counter.count('p', edited)).toBe(countWordsUnsplit(edited));
  });

  it('blocks re-counted by one edit keep their words, ranges and offsets for the next edits', () => {
    const counter = createWordCounter();
    counter.count('p', FIVE_BLOCKS);
    // Block 2 grows from 3 to 8 words, and everything after it moves by 31 characters.
    let md = FIVE_BLOCKS.replace('Four five six.', 'Four *five* six and many more words here.');
    expect(counter.count('p', md)).toBe(19);
    // Typing near the end of the grown block: found by its new offsets and text runs, without the parser.
    md = md.replace('words here', 'words hXere');
    expect(parsesDuring(() => expect(counter.count('p', md)).toBe(19))).toBe(0);
    // Typing in a block after it: its offset moved by the growth.
    md = md.replace('eight nine', 'eight ni ne');
    expect(parsesDuring(() => expect(counter.count('p', md)).toBe(20))).toBe(0);
    // A structural edit in the last block keeps the first blocks' stored words.
    md = md.replace('Thirteen', '# Thirteen');
    expect(parsesDuring(() => expect(counter.count('p', md)).toBe(20))).toBe(2);
  });

  it('an edit on a definition in the first line of the body recounts every block', () => {
    const md = '[r]: /u\n\n' + FIVE_BLOCKS;
    const counter = createWordCounter();
    counter.count('p', md);
    expect(parsesDuring(() => expect(counter.count('p', md.replace('/u', '/v'))).toBe(14))).toBe(7);
  });

  it('the text before the first block is re-split from the start', () => {
    const counter = createWordCounter();
    counter.count('p', '\n\n' + FIVE_BLOCKS);
    expect(parsesDuring(() => expect(counter.count('p', '# \n\n' + FIVE_BLOCKS)).toBe(14))).toBe(1);
  });

  it('an edit on a definition line recounts every block (labels change how others read)', () => {
    const md = FIVE_BLOCKS + '\n\n[r]: /u';
    const counter = createWordCounter();
    counter.count('p', md);
    // The full recount: one scan of the definition block for labels, then the six blocks.
    expect(parsesDuring(() => expect(counter.count('p', md.replace('/u', '/v'))).toBe(14))).toBe(7);
  });

  it('keeps the last maxPieces pieces and drops the least recently counted', () => {
    const counter = createWordCounter(2);
    counter.count('a', 'alpha');
    counter.count('b', 'beta');
    counter.count('a', 'alpha'); // a is now the most recent
    counter.count('c', 'gamma'); // drops b
    expect(parsesDuring(() => counter.count('a', 'alpha'))).toBe(0);
    expect(parsesDuring(() => counter.count('c', 'gamma'))).toBe(0);
    expect(parsesDuring(() => counter.count('b', 'beta'))).toBe(1);
  });

  it('forget drops a piece', () => {
    const counter = createWordCounter();
    counter.count('a', 'alpha');
    counter.forget('a');
    expect(parsesDuring(() => counter.count('a', 'alpha'))).toBe(1);
  });
});
