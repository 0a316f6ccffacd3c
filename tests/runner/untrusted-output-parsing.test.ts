import fs from 'node:fs';
import { bwrapArgs, SANDBOX_DIR } from '../../src/main/services/runner/isolation';
import { layoutProblem } from '../../src/main/services/runner/layout';
import { parseLibtest, unfinishedTest } from '../../src/main/services/runner/libtest-parse';
import { userProcessCount } from '../../src/main/services/runner/limits';
import { judgePythonResults, NO_TESTS, RESULT_CHANNEL_CAP_BYTES, TEST_MESSAGE_CAP, type PythonVerdict } from '../../src/main/services/runner/python-verdict';
import { expectedRustTests, rustTestBodies } from '../../src/main/services/runner/rust-tests';

/**
 * Edges of the runner's readers that mutation testing (docs/testing.md) found no test for: what a tests.rs may
 * look like, lines of libtest output that only look like results, the harness stream's last rules, and the
 * sandbox's fixed paths.
 */
describe('tests.rs: the test functions and their bodies', () => {
  test('attributes and keywords need no exact spacing: none after an attribute, several before fn', () => {
    const src = '#[test]fn tight() {}\n#[test]\npub(crate)  fn spaced_pub() {}\n#[test]\nasync  fn spaced_async() {}\n#[test]\nunsafe  fn spaced_unsafe() {}\n#[test]\nfn  spaced_name() {}\n';
    expect(expectedRustTests(src)).toEqual(['tight', 'spaced_pub', 'spaced_async', 'spaced_unsafe', 'spaced_name']);
  });

  test('a comment between the attribute and fn is not text: the test still counts', () => {
    expect(expectedRustTests('#[test] /* why */ fn block_commented() {}\n#[test] // note\nfn line_commented() {}\n')).toEqual([
      'block_commented',
      'line_commented',
    ]);
  });

  test('braces inside strings (with escaped quotes) and line comments do not end a body; nested blocks do not either', () => {
    const src = [
      '#[test]',
      'fn tricky() {',
      '    let s = "{ \\" }";',
      '    // } a brace in a comment',
      '    if s.len() > 1 {',
      '        assert_eq!(s, "}");',
      '    }',
      '}',
      '#[test]',
      'fn after() {',
      '    assert!(true);',
      '}',
    ].join('\n');
    const bodies = rustTestBodies(src);
    expect(bodies.get('tricky')).toBe('let s = "{ \\" }";\n// } a brace in a comment\nif s.len() > 1 {\n    assert_eq!(s, "}");\n}');
    expect(bodies.get('after')).toBe('assert!(true);');
  });

  test('dedenting ignores blank lines and keeps the relative indentation; the first blank lines go', () => {
    const src = '#[test]\nfn shaped() {\n\n        let a = 1;\n\n            let b = 2;\n    }\n';
    expect(rustTestBodies(src).get('shaped')).toBe('let a = 1;\n\n    let b = 2;');
  });

  test('a line comment that ends the file, with no newline and no closing brace, leaves the body out', () => {
    expect(rustTestBodies('#[test]\nfn cut() {\n    // the end').has('cut')).toBe(false);
  });

  test('a string holding a lone closing brace is skipped from its opening quote', () => {
    expect(rustTestBodies('#[test]\nfn lone() {\n    let s = "}";\n    assert!(s.len() == 1);\n}\n').get('lone')).toBe(
      'let s = "}";\nassert!(s.len() == 1);',
    );
  });

  test('a slash is a comment only when another follows it: a division before a brace on its line', () => {
    const src = '#[test]\nfn divides() {\n    let half = 8 / 2; if half > 1 {\n        assert!(half > 0);\n    }\n}\n';
    expect(rustTestBodies(src).get('divides')).toBe('let half = 8 / 2; if half > 1 {\n    assert!(half > 0);\n}');
  });

  test('a brace right before a slash still counts', () => {
    const src = '#[test]\nfn glued() {\n    let x = {2}/2;\n    assert!(x == 1);\n}\n';
    expect(rustTestBodies(src).get('glued')).toBe('let x = {2}/2;\nassert!(x == 1);');
  });

  test('a body whose first line sits on the brace line keeps its lines apart', () => {
    expect(rustTestBodies('#[test]\nfn inline() { let a = 1;\n    let b = 2;\n}\n').get('inline')).toBe('let a = 1;\n   let b = 2;');
  });

  test('a blank line of spaces, shorter than the indentation, does not limit the dedent', () => {
    expect(rustTestBodies('#[test]\nfn spaced() {\n    let a = 1;\n  \n    let b = 2;\n}\n').get('spaced')).toBe(
      'let a = 1;\n\nlet b = 2;',
    );
  });

  test('a string that never closes leaves the body out rather than cutting it anywhere', () => {
    expect(rustTestBodies('#[test]\nfn open() {\n    let s = "{;\n').has('open')).toBe(false);
  });
});

