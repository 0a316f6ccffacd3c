import {
  checkCitations,
  checkEvidence,
  prepareMaterial,
  type Material,
} from '../../src/main/services/reviews/evidence';

/** Grounding word for word: what prepareMaterial keeps, each refusal's exact reason, and the line found. */
const STARTER = 'def f(xs):\n    pass\n';
const CODE = 'def f(xs):\n    total = 0\n\n    for x in xs:\n        total += x\n    pass\n    return total\n';
const base: Material = {
  code: CODE,
  starter: STARTER,
  notes: [
    { where: 'plan', text: '  Sum   the\n\u201Cvalues\u201D first.  ' },
    { where: 'explore', text: ' \u200b ' },
    { where: 'notes', text: 'Then return it.' },
  ],
  testNames: ['test_sum', ' test spaced '],
  statement: 'Write `mean_of` too.',
};
const material = prepareMaterial(base);
const check = (given: Parameters<typeof checkEvidence>[0], m = material, code = CODE) => checkEvidence(given, m, code);

describe('prepareMaterial', () => {
  test('own blocks skip starter lines (one copy each) and blank lines; notes are normalised, empty ones dropped', () => {
    expect(material.codeLineCount).toBe(7);
    expect(material.ownBlocks).toEqual([
      {
        firstLine: 2,
        lines: ['total = 0', 'for x in xs:', 'total += x'],
        text: 'total = 0 for x in xs: total += x',
      },
      { firstLine: 7, lines: ['return total'], text: 'return total' },
    ]);
    expect(material.notes).toEqual([
      { where: 'plan', text: 'sum the "values" first.' },
      { where: 'notes', text: 'then return it.' },
    ]);
    expect([...material.testNames]).toEqual(['test_sum', ' test spaced ']);
    expect(material.starter).toBe('def f(xs): pass');
  });

  test('a line kept twice when the starter has it once: the second copy is the user’s', () => {
    const m = prepareMaterial({ ...base, starter: 'x = 1\ny = 2', code: 'x = 1\nx = 1\ny = 2\ny = 2\ny = 2' });
    expect(m.ownBlocks).toEqual([
      { firstLine: 2, lines: ['x = 1'], text: 'x = 1' },
      { firstLine: 4, lines: ['y = 2', 'y = 2'], text: 'y = 2 y = 2' },
    ]);
  });

  test('identifiers come from the code, starter, statement, notes and test names, lowercased, plus language names', () => {
    const m = prepareMaterial({
      code: 'CodeName = 1',
      starter: 'starter_name',
      statement: 'StatementName',
      notes: [{ where: 'plan', text: 'note_name' }],
      testNames: ['test_Name'],
    });
    for (const id of ['codename', 'starter_name', 'statementname', 'note_name', 'test_name', 'len', 'assert_eq', 'f64', 'none'])
      expect(m.identifiers.has(id)).toBe(true);
    expect(m.identifiers.has('CodeName')).toBe(false);
    expect(m.identifiers.has('')).toBe(false);
    expect(m.identifiers.has('other')).toBe(false);
  });

  test('line count: empty code has none, a final newline starts no line, CRLF counts like LF', () => {
    const count = (code: string) => prepareMaterial({ ...base, code }).codeLineCount;
    expect(count('')).toBe(0);
    expect(count('a')).toBe(1);
    expect(count('a\n')).toBe(1);
    expect(count('a\nb')).toBe(2);
    expect(count('a\r\nb\r\n')).toBe(2);
    expect(count('\n')).toBe(1);
    expect(prepareMaterial({ ...base, starter: '', code: 'a = 1\r\nb = 2' }).ownBlocks).toEqual([
      { firstLine: 1, lines: ['a = 1', 'b = 2'], text: 'a = 1 b = 2' },
    ]);
  });
});

