import { checkCitations, checkEvidence, prepareMaterial } from '../../src/main/services/reviews/evidence';

/** Grounding: quotes must come from what the user wrote, not from the starter. */
const STARTER = `import math


def softmax(xs):
    """Return the softmax of a list of floats."""
    raise NotImplementedError
`;
const CODE = `import math


def softmax(xs):
    """Return the softmax of a list of floats."""
    if not xs:
        raise ValueError("empty input")

    row_max = max(xs)
    exps = [math.exp(x - row_max) for x in xs]
    return [e / sum(exps) for e in exps]
`;
const material = prepareMaterial({
  code: CODE,
  starter: STARTER,
  notes: [
    { where: 'plan', text: 'Shift by row_max first,\n  then   exponentiate.' },
    { where: 'notes', text: 'My code is excellent and clean.' },
  ],
  testNames: ['test_empty_raises'],
  statement: 'Implement `softmax` and `log_softmax`.',
});
const check = (evidence: Parameters<typeof checkEvidence>[0]) => checkEvidence(evidence, material, CODE);
const code = (quote: string, line: number | null = null) => ({ source: 'code', quote, line });

describe('evidence check', () => {
  it.each([
    ['def softmax(xs):'],
    ['import math'],
    ['"""Return the softmax of a list of floats."""'],
  ])('rejects a quote from the starter code: %s', (quote) => {
    const result = check(code(quote));
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('starter code, which you did not write') });
  });

  it('accepts quotes from the user’s edits, whitespace-normalised, and finds the line itself', () => {
    expect(check(code('row_max = max(xs)'))).toEqual({
      ok: true,
      evidence: { source: 'code', quote: 'row_max = max(xs)', line: 9, where: null },
    });
    // Spanning a blank line inside the user's block, with other indentation and case.
    expect(check(code('RAISE ValueError("empty input")   row_max = max(xs)'))).toMatchObject({ ok: true, evidence: { line: 7 } });
    expect(check(code('  10|     exps = [math.exp(x - row_max) for x in xs]'))).toMatchObject({
      ok: true,
      evidence: { quote: 'exps = [math.exp(x - row_max) for x in xs]', line: 10 },
    });
  });

  it('rejects a quote that straddles a starter line and the user’s line', () => {
    expect(check(code('"""Return the softmax of a list of floats.""" if not xs:'))).toMatchObject({ ok: false });
  });

  it('accepts a notes quote across a line break and a test name; rejects an opinion and an unknown test', () => {
    expect(check({ source: 'notes', quote: 'row_max first, then exponentiate' })).toMatchObject({
      ok: true,
      evidence: { source: 'notes', where: 'plan' },
    });
    expect(check({ source: 'test', quote: 'test_empty_raises', line: null })).toMatchObject({ ok: true });
    expect(check({ source: 'notes', quote: 'My code is excellent and clean.' })).toEqual({
      ok: false,
      reason: expect.stringContaining('only an opinion'),
    });
    expect(check({ source: 'test', quote: 'test_made_up' })).toEqual({ ok: false, reason: expect.stringContaining('does not have') });
  });

  it('rejects a quote the user never wrote, a missing quote, a line past the end, and an unknown source', () => {
    expect(check(code('total = sum(exps)'))).toEqual({ ok: false, reason: expect.stringContaining('does not occur') });
    expect(check(null)).toEqual({ ok: false, reason: expect.stringContaining('gives no evidence') });
    expect(check(code('row_max = max(xs)', 40))).toEqual({ ok: false, reason: 'it cites line 40, but your code has 11 lines' });
    expect(check({ source: 'memory', quote: 'row_max = max(xs)' })).toMatchObject({ ok: false });
    expect(check(code('x'))).toMatchObject({ ok: false });
  });

  it('a code quote with source "notes" does not count, and a notes quote with source "code" does not either', () => {
    expect(check({ source: 'notes', quote: 'row_max = max(xs)' })).toMatchObject({ ok: false });
    expect(check(code('Shift by row_max first'))).toMatchObject({ ok: false });
  });
});

describe('citations in the text', () => {
  it.each([
    ['Line 40 divides by zero.', 'it names line 40, but your code has 11 lines'],
    ['Lines 3-99 repeat the shift.', 'it names line 99, but your code has 11 lines'],
    ['`normalize()` is never called.', 'it names `normalize`, which is not in your code, notes, the starter or the problem'],
    ['The helper `np.max` is unused.', 'it names `np.max`, which is not in your code, notes, the starter or the problem'],
  ])('refuses %s', (text, why) => expect(checkCitations(text, material)).toBe(why));

  it.each([
    'Line 9 computes `row_max` once.',
    '`log_softmax` from the problem is not written yet.',
    '`softmax()` raises `ValueError` on `[]`.',
    'The guard on lines 6-7 runs before `max(xs)`.',
  ])('accepts %s', (text) => expect(checkCitations(text, material)).toBeNull());
});
