import fc from 'fast-check';
import { judgePythonResults, NO_TESTS } from '../../src/main/services/runner/python-verdict';
import { checkAgainstExpected } from '../../src/main/services/runner/rust';
import { expectedRustTests } from '../../src/main/services/runner/rust-tests';
import { parseLibtest } from '../../src/main/services/runner/libtest-parse';

const NONCE = 'a'.repeat(48);
const rec = (r: Record<string, unknown>, nonce = NONCE) => JSON.stringify({ ...r, nonce });

/** The records an honest harness writes for these tests, all passing. */
function honest(names: string[]): string[] {
  const lines = [rec({ kind: 'plan', tests: names })];
  for (const name of names) {
    lines.push(rec({ kind: 'start', name }));
    lines.push(rec({ kind: 'test', name, status: 'pass', message: '', output: '' }));
  }
  lines.push(rec({ kind: 'done', count: names.length }));
  return lines;
}
const stream = (lines: string[]) => `${lines.join('\n')}\n`;

describe('judgePythonResults', () => {
  test('an honest all-pass stream is a pass; a failing test is a failure', () => {
    expect(judgePythonResults(stream(honest(['T.test_a', 'T.test_b'])), NONCE)).toMatchObject({ kind: 'complete', passed: true });
    const failing = honest(['T.test_a']);
    failing[2] = rec({ kind: 'test', name: 'T.test_a', status: 'fail', message: 'AssertionError', output: '' });
    expect(judgePythonResults(stream(failing), NONCE)).toMatchObject({ kind: 'complete', passed: false });
  });

  test('no tests at all is not a pass', () => {
    expect(judgePythonResults(stream(honest([])), NONCE)).toEqual({ kind: 'load_error', message: NO_TESTS });
  });

  test('output and messages are capped whatever arrives', () => {
    const lines = honest(['T.test_a']);
    lines[2] = rec({ kind: 'test', name: 'T.test_a', status: 'fail', message: 'm'.repeat(10_000), output: 'o'.repeat(10_000) });
    const verdict = judgePythonResults(stream(lines), NONCE);
    expect(verdict.kind).toBe('complete');
    const t = verdict.kind === 'complete' ? verdict.tests[0] : undefined;
    expect(t?.output).toBe(`${'o'.repeat(500)}\n[output truncated]`);
    expect(t?.message.length).toBeLessThanOrEqual(4000 + '\n[message truncated]'.length);
  });

  test('any single dropped, repeated, swapped, re-signed or cut record is never a pass (property)', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^T\.test_[a-z]{1,6}$/), { minLength: 1, maxLength: 6 });
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('resign' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('garbage' as const), at: fc.nat(), text: fc.string({ maxLength: 40 }) }),
    );
    fc.assert(
      fc.property(names, mutation, (tests, m) => {
        const lines = honest(tests);
        const i = m.at % lines.length;
        let text: string;
        switch (m.kind) {
          case 'drop':
            text = stream(lines.filter((_, j) => j !== i));
            break;
          case 'repeat':
            text = stream([...lines.slice(0, i + 1), lines[i]!, ...lines.slice(i + 1)]);
            break;
          case 'swap': {
            const j = (i + 1) % lines.length;
            if (i === j || lines[i] === lines[j]) return;
            const copy = [...lines];
            [copy[i], copy[j]] = [copy[j]!, copy[i]!];
            text = stream(copy);
            break;
          }
          case 'resign':
            text = stream(lines.map((l, j) => (j === i ? l.replace(NONCE, 'b'.repeat(48)) : l)));
            break;
          case 'cut':
            text = stream(lines).slice(0, stream(lines).length - 1 - (m.at % stream(lines).length));
            break;
          case 'garbage':
            text = stream([...lines.slice(0, i), m.text, ...lines.slice(i)]);
            break;
        }
        const verdict = judgePythonResults(text, NONCE);
        expect(verdict.kind === 'complete' && verdict.passed).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  test('a flood of the result channel is untrustworthy', () => {
    expect(judgePythonResults(stream(honest(['T.test_a'])), NONCE, true).kind).toBe('untrustworthy');
  });
});

describe('Rust test names', () => {
  test('expected names come from #[test] fns in tests.rs in file order, ignored ones included, commented-out ones not', () => {
    const tests = `use super::*;
#[test]
fn adds() {}
#[test]
#[should_panic(expected = "capacity")]
fn zero_capacity_panics() {}
#[ignore]
#[test]
fn slow() {}
// #[test]
// fn commented() {}
/* #[test] fn hidden() {} */
fn helper() {}
`;
    expect(expectedRustTests(tests)).toEqual(['adds', 'zero_capacity_panics', 'slow']);
  });

  test('should_panic results are read, and a #[test] outside tests:: is left out', () => {
    const out = 'running 3 tests\ntest fake ... ok\ntest tests::adds ... ok\ntest tests::zero_capacity_panics - should panic ... ok\n\ntest result: ok. 3 passed; 0 failed\n';
    const tests = parseLibtest(out, { testsModuleOnly: true });
    expect(tests.map((t) => t.name)).toEqual(['adds', 'zero_capacity_panics']);
    expect(checkAgainstExpected(tests, ['adds', 'zero_capacity_panics'])).toBeNull();
  });

  test('a missing, repeated or unknown test is named', () => {
    const pass = (name: string) => ({ name, status: 'pass' as const, message: '' });
    expect(checkAgainstExpected([pass('adds')], ['adds', 'other'])).toMatch(/missing: other/);
    expect(checkAgainstExpected([pass('adds'), pass('adds')], ['adds'])).toMatch(/two results for adds/);
    expect(checkAgainstExpected([pass('adds'), pass('made_up')], ['adds'])).toMatch(/does not define \(made_up\)/);
  });
});
