import {
  GENERIC_PRAISE,
  buildEvidence,
  isGenericPraise,
  isSpecific,
  specificityScore,
  stem,
  tokens,
} from '../../src/main/services/reviews/specificity';

/** The specificity score point by point: what counts once, twice, or not at all. */
describe('tokens and stems', () => {
  test('identifiers split at "_" and camelCase humps (digits end a hump); single words are not repeated', () => {
    expect(tokens('getHTTPValue2x snake_case_name plain')).toEqual([
      'gethttpvalue2x',
      'get',
      'httpvalue2x',
      'snake_case_name',
      'snake',
      'case',
      'name',
      'plain',
    ]);
    expect(tokens('a2B __x__ _')).toEqual(['a2b', 'a2', 'b', '__x__', '_']);
    expect(tokens('élan x-y')).toEqual(['lan', 'x', 'y']);
    expect(tokens('')).toEqual([]);
  });

  test('stem: one suffix off when at least four letters remain', () => {
    expect(
      ['overflows', 'subtracting', 'shifted', 'matches', 'runs', 'sing', 'bed', 'kings', 'xs', 'process'].map(stem),
    ).toEqual(['overflow', 'subtract', 'shift', 'match', 'runs', 'sing', 'bed', 'king', 'xs', 'proces']);
  });
});

describe('buildEvidence', () => {
  test('content words of notes and code, with their stems; identifiers of three or more characters from the code only', () => {
    const e = buildEvidence({
      notes: ['Shifting logits avoids overflows; the max is key.', 'ab my_var'],
      code: 'row_max = f(xs)\nexp_sum2 = 1',
    });
    expect([...e.words].sort()).toEqual(
      [
        'avoid',
        'avoids',
        'exp',
        'exp_sum2',
        'key',
        'logit',
        'logits',
        'max',
        'my_var',
        'overflow',
        'overflows',
        'row',
        'row_max',
        'shift',
        'shifting',
        'sum2',
        'var',
      ].sort(),
    );
    expect([...e.identifiers].sort()).toEqual(['exp_sum2', 'row_max']);
  });
});

describe('specificityScore', () => {
  const e = buildEvidence({
    notes: ['Subtract the maximum before exponentiating.'],
    code: 'row_max = max(logits)\nexpSum = 0\nv2 = 1\nabc = 2',
  });

  test('a code-like identifier the code has is two points; backticks make any code identifier count double', () => {
    expect(specificityScore('row_max', e)).toBe(2);
    expect(specificityScore('expSum', e)).toBe(2);
    expect(specificityScore('v2x', e)).toBe(0);
    // "logits" is a plain word: one point without backticks, two with.
    expect(specificityScore('logits', e)).toBe(1);
    expect(specificityScore('`logits`', e)).toBe(2);
    expect(specificityScore('` logits `', e)).toBe(2);
    // Three characters are enough for an identifier.
    expect(specificityScore('a_b', buildEvidence({ notes: [], code: 'a_b = 1' }))).toBe(2);
    // A stem that is a boilerplate word ("works" -> "work") does not make that word count.
    expect(specificityScore('work', buildEvidence({ notes: ['It works.'], code: '' }))).toBe(0);
    expect(specificityScore('works', buildEvidence({ notes: ['It works.'], code: '' }))).toBe(1);
    // An identifier-looking word that the code does not have scores by its parts.
    expect(specificityScore('subtract_maximum', e)).toBe(1);
  });

  test('each token once, case-insensitive; stems meet; stop words and boilerplate never count', () => {
    expect(specificityScore('Subtracts subtracts SUBTRACTS', e)).toBe(1);
    expect(specificityScore('subtracting the maximum', e)).toBe(2);
    expect(
      specificityScore('the code and the solution', buildEvidence({ notes: ['the code and the solution'], code: '' })),
    ).toBe(0);
    // Two-letter words never count.
    expect(specificityScore('ab', buildEvidence({ notes: ['ab'], code: '' }))).toBe(0);
    expect(specificityScore('abc', buildEvidence({ notes: ['abc'], code: '' }))).toBe(1);
  });
});

describe('generic praise and the bar', () => {
  test.each([
    'Great job here.',
    'Well done.',
    'Good start.',
    'Nice work.',
    'Nicely done.',
    'Keep it up.',
    'Solid attempt.',
    'Outstanding.',
    'You did a great thing.',
    'You did good.',
    'Readable code.',
    'Well-structured code.',
    'Well organized code.',
    'Good grasp.',
    'Stellar.',
    'You nailed it.',
    'Really strong.',
    'Very well.',
  ])('%j is generic praise', (text) => expect(isGenericPraise(text)).toBe(true));

  test.each([
    'The goodness of fit.',
    'Greatest common divisor.',
    'Keeps a copy.',
    'You did.',
    'Code that is readable.',
  ])('%j is not', (text) => expect(isGenericPraise(text)).toBe(false));

  test('every praise pattern is case-insensitive', () => {
    for (const re of GENERIC_PRAISE) expect(re.flags).toContain('i');
  });

  test('the bar: 2 points, 3 with praise, one less when the evidence was verified', () => {
    const e = buildEvidence({ notes: ['logits maximum'], code: 'row_max = 1' });
    expect(isSpecific('logits', e)).toBe(false); // 1 point
    expect(isSpecific('logits', e, true)).toBe(true);
    expect(isSpecific('logits maximum', e)).toBe(true); // 2 points
    expect(isSpecific('Great job: logits maximum.', e)).toBe(false); // 2 points, praise
    expect(isSpecific('Great job: logits maximum.', e, true)).toBe(true);
    expect(isSpecific('Great job: logits and row_max.', e)).toBe(true); // 3 points
    expect(isSpecific('   ', e, true)).toBe(false);
    expect(isSpecific('', buildEvidence({ notes: [''], code: '' }), true)).toBe(false);
  });
});
