import { judgePythonResults, TEST_CODE_CAP, TEST_MESSAGE_CAP } from '../../src/main/services/runner/python-verdict';

/** Each rule of the harness's result stream, with the exact reason the learner reads when it is broken. */
const NONCE = 'n'.repeat(48);
const rec = (r: Record<string, unknown>, nonce = NONCE) => JSON.stringify({ ...r, nonce });
const plan = (tests: string[], extra: Record<string, unknown> = {}) => rec({ kind: 'plan', tests, ...extra });
const start = (name: string) => rec({ kind: 'start', name });
const result = (name: string, status = 'pass', message = '', output = '') =>
  rec({ kind: 'test', name, status, message, output });
const done = (count: number) => rec({ kind: 'done', count });
const judge = (lines: string[]) => judgePythonResults(`${lines.join('\n')}\n`, NONCE);
const reasonOf = (lines: string[]) => {
  const v = judge(lines);
  return v.kind === 'untrustworthy' ? v.reason : `not untrustworthy: ${v.kind}`;
};

describe('untrustworthy streams, reason by reason', () => {
  test.each<[string, string[], string]>([
    ['not JSON', ['{nope'], 'a result record was not JSON'],
    ['malformed', [rec({ kind: 'plan' })], 'a result record was malformed'],
    ['unknown kind', [rec({ kind: 'verdict', passed: true })], 'a result record was malformed'],
    ['extra field', [rec({ kind: 'plan', tests: [], passed: true })], 'a result record was malformed'],
    ['wrong nonce', [plan(['a']).replace(NONCE, 'x'.repeat(48))], 'a result record did not come from the harness'],
    ['results before the plan', [start('a')], 'results arrived before the list of tests'],
    ['a repeated name in the plan', [plan(['a', 'a'])], 'the list of tests repeats a name'],
    ['a second plan', [plan(['a']), plan(['a'])], 'a second list of tests arrived'],
    [
      'tampering reported by the harness',
      [plan(['a']), rec({ kind: 'tampered', message: 'unittest was patched' })],
      'unittest was patched',
    ],
    ['an unplanned start', [plan(['a']), start('b')], 'a test that tests.py does not define started (b)'],
    ['a start while another runs', [plan(['a', 'b']), start('a'), start('b')], 'b started out of turn'],
    ['a second start of a reported test', [plan(['a']), start('a'), result('a'), start('a')], 'a started out of turn'],
    ['an unplanned result', [plan(['a']), result('z')], 'a result for a test that tests.py does not define (z)'],
    ['a result without a start', [plan(['a']), result('a')], 'a result for a, which had not started'],
    [
      'a result for another test than the running one',
      [plan(['a', 'b']), start('a'), result('b')],
      'a result for b, which had not started',
    ],
    ['two results', [plan(['a']), start('a'), result('a'), result('a')], 'two results for a'],
    ['records after done', [plan([]), done(0), done(0)], 'records arrived after the harness finished'],
    [
      'a wrong count',
      [plan(['a']), start('a'), result('a'), done(2)],
      'the harness counted a different number of tests than it reported',
    ],
    [
      'planned tests missing',
      [plan(['a', 'b', 'c']), start('a'), result('a'), done(1)],
      'tests.py defines 3 tests but 1 reported (missing: b, c)',
    ],
  ])('%s', (_name, lines, reason) => {
    expect(reasonOf(lines)).toBe(reason);
  });

  test('at most five missing names are listed', () => {
    expect(reasonOf([plan(['a', 'b', 'c', 'd', 'e', 'f', 'g']), done(0)])).toBe(
      'tests.py defines 7 tests but 0 reported (missing: a, b, c, d, e)',
    );
  });

  test('a flood of the channel is untrustworthy whatever it holds', () => {
    expect(judgePythonResults(`${plan([])}\n${done(0)}\n`, NONCE, true)).toEqual({
      kind: 'untrustworthy',
      tests: [],
      reason: 'the result channel carried more than its limit',
    });
  });
});

