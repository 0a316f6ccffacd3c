import { findNewMaterial, indexSource, stem } from '../../src/main/services/assist/novelty';

/**
 * The post-call guardrail rule by rule, with exact flags: which kind, which text, in which order. Each case is
 * small so that one rule decides it.
 */
const F = (source: string, suggestion: string) => {
  const flags = findNewMaterial(source, suggestion);
  for (const f of flags) expect(suggestion.slice(f.start, f.end)).toBe(f.text);
  return flags.map((f) => [f.kind, f.text]);
};

describe('links', () => {
  test.each<[string, string, string[][]]>([
    ['plain http', 'read http://ex.com/a now', [['url', 'http://ex.com/a']]],
    ['a bare domain with subdomains', 'read docs.python.org now', [['url', 'docs.python.org']]],
    [
      'a bare domain, with and without a path',
      'visit example.com/abc and example.com now',
      [
        ['url', 'example.com/abc'],
        ['url', 'example.com'],
      ],
    ],
    ['a path stops at a space', 'visit example.com/abc def', [['url', 'example.com/abc']]],
    ['trailing punctuation is not part of it', 'read http://new.com/a.. now', [['url', 'http://new.com/a']]],
    ['a number inside a link is the link', 'read http://ex.com/2023 now', [['url', 'http://ex.com/2023']]],
  ])('%s', (_label, suggestion, want) => expect(F('read now visit and def', suggestion)).toEqual(want));

  test('a link the user wrote is not new: in their links, or anywhere in their text', () => {
    // NFKC folds the ligature in the normalised text, so only the user's own link list knows this one.
    expect(F('see http://ex.com/\ufb01le.. here', 'see http://ex.com/\ufb01le here')).toEqual([]);
    // A prefix of the user's link is in their text.
    expect(F('see example.com/xyz here', 'see example.com/x here')).toEqual([]);
    expect(F('see example.com/xyz here', 'see example.org here')).toEqual([['url', 'example.org']]);
  });
});

describe('citations', () => {
  const src = 'it holds in general';
  test.each<[string, string, string[][]]>([
    ['et al without a dot', 'it holds et al in general', [['citation', 'et al']]],
    ['ibid without a dot', 'it holds ibid in general', [['citation', 'ibid']]],
    ['two authors with and', 'it holds (Smith and Jones, 2020) in general', [['citation', '(Smith and Jones, 2020)']]],
    ['two authors with &', 'it holds (Smith & Jones, 2020) in general', [['citation', '(Smith & Jones, 2020)']]],
    [
      'no comma, several spaces, a letter after the year',
      'it holds (Smith  2020a) in general',
      [['citation', '(Smith  2020a)']],
    ],
    ['author then year', 'it holds, Smith (2020b) in general', [['citation', 'Smith (2020b)']]],
    ['numbered', 'it holds [12] in general', [['citation', '[12]']]],
    [
      'numbered lists and ranges',
      'it holds [1, 23] and [4-5] and [6,7] in general',
      [
        ['citation', '[1, 23]'],
        ['citation', '[4-5]'],
        ['citation', '[6,7]'],
      ],
    ],
    ['a footnote', 'it holds[^note] in general', [['citation', '[^note]']]],
    [
      'a study',
      'it holds, a study from 1999 found, in general',
      [
        ['citation', 'a study from'],
        ['number', '1999'],
      ],
    ],
  ])('%s', (_label, suggestion, want) => expect(F(src, suggestion)).toEqual(want));

  test('with "et al." already in the user\'s text, the bracketed citation is still new', () => {
    expect(F('Smith et al. found it', '(Smith et al., 2020) found it')).toEqual([['citation', '(Smith et al., 2020)']]);
    expect(F('Smith et al. found it', 'Smith et al. (2020) found it')).toEqual([['citation', 'Smith et al. (2020)']]);
  });

  test('"et al" without a dot inside a bracketed citation', () => {
    expect(F('Smith et al found it', '(Smith et al, 2020) found it')).toEqual([['citation', '(Smith et al, 2020)']]);
    expect(F('Smith et al found it', 'Smith et al (2020) found it')).toEqual([['citation', 'Smith et al (2020)']]);
  });

  test('a flag that starts where another ends is kept; overlapping ones are not', () => {
    expect(F('it holds times', 'it holds [1]42 times')).toEqual([
      ['citation', '[1]'],
      ['number', '42'],
    ]);
    expect(F('it holds times', 'it holds 42[1] times')).toEqual([
      ['number', '42'],
      ['citation', '[1]'],
    ]);
  });
});