describe('checkEvidence, reason by reason', () => {
  const NONE = 'it gives no evidence (a quote from your code or notes, or a test name)';

  test('no evidence', () => {
    expect(check(null)).toEqual({ ok: false, reason: NONE });
    expect(check({ quote: ' \n ' })).toEqual({ ok: false, reason: NONE });
  });

  test('an unknown source, its name cut to 20 characters', () => {
    expect(check({ source: 'memory', quote: 'total = 0' })).toEqual({
      ok: false,
      reason: 'its evidence source "memory" is not code, notes or test',
    });
    expect(check({ source: 'a source name that is far too long', quote: 'total = 0' })).toEqual({
      ok: false,
      reason: 'its evidence source "a source name that…" is not code, notes or test',
    });
    // An empty source is no source.
    expect(check({ source: '', quote: 'total = 0' })).toMatchObject({ ok: true, evidence: { source: 'code', line: 2 } });
  });

  test('a cited line must be a whole number from 1 to the line count', () => {
    const at = (line: number | null | undefined) => check({ source: 'code', quote: 'total = 0', line });
    const past = (line: number) => ({ ok: false, reason: `it cites line ${line}, but your code has 7 lines` });
    expect(at(0)).toEqual(past(0));
    expect(at(-1)).toEqual(past(-1));
    expect(at(8)).toEqual(past(8));
    expect(at(1.5)).toEqual(past(1.5));
    expect(at(Number.NaN)).toEqual(past(Number.NaN));
    for (const ok of [1, 7, null, undefined]) expect(at(ok)).toMatchObject({ ok: true, evidence: { line: 2 } });
    const one = prepareMaterial({ ...base, code: 'total = 0', starter: '' });
    expect(check({ quote: 'total = 0', line: 2 }, one, 'total = 0')).toEqual({
      ok: false,
      reason: 'it cites line 2, but your code has 1 line',
    });
  });

  test('test names: exact, trimmed, found with or without the source; an unknown one cut to 60 characters', () => {
    const test = (name: string) => ({ ok: true, evidence: { source: 'test', quote: name, line: null, where: null } });
    expect(check({ source: 'test', quote: 'test_sum' })).toEqual(test('test_sum'));
    expect(check({ quote: ' test_sum ' })).toEqual(test('test_sum'));
    expect(check({ source: null, quote: 'test_sum' })).toEqual(test('test_sum'));
    // The stored name has spaces around it; a trimmed quote is not that name.
    expect(check({ source: 'test', quote: ' test spaced ' })).toEqual({
      ok: false,
      reason: 'it cites a test "test spaced" that this run does not have',
    });
    expect(check({ source: 'test', quote: 'test_' + 'x'.repeat(70) })).toEqual({
      ok: false,
      reason: `it cites a test "test_${'x'.repeat(54)}…" that this run does not have`,
    });
    // A test name given as code is looked for in the code.
    expect(check({ source: 'code', quote: 'test_sum' })).toEqual({
      ok: false,
      reason: 'its quote "test_sum" does not occur in your notes or in code you wrote',
    });
  });

  test('too short or only an opinion: at least four visible characters and one non-opinion word of two letters', () => {
    const short = (shown: string) => ({
      ok: false,
      reason: `its quote "${shown}" is too short or only an opinion to count as evidence`,
    });
    expect(check({ quote: 'abc' })).toEqual(short('abc'));
    expect(check({ quote: 'a b c' })).toEqual(short('a b c'));
    expect(check({ quote: '"`...`"' })).toEqual(short('"`...`"'));
    expect(check({ quote: 'my code is very clean' })).toEqual(short('my code is very clean'));
    expect(check({ quote: 'x + y * z' })).toEqual(short('x + y * z'));
    expect(check({ quote: '  1| x y  ' })).toEqual(short('1| x y'));
    expect(check({ quote: 'zz 1' })).toEqual(short('zz 1'));
    // Four characters with a two-letter word: checked against the material (and not found).
    expect(check({ quote: 'zz 12' })).toEqual({
      ok: false,
      reason: 'its quote "zz 12" does not occur in your notes or in code you wrote',
    });
    const long = 'nothing like this was written ' + 'w'.repeat(80);
    expect(check({ quote: long })).toEqual({
      ok: false,
      reason: `its quote "${long.slice(0, 79)}…" does not occur in your notes or in code you wrote`,
    });
  });

  test('code quotes: the line where the match starts, counting blank lines; the quote shown without line numbers', () => {
    const code = (quote: string, line: number) => ({
      ok: true,
      evidence: { source: 'code', quote, line, where: null },
    });
    expect(check({ quote: 'total = 0' })).toEqual(code('total = 0', 2));
    expect(check({ quote: 'for x in xs:' })).toEqual(code('for x in xs:', 4));
    expect(check({ quote: 'TOTAL += X' })).toEqual(code('TOTAL += X', 5));
    expect(check({ quote: 'in xs: total' })).toEqual(code('in xs: total', 4));
    expect(check({ quote: '= 0 for x' })).toEqual(code('= 0 for x', 2));
    expect(check({ quote: 'return total' })).toEqual(code('return total', 7));
    expect(check({ quote: '"return total..."' })).toEqual(code('"return total..."', 7));
    expect(check({ quote: '…return total' })).toEqual(code('…return total', 7));
    expect(check({ quote: '`total += x`' })).toEqual(code('`total += x`', 5));
    expect(check({ quote: '  4|     for x in xs:\n  5|         total += x' })).toEqual(
      code('for x in xs:\n        total += x', 4),
    );
    // Only a number at the start of a line is taken off the shown quote; the check takes off both.
    expect(check({ quote: '4| for x in xs:  5|total += x' })).toEqual(code('for x in xs:  5|total += x', 4));
    expect(check({ source: 'code', quote: 'Sum the "values"' })).toEqual({
      ok: false,
      reason: 'its quote "Sum the "values"" does not occur in your notes or in code you wrote',
    });
  });

  test('notes quotes: normalised, curly quotes straightened, with the phase they are from', () => {
    expect(check({ quote: 'the \u2018values\u2019' })).toEqual({
      ok: false,
      reason: 'its quote "the \u2018values\u2019" does not occur in your notes or in code you wrote',
    });
    expect(check({ quote: 'SUM THE \u201Cvalues\u201D' })).toEqual({
      ok: true,
      evidence: { source: 'notes', quote: 'SUM THE \u201Cvalues\u201D', line: null, where: 'plan' },
    });
    expect(check({ source: 'notes', quote: 'then return it' })).toEqual({
      ok: true,
      evidence: { source: 'notes', quote: 'then return it', line: null, where: 'notes' },
    });
    // "return total" is code: as a notes quote it is not found.
    expect(check({ source: 'notes', quote: 'return total' })).toEqual({
      ok: false,
      reason: 'its quote "return total" does not occur in your notes or in code you wrote',
    });
  });

  test('a quote from the starter says so', () => {
    expect(check({ quote: 'def f(xs):' })).toEqual({
      ok: false,
      reason: 'its quote "def f(xs):" is starter code, which you did not write',
    });
    expect(check({ source: 'notes', quote: 'def f(xs):' })).toEqual({
      ok: false,
      reason: 'its quote "def f(xs):" is starter code, which you did not write',
    });
  });
});