describe('libtest output: only real result lines count', () => {
  test('a line that merely contains a result (printed by the code under test) is not a result', () => {
    const stdout = [
      'running 1 test',
      'test tests::real ... ok',
      'note: test tests::forged ... ok',
      '',
      'test result: ok. 1 passed; 0 failed',
    ].join('\n');
    expect(parseLibtest(stdout).map((t) => t.name)).toEqual(['real']);
  });

  test('a section head must start its line; a panic line too, whatever digits the thread id has', () => {
    const stdout = [
      'test tests::a ... FAILED',
      'test tests::b ... FAILED',
      '',
      'failures:',
      '',
      '---- tests::a stdout ----',
      'x---- tests::b stdout ----',
      "printed  thread 'tests::a' panicked at nothing",
      "thread 'tests::a' (12) panicked at src/tests.rs:3:5:",
      'boom a',
      '---- tests::b stdout ----',
      "thread 'tests::b' panicked at src/tests.rs:9:5:",
      'boom b',
    ].join('\n');
    const [a, b] = parseLibtest(stdout);
    expect(a).toMatchObject({ name: 'a', status: 'fail', message: "thread 'tests::a' (12) panicked at src/tests.rs:3:5:\nboom a" });
    expect(a!.output).toBe("x---- tests::b stdout ----\nprinted  thread 'tests::a' panicked at nothing");
    expect(b).toMatchObject({ name: 'b', status: 'fail', message: "thread 'tests::b' panicked at src/tests.rs:9:5:\nboom b" });
  });

  test('an unfinished test is named only from a line that starts with its result prefix', () => {
    expect(unfinishedTest('running 2 tests\ntest tests::slow ... ')).toBe('slow');
    expect(unfinishedTest('running 2 tests\nsaid: test tests::slow ... ')).toBeNull();
  });
});

describe('the Python harness stream: its last rules', () => {
  const NONCE = 'n'.repeat(48);
  const rec = (r: Record<string, unknown>) => JSON.stringify({ ...r, nonce: NONCE });
  const testsOf = (v: PythonVerdict) => (v.kind === 'load_error' ? [] : v.tests);

  test('text after the final record (a cut-off line) makes the run untrustworthy', () => {
    const lines = [rec({ kind: 'plan', tests: ['a'] }), rec({ kind: 'start', name: 'a' }), rec({ kind: 'test', name: 'a', status: 'pass', message: '', output: '' }), rec({ kind: 'done', count: 1 })];
    expect(judgePythonResults(`${lines.join('\n')}\n`, NONCE).kind).toBe('complete');
    const cut = judgePythonResults(`${lines.join('\n')}\npartial`, NONCE);
    expect(cut).toMatchObject({ kind: 'untrustworthy', reason: 'records arrived after the harness finished' });
  });

  test('a file that defines no tests never passes', () => {
    const verdict = judgePythonResults(`${[rec({ kind: 'plan', tests: [] }), rec({ kind: 'done', count: 0 })].join('\n')}\n`, NONCE);
    expect(verdict).toEqual({ kind: 'load_error', message: NO_TESTS });
  });

  test('class-level errors keep the order they came in, after the planned tests; a long message is cut and marked', () => {
    const long = 'x'.repeat(TEST_MESSAGE_CAP + 10);
    const lines = [
      rec({ kind: 'plan', tests: ['a', 'b'] }),
      rec({ kind: 'error', name: 'setUpClass (first)', message: long }),
      rec({ kind: 'error', name: 'setUpClass (second)', message: 'second' }),
      rec({ kind: 'error', name: 'setUpClass (third)', message: 'third' }),
      rec({ kind: 'done', count: 0 }),
    ];
    const verdict = judgePythonResults(`${lines.join('\n')}\n`, NONCE);
    expect(verdict.kind).toBe('complete');
    expect(testsOf(verdict).map((t) => t.name)).toEqual(['setUpClass (first)', 'setUpClass (second)', 'setUpClass (third)']);
    expect(testsOf(verdict)[0]!.message.endsWith('[message truncated]')).toBe(true);
    expect(testsOf(verdict)[0]!.message.startsWith('x'.repeat(TEST_MESSAGE_CAP))).toBe(true);
  });

  test('a test without a task in the plan carries no task_id key at all', () => {
    const lines = [
      rec({ kind: 'plan', tests: ['a', 'b'], task_id: [null, 3] }),
      rec({ kind: 'start', name: 'a' }),
      rec({ kind: 'test', name: 'a', status: 'pass', message: '', output: '' }),
      rec({ kind: 'start', name: 'b' }),
      rec({ kind: 'test', name: 'b', status: 'pass', message: '', output: '' }),
      rec({ kind: 'done', count: 2 }),
    ];
    const verdict = judgePythonResults(`${lines.join('\n')}\n`, NONCE);
    expect(verdict.kind).toBe('complete');
    expect(Object.keys(testsOf(verdict)[0]!)).not.toContain('task_id');
    expect(testsOf(verdict)[1]!.task_id).toBe(3);
  });

  test('the result channel holds 8 MB', () => {
    expect(RESULT_CHANNEL_CAP_BYTES).toBe(8 * 1024 * 1024);
  });
});