describe('numbers', () => {
  test.each<[string, string, string[][]]>([
    ['a decimal is one number', 'it is 3.14 here', [['number', '3.14']]],
    [
      'percent signs and words belong to the number',
      'it is 40% or 41 % or 42percent or 43 percent here',
      [
        ['number', '40%'],
        ['number', '41 %'],
        ['number', '42percent'],
        ['number', '43 percent'],
      ],
    ],
    [
      'a number after a URL is still flagged',
      'see http://ex.com/a and 42 here',
      [
        ['url', 'http://ex.com/a'],
        ['number', '42'],
      ],
    ],
    [
      'flags come in text order whatever their kind',
      'it is 7 see http://ex.com/a here',
      [
        ['number', '7'],
        ['url', 'http://ex.com/a'],
      ],
    ],
  ])('%s', (_label, suggestion, want) => expect(F('it is here see and or', suggestion)).toEqual(want));

  test('the same number written another way is not new', () => {
    for (const s of ['40 percent', '40percent', '40 %', '40%'])
      expect(F('it is 40% here', `it is ${s} here`)).toEqual([]);
    expect(F('it is 10000 here', 'it is 10,000 here')).toEqual([]);
    expect(F('it is 10,000 here', 'it is 10000 here')).toEqual([]);
    expect(F('it is 1,5 here', 'it is 15 here')).toEqual([['number', '15']]);
  });

  test('list markers are structure, not numbers; a number elsewhere on the line is', () => {
    expect(F('a b', 'a\n1. b')).toEqual([]);
    expect(F('a b', 'a\n  1. b')).toEqual([]);
    expect(F('a b', 'a\n- 1. b')).toEqual([]);
    expect(F('a b', 'a\n-  1. b')).toEqual([]);
    expect(F('a b', 'a\n12. b')).toEqual([]);
    expect(F('a b', 'a\n1.')).toEqual([]);
    expect(F('a b', 'a\n1)\tb')).toEqual([]);
    expect(F('we saw more', 'we saw 3. more')).toEqual([['number', '3']]);
    expect(F('apples and more', '2 apples and 3. more')).toEqual([
      ['number', '2'],
      ['number', '3'],
    ]);
    expect(F('a b', 'a\n1.5 b')).toEqual([['number', '1.5']]);
  });
});

describe('quotations', () => {
  const src = 'he said deep nets learn, it’s fine and good';
  test.each<[string, string, string[][]]>([
    ['curly quotes', 'he said “novel words here” ok', [['quotation', 'novel words here']]],
    ['German quotes', 'he said „novel words here“ ok', [['quotation', 'novel words here']]],
    ['guillemets', 'he said «novel words here» ok', [['quotation', 'novel words here']]],
    ['straight quotes, spaces inside', 'he said " novel words here " ok', [['quotation', 'novel words here']]],
    ['two words are enough', 'he said "novel words" ok', [['quotation', 'novel words']]],
    ['one word is not a quotation', 'he said "novelty" ok', []],
    ['a quote block at the start', '> novel words here', [['quotation', 'novel words here']]],
    ['an indented quote block', 'he said\n  > novel words here', [['quotation', 'novel words here']]],
    ['a quote block without a space', 'he said\n>novel words here', [['quotation', 'novel words here']]],
  ])('%s', (_label, suggestion, want) => expect(F(src, suggestion).filter(([k]) => k === 'quotation')).toEqual(want));

  test("the user's own words in quotes are not new, whatever the quote marks or spacing", () => {
    expect(F(src, 'he said "it\'s fine and good"')).toEqual([]);
    expect(F('he said deep  nets learn', 'he said "deep nets learn"')).toEqual([]);
    expect(F('he wrote “deep nets” here', 'he wrote «he wrote "deep nets" here»')).toEqual([]);
    expect(F('i like deepnets herein', 'i like "deep nets here"')).toEqual([['quotation', 'deep nets here']]);
  });
});

