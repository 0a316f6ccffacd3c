import { findPlaceholderParagraphs } from '../../src/main/services/assist/placeholders';
import { splitParagraphs } from '../../src/main/services/assist/paragraphs';

/** The pre-call guardrail line by line: which lines are placeholders, with which marker, and which are the user's. */
const OPENING = 'My own opening paragraph about attention heads.';
const markerOf = (text: string) => {
  const found = findPlaceholderParagraphs(`${OPENING}\n\n${text}`);
  return found.map((p) => [p.index, p.kind, p.marker]);
};

describe('placeholder lines behind Markdown markers', () => {
  test.each([
    ['>>TODO', 'a to-do marker'],
    ['> - TODO', 'a to-do marker'],
    ['# TODO', 'a to-do marker'],
    ['-  [ ] TODO', 'a to-do marker'],
    ['- [x] TODO', 'a to-do marker'],
    ['- [X] TODO', 'a to-do marker'],
    ['- [ ]TODO', 'a to-do marker'],
    ['12. TODO', 'a to-do marker'],
    ['1) TODO', 'a to-do marker'],
    ['\u200bTODO', 'a to-do marker'],
    ['todo', 'a to-do marker'],
    ['Todo - later', 'a to-do marker'],
    ['todo:', 'a to-do marker'],
    ['[ todo ]', 'a to-do marker'],
    ['Our result is [ insert here ].', 'a [placeholder]'],
    ['Hello <<name>>', 'a {{template}} slot'],
    ['Hello {{ name }}', 'a {{template}} slot'],
    ['……', 'an ellipsis'],
    ['Real text.\n...  \nmore', 'an ellipsis'],
    ['Real text.\n<!-- note -->', 'an HTML comment'],
    ['<!-- a\ncomment -->', 'an HTML comment'],
    ['( write this )', 'a note to write this later'],
    ['Coming soon.', 'a note to write this later'],
    ['Coming soon!!', 'a note to write this later'],
    ['fill in later', 'a note to write this later'],
    ['Fill this in later', 'a note to write this later'],
    ['More to come', 'a note to write this later'],
  ])('%j is a placeholder: %s', (text, marker) => {
    expect(markerOf(text)).toEqual([[1, 'placeholder', marker]]);
  });

  test.each([
    '#TODO is a hashtag I use.',
    'We keep a todo: list here.',
    'I wrote [todo later] here.',
    'He paused...',
    '... and then he wrote the proof.',
    'Real text <!-- note -->',
    '<!-- note --> real text',
    'Later I will (write more)',
    '(write this) and more',
    'It is coming soon',
    'Coming soon to every reader near you',
    '#\nReal text here.',
  ])("%j is the user's text", (text) => {
    expect(markerOf(text)).toEqual([]);
  });
});

describe('empty paragraphs', () => {
  test('a line of only marker characters that is not a rule carries no words', () => {
    for (const text of ['==', '--', '> ---', '| --- |', '-*-', '#'])
      expect(markerOf(text)).toEqual([[1, 'empty', 'no words, only Markdown markers']]);
  });

  test('a thematic break between written paragraphs is a separator, not an empty paragraph', () => {
    for (const rule of ['---', '***', '___', '- - -', ' * * * ', '   ----------', '\u200b---'])
      expect(findPlaceholderParagraphs(`${OPENING}\n\n${rule}\n\nMy closing paragraph.`)).toEqual([]);
  });

  test('a text of nothing but rules is empty', () => {
    expect(findPlaceholderParagraphs('---\n\n***').map((p) => [p.index, p.kind])).toEqual([
      [0, 'empty'],
      [1, 'empty'],
    ]);
  });

  test('nothing at all: one empty paragraph over the whole text', () => {
    expect(findPlaceholderParagraphs('')).toEqual([
      { index: 0, start: 0, end: 0, text: '', kind: 'empty', marker: 'nothing written' },
    ]);
    expect(findPlaceholderParagraphs(' \n\n ')).toEqual([
      { index: 0, start: 0, end: 4, text: '', kind: 'empty', marker: 'nothing written' },
    ]);
  });

  test('a whole paragraph that is one HTML comment, with its offsets and marker', () => {
    expect(findPlaceholderParagraphs('<!-- one\ntwo -->')).toEqual([
      { index: 0, start: 0, end: 16, text: '<!-- one\ntwo -->', kind: 'placeholder', marker: 'an HTML comment' },
    ]);
  });
});

describe('paragraph breaks', () => {
  test('a vertical tab is blank; the letter V is not', () => {
    expect(splitParagraphs('a\n\v\nb').map((p) => p.text)).toEqual(['a', 'b']);
    expect(splitParagraphs('a\nV\nb').map((p) => p.text)).toEqual(['a\nV\nb']);
  });
});
