import { checkCitations, checkEvidence, prepareMaterial } from '../../src/main/services/reviews/evidence';

/**
 * The edges of a quote's clean-up (line numbers the prompt added, wrapping quote marks, ellipses at either end
 * only), the line a match is reported on, and what counts as a cited line or name.
 */
const CODE = 'def f(xs):\n    total = 0\n\n    for x in xs:\n        total += x\n    pass\n    return total\n';
const material = prepareMaterial({
  code: CODE,
  starter: 'def f(xs):\n    pass\n',
  notes: [],
  testNames: [],
  statement: '',
});
const check = (quote: string) => checkEvidence({ source: 'code', quote }, material, CODE);
const lineOf = (quote: string) => {
  const result = check(quote);
  return result.ok ? result.evidence.line : result.reason;
};

describe('a quote the prompt numbered', () => {
  test('"4|" with or without a space after the bar is a line number, on the card too', () => {
    expect(check('  7|return total')).toEqual({
      ok: true,
      evidence: { source: 'code', quote: 'return total', line: 7, where: null },
    });
    expect(check('5| total += x')).toEqual({
      ok: true,
      evidence: { source: 'code', quote: 'total += x', line: 5, where: null },
    });
  });
});

describe('marks around a quote', () => {
  test('any run of quote marks or backticks at either end is not part of the quote', () => {
    expect(lineOf('"`total += x`"')).toBe(5);
    expect(lineOf("'`total += x")).toBe(5);
    expect(lineOf('total += x`\'"')).toBe(5);
    // Spaces inside the marks are not part of the quote either.
    expect(lineOf('" return total "')).toBe(7);
  });

  test('an ellipsis is dropped at either end only: one inside the quote leaves out code, so it is not a quote', () => {
    expect(lineOf('...total += x')).toBe(5);
    expect(lineOf('total += x …')).toBe(5);
    expect(lineOf('total = 0 ...for x in xs:')).toBe(
      'its quote "total = 0 ...for x in xs:" does not occur in your notes or in code you wrote',
    );
    expect(lineOf('total = 0... for x in xs:')).toBe(
      'its quote "total = 0... for x in xs:" does not occur in your notes or in code you wrote',
    );
  });

  test('only the ellipsis goes at the end, not the word it is glued to', () => {
    // "total +=" is on line 5; cutting the glued word as well would leave "total", first found on line 2.
    expect(lineOf('total +=...')).toBe(5);
  });
});

describe('the line a match is reported on', () => {
  test('a quote that starts at the last character of a line is on that line', () => {
    // Block text "total = 0 for x in xs: total += x": the ":" ends line 4.
    expect(lineOf(': total += x')).toBe(4);
    expect(lineOf('xs: total')).toBe(4);
    expect(lineOf('0 for x')).toBe(2);
  });
});

describe('citations', () => {
  test('"line" and its number may be apart by any whitespace', () => {
    expect(checkCitations('On line  99 the sum is wrong.', material)).toBe(
      'it names line 99, but your code has 7 lines',
    );
    expect(checkCitations('See lines\t2 to\n 70.', material)).toBe('it names line 70, but your code has 7 lines');
  });

  test('a backticked expression is not checked as a name, even when it ends in an unknown one', () => {
    expect(checkCitations('`total - unknown_name` is the shift.', material)).toBeNull();
    expect(checkCitations('`unknown_name` is the shift.', material)).toBe(
      'it names `unknown_name`, which is not in your code, notes, the starter or the problem',
    );
  });
});