describe('names', () => {
  test.each<[string, string, string, string[][]]>([
    ['a capitalised word in a sentence', 'we met them', 'we met Zed', [['name', 'Zed']]],
    [
      'an acronym or camel case opening a sentence',
      'ships it builds',
      'OpenAI ships it. MIT builds it.',
      [
        ['name', 'OpenAI'],
        ['name', 'MIT'],
      ],
    ],
    [
      'a capital inside a word is no name',
      'the user uses an daily',
      'the user Zed uses an iPhone daily',
      [['name', 'Zed']],
    ],
    ['a run of capitalised words, each judged', 'we met today', 'we met Zed xAI today', [['name', 'Zed']]],
    ['after a full stop', 'we met Zed', 'we met Zed.xAI', []],
    [
      'opening words of sentences and lines are grammar',
      'go runs it',
      'Zebra runs. Go. Zebra runs! Zebra runs? Zebra: go\nZebra runs',
      [],
    ],
    ['after dashes', 'go runs', 'go — Zebra runs – Zebra runs', []],
    ['after a bracket at the start', 'runs is new', '(Zebra) is new', []],
    ['after a quote at the start', 'runs is new', '"Zebra runs" is new', []],
    [
      'after list markers',
      'runs is here',
      '- Zebra runs\n12) Zebra runs\n1) **Zebra** is here\n1) ** Zebra is here',
      [],
    ],
    ['a one-letter list item', 'more words', '- Z\nmore words', []],
    [
      'not after a comma or a dash in a line',
      'we met now',
      'we met - Zebra now ,Zebra',
      [
        ['name', 'Zebra'],
        ['name', 'Zebra'],
      ],
    ],
    ['not after a bullet later in the line', 'foo now', '- foo Zebra now', [['name', 'Zebra']]],
    [
      'capitalised stop words and outline words are no names',
      'we met the gnu',
      'we met The gnu, Ok, Okay, Yes, the Title and Intro',
      [],
    ],
  ])('%s', (_label, source, suggestion, want) =>
    expect(F(source, suggestion).filter(([k]) => k === 'name')).toEqual(want),
  );

  test('a capital inside a word after a run of names, and a name after a comma at the very start', () => {
    expect(F('we met with an daily', 'we met Zed Ann with an iPhone daily')).toEqual([
      ['name', 'Zed'],
      ['name', 'Ann'],
    ]);
    expect(F('runs', ',Zebra runs')).toEqual([['name', 'Zebra']]);
  });

  test('a capital after a colon starts a sentence; a capitalised stop word is never a name', () => {
    expect(F('a note on it', 'a note: Attention is it')).toEqual([]);
    expect(F('a note on it', 'a note, Attention is it')).toEqual([['name', 'Attention']]);
    // "The" mid-sentence, and the user's text has no "the": still a stop word, whatever its case.
    expect(F('we read papers on it', 'we read The papers on it')).toEqual([]);
  });

  test('the same name with another ending, a possessive or another case is not new', () => {
    expect(F("Bob's idea", 'we thank Bob')).toEqual([]);
    expect(F("the Jones' house", 'we met Jones')).toEqual([]);
    expect(F('Nets are fun', 'we like the Net')).toEqual([]);
    expect(F('Relations', 'see the Relation')).toEqual([]);
    expect(F('Kings', 'see the King')).toEqual([]);
    expect(F('Moments', 'see the Moment')).toEqual([]);
    expect(F('Transformers', 'see the Transformation')).toEqual([]);
    expect(F('Medals', 'see the Medal')).toEqual([]);
  });

  test('stem: case, possessive and one suffix folded, then 6 letters', () => {
    expect(
      ["Bob's", 'Jones’', 'NETS', 'relation', 'kings', 'moment', 'transformers', 'medals', 'o’neil'].map(stem),
    ).toEqual(['bob', 'jon', 'net', 'rel', 'k', 'mo', 'transf', 'medal', 'o’neil']);
  });
});