describe('complete streams', () => {
  test('a class-level error keeps its tests from running: a failure, not untrustworthy', () => {
    const v = judge([plan(['T.a', 'T.b']), rec({ kind: 'error', name: 'T (setUpClass)', message: 'boom' }), done(0)]);
    expect(v).toEqual({
      kind: 'complete',
      passed: false,
      tests: [{ name: 'T (setUpClass)', status: 'error', message: 'boom', output: '' }],
    });
  });

  test('results are sorted into the plan order; each carries its code and task number', () => {
    const v = judge([
      plan(['T.a', 'T.b', 'T.c'], { test_code: ['assert a', '', 'assert c'], task_id: [1, null, 3] }),
      start('T.c'),
      result('T.c'),
      start('T.a'),
      result('T.a'),
      start('T.b'),
      result('T.b'),
      done(3),
    ]);
    expect(v).toEqual({
      kind: 'complete',
      passed: true,
      tests: [
        { name: 'T.a', status: 'pass', message: '', output: '', test_code: 'assert a', task_id: 1 },
        { name: 'T.b', status: 'pass', message: '', output: '' },
        { name: 'T.c', status: 'pass', message: '', output: '', test_code: 'assert c', task_id: 3 },
      ],
    });
  });

  test('an error record after the planned tests goes last, after them', () => {
    const v = judge([
      plan(['T.a']),
      rec({ kind: 'error', name: 'module teardown', message: 'x' }),
      start('T.a'),
      result('T.a'),
      done(1),
    ]);
    expect(v.kind === 'complete' ? v.tests.map((t) => t.name) : v.kind).toEqual(['T.a', 'module teardown']);
    expect(v).toMatchObject({ passed: false });
  });

  test('test code and messages are capped', () => {
    const v = judge([
      plan(['T.a'], { test_code: ['c'.repeat(TEST_CODE_CAP + 1)] }),
      start('T.a'),
      result('T.a', 'fail', 'm'.repeat(TEST_MESSAGE_CAP + 1)),
      done(1),
    ]);
    expect(v).toMatchObject({
      kind: 'complete',
      tests: [
        {
          test_code: `${'c'.repeat(TEST_CODE_CAP)}\n[code truncated]`,
          message: `${'m'.repeat(TEST_MESSAGE_CAP)}\n[message truncated]`,
        },
      ],
    });
  });

  test('text exactly at a cap is kept whole', () => {
    const v = judge([
      plan(['T.a'], { test_code: ['c'.repeat(TEST_CODE_CAP)] }),
      start('T.a'),
      result('T.a', 'fail', 'm'.repeat(TEST_MESSAGE_CAP)),
      done(1),
    ]);
    expect(v).toMatchObject({
      tests: [{ test_code: 'c'.repeat(TEST_CODE_CAP), message: 'm'.repeat(TEST_MESSAGE_CAP) }],
    });
  });
});

describe('load errors and streams that stop', () => {
  test('a load error is its own verdict, capped', () => {
    expect(judge([plan(['T.a']), rec({ kind: 'load_error', message: 'SyntaxError' })])).toEqual({
      kind: 'load_error',
      message: 'SyntaxError',
    });
    expect(judge([plan([]), rec({ kind: 'load_error', message: 'e'.repeat(TEST_MESSAGE_CAP + 5) })])).toEqual({
      kind: 'load_error',
      message: `${'e'.repeat(TEST_MESSAGE_CAP)}\n[message truncated]`,
    });
  });

  test('a stream that stops names the running test and how many were planned', () => {
    expect(judge([plan(['T.a', 'T.b']), start('T.a'), result('T.a'), start('T.b')])).toEqual({
      kind: 'incomplete',
      tests: [{ name: 'T.a', status: 'pass', message: '', output: '' }],
      current: 'T.b',
      planned: 2,
      notRun: [],
    });
  });

  test('a last line without its newline was cut off and is ignored', () => {
    const text = `${plan(['T.a'])}\n${start('T.a')}\n${result('T.a')}\n${done(1)}`;
    expect(judgePythonResults(text, NONCE)).toMatchObject({ kind: 'incomplete', current: null, planned: 1 });
  });

  test('nothing at all is incomplete with nothing planned', () => {
    expect(judgePythonResults(Buffer.alloc(0), NONCE)).toEqual({
      kind: 'incomplete',
      tests: [],
      current: null,
      planned: 0,
      notRun: [],
    });
  });
});