describe('checkCitations, reason by reason', () => {
  test('line numbers: 1 to the line count, each end of a range, every range form', () => {
    const past = (n: number, m = material) =>
      `it names line ${n}, but your code has ${m.codeLineCount} line${m.codeLineCount === 1 ? '' : 's'}`;
    expect(checkCitations('Line 0 is odd.', material)).toBe(past(0));
    expect(checkCitations('line 8 is odd.', material)).toBe(past(8));
    expect(checkCitations('LINE 7 is odd.', material)).toBe(null);
    expect(checkCitations('Line 1 is odd.', material)).toBe(null);
    expect(checkCitations('Lines 2-8 repeat.', material)).toBe(past(8));
    expect(checkCitations('Lines 2 - 9 repeat.', material)).toBe(past(9));
    expect(checkCitations('Lines 2–9 repeat.', material)).toBe(past(9));
    expect(checkCitations('Lines 2 to 9 repeat.', material)).toBe(past(9));
    expect(checkCitations('Lines 2 and 9 repeat.', material)).toBe(past(9));
    expect(checkCitations('Lines 9 and 2 repeat.', material)).toBe(past(9));
    expect(checkCitations('Lines 2 and 7 repeat.', material)).toBe(null);
    expect(checkCitations('Line 2 is fine; line 10 is not.', material)).toBe(past(10));
    expect(checkCitations('The outline 99 and lines9 are words.', material)).toBe(null);
    const one = prepareMaterial({ ...base, code: 'x = 1' });
    expect(checkCitations('Line 2 is odd.', one)).toBe('it names line 2, but your code has 1 line');
  });

  test('names in backticks and empty calls must exist; expressions and calls with arguments are not names', () => {
    const unknown = (name: string) =>
      `it names \`${name}\`, which is not in your code, notes, the starter or the problem`;
    expect(checkCitations('`mean_of` is missing.', material)).toBeNull();
    expect(checkCitations('`MEAN_OF()` is missing.', material)).toBeNull();
    expect(checkCitations('`len` and `Option` are basics.', material)).toBeNull();
    expect(checkCitations('`median` is missing.', material)).toBe(unknown('median'));
    expect(checkCitations('` median ` is missing.', material)).toBe(unknown('median'));
    expect(checkCitations('`median()` is missing.', material)).toBe(unknown('median'));
    expect(checkCitations('`total.median` is missing.', material)).toBe(unknown('total.median'));
    expect(checkCitations('`median.total` is missing.', material)).toBe(unknown('median.total'));
    expect(checkCitations('`total.values` is fine.', material)).toBeNull();
    expect(checkCitations('`median + 1` and `[]` and `median(xs)` are expressions.', material)).toBeNull();
    expect(checkCitations('`2x` is not a name.', material)).toBeNull();
    expect(checkCitations('`a.` is not a name.', material)).toBeNull();
    expect(checkCitations('Call median() first.', material)).toBe(unknown('median'));
    expect(checkCitations('Call total.median() first.', material)).toBe(unknown('total.median'));
    expect(checkCitations('Call median(xs) or median( ) first.', material)).toBeNull();
    expect(checkCitations('Call f() then total() first.', material)).toBeNull();
    const long = 'a_very_long_function_name_that_goes_on_and_on';
    expect(checkCitations(`\`${long}\` is missing.`, material)).toBe(unknown(`${long.slice(0, 39)}…`));
    expect(checkCitations(`\`${'m'.repeat(81)}\` is too long for a name span.`, material)).toBeNull();
    expect(checkCitations('`med\nian` spans a line.', material)).toBeNull();
  });

  test('lines are checked before names, in the order they appear', () => {
    expect(checkCitations('`median` on line 99.', material)).toBe('it names line 99, but your code has 7 lines');
  });
});