describe('claims', () => {
  test('at least three new content words, more than half of the content', () => {
    const src = 'alpha beta gamma delta epsilon zeta eta';
    expect(F(src, 'zebra yak.')).toEqual([]);
    expect(F(src, 'zebra yak gnu.')).toEqual([['claim', 'zebra yak gnu.']]);
    expect(F(src, 'zebra yak gnu alpha beta gamma.')).toEqual([]);
    expect(F(src, 'zebra yak gnu alpha beta.')).toEqual([['claim', 'zebra yak gnu alpha beta.']]);
    expect(F(src, 'zebra yak gnu alpha beta gamma delta epsilon zeta eta.')).toEqual([]);
    // Words starting with a digit are not content; words with a digit later are.
    expect(F('alpha beta 1 2 3 4', 'zebra yak gnu 1 2 3 4.')).toEqual([['claim', 'zebra yak gnu 1 2 3 4.']]);
    expect(F('alpha beta', 'zebra yak gpt4 alpha beta.')).toEqual([['claim', 'zebra yak gpt4 alpha beta.']]);
  });

  test.each([
    ['because with from', 'because zebra with yak from gnu.'],
    ['would could should', 'would zebra could yak should gnu.'],
    ['they them their', 'they zebra them yak their gnu.'],
    ['when where very', 'when zebra where yak very gnu.'],
    ['just also again', 'just zebra also yak again gnu.'],
    ['however therefore rather', 'however zebra therefore yak rather gnu.'],
    ['point section outline', 'point zebra section yak outline gnu.'],
  ])('stop words (%s) are not content: three new words among them are a claim', (source, suggestion) => {
    expect(F(source, suggestion)).toEqual([['claim', suggestion]]);
  });

  test('sentences: the last one needs no full stop, runs of ! and ? belong to it, lines split them', () => {
    expect(F('ok', 'zebra yak gnu')).toEqual([['claim', 'zebra yak gnu']]);
    expect(F('ok', 'zebra yak gnu!!')).toEqual([['claim', 'zebra yak gnu!!']]);
    expect(F('ok more words', 'zebra yak gnu\nmore words')).toEqual([['claim', 'zebra yak gnu']]);
    const s = 'Ok.  zebra yak gnu.';
    const [flag] = findNewMaterial('ok', s);
    expect(flag).toEqual({ kind: 'claim', text: 'zebra yak gnu.', start: 5, end: 19 });
  });
});

describe('offsets', () => {
  test('start and end of each kind', () => {
    expect(findNewMaterial('we met now', 'we met “novel words here” and Zed now')).toEqual([
      { kind: 'quotation', text: 'novel words here', start: 8, end: 24 },
      { kind: 'name', text: 'Zed', start: 30, end: 33 },
    ]);
  });

  test("indexSource keeps the user's links without trailing punctuation, lower case", () => {
    const idx = indexSource('See HTTP://Ex.com/A.. and 1,000 or 5 Percent');
    expect([...idx.urls]).toEqual(['http://ex.com/a']);
    expect([...idx.numbers]).toEqual(['1000', '5%']);
    expect(idx.normalized).toBe('see http://ex.com/a.. and 1,000 or 5 percent');
  });
});