describe('layout refusals: names and values are quoted short', () => {
  test('an unknown edition is quoted to 20 characters', () => {
    const message = layoutProblem({ edition: `2021${'9'.repeat(40)}` as never }, 'rust');
    expect(message).toBe(`Rust edition 2021${'9'.repeat(16)} is not one of 2015, 2018, 2021, 2024`);
  });

  test.each(['tests.py', 'tests.rs', 'pytest.py', 'python_harness.py', 'solution.py'])('a helper may not be named %s', (name) => {
    expect(layoutProblem({ support_files: { [name]: 'x' } }, 'python')).toBe(`a helper file of the tests is named "${name}", which the runner cannot use`);
  });

  test('only the last extension is dropped to find a reserved stem', () => {
    // "solution.test.py" has the stem "solution.test", not a reserved name.
    expect(layoutProblem({ support_files: { 'helpers.v2.py': 'x' } }, 'python')).toBeNull();
  });
});

describe('the sandbox', () => {
  test('the run folder appears at /sandbox and each system folder is bound read-only or linked as on the host', () => {
    expect(SANDBOX_DIR).toBe('/sandbox');
    const args = bwrapArgs({ runDir: '/tmp/run-x', folder: 'tmpfs', readOnly: [] });
    expect(args.join(' ')).toContain(' /sandbox');
    const has = (triple: string[]) => args.some((_, i) => triple.every((t, k) => args[i + k] === t));
    const expected = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64'].flatMap((dir) => {
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(dir);
      } catch {
        return [];
      }
      return [stat.isSymbolicLink() ? ['--symlink', fs.readlinkSync(dir), dir] : ['--ro-bind', dir, dir]];
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.filter((triple) => !has(triple))).toEqual([]);
    // Right after the namespace options come exactly those binds and the /etc entries a toolchain needs.
    const etc = ['/etc/alternatives', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d', '/etc/localtime']
      .filter((e) => fs.existsSync(e))
      .map((e) => ['--ro-bind', e, e]);
    const binds = [...expected, ...etc].flat();
    expect(args.slice(0, 5)).toEqual(['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL']);
    expect(args.slice(5, 5 + binds.length)).toEqual(binds);
    // Options and their values only: nothing stray at the front.
    expect(args[0]!.startsWith('--')).toBe(true);
  });
});

describe('userProcessCount', () => {
  test('counts this user’s processes from /proc (at least this one)', async () => {
    const count = await userProcessCount();
    expect(count).not.toBeNull();
    expect(count!).toBeGreaterThanOrEqual(1);
    const mine = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e)).filter((e) => {
      try {
        return fs.statSync(`/proc/${e}`).uid === process.getuid!();
      } catch {
        return false;
      }
    }).length;
    // Processes come and go between the two counts; the two agree closely.
    expect(Math.abs(count! - mine)).toBeLessThanOrEqual(20);
  });
});
