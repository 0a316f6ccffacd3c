import path from 'node:path';
import { rustTestName } from '../../src/main/services/exercism/results-json';
import { createRunner } from '../../src/main/services/runner';
import { docBlocks, parseDoctestName, parseDoctestOutput } from '../../src/main/services/runner/rust-doctests';
import { makeTempDir } from '../support/temp-dir';

/**
 * Rust doc tests, as cargo test runs them and Exercism's Rust runner reports them: which blocks are tests, how
 * they are named and shown, and a run of an imported-shape problem whose doc tests decide the verdict.
 */
jest.setTimeout(180_000);

describe('which doc blocks are tests, and their code', () => {
  test('Rust blocks (plain, rust, compile_fail, ignore, should_panic) by the line of their fence; text blocks and unclosed ones are not', () => {
    const lib = [
      '//! ```', // 1
      '//! assert!(true);',
      '//! ```',
      '/// ```text', // 4
      '/// not code',
      '/// ```',
      '    /// ```rust,should_panic', // 7: indented in a module
      '    /// panic!("no");',
      '    ///',
      '    /// let _x = 1;',
      '    /// ```',
      '/// ```compile_fail,E0308', // 12
      '/// let x: u8 = "s";',
      '/// ```',
      '/// ```',
      '/// never closed',
      'fn f() {}',
    ].join('\n');
    expect(docBlocks({ 'src/lib.rs': lib })).toEqual([
      { file: 'src/lib.rs', line: 1, compileFail: false, code: 'assert!(true);' },
      { file: 'src/lib.rs', line: 7, compileFail: false, code: 'panic!("no");\nlet _x = 1;' },
      { file: 'src/lib.rs', line: 12, compileFail: true, code: '// This code must not compile:\nlet x: u8 = "s";' },
    ]);
  });

  test('names: file, item path and line; Exercism shows the item without leading underscores', () => {
    expect(parseDoctestName('src/compile_fail_tests.rs - compile_fail_tests::_ONLY_ARROW (line 48) - compile fail')).toEqual({
      file: 'src/compile_fail_tests.rs', item: 'compile_fail_tests::_ONLY_ARROW', line: 48,
    });
    expect(parseDoctestName('src/lib.rs - (line 3)')).toEqual({ file: 'src/lib.rs', item: '', line: 3 });
    expect(parseDoctestName('tests::year_2000')).toBeNull();
    expect(rustTestName('src/compile_fail_tests.rs - compile_fail_tests::_ONLY_ARROW (line 48)')).toBe('Only arrow');
    expect(rustTestName('src/lib.rs - hashmap::test_nested (line 9)')).toBe('Nested');
  });

  test("rustdoc's output: a result per test, a failure's panic as its message and what came before as output", () => {
    const out = [
      'running 2 tests',
      'test src/lib.rs - _W (line 10) - compile fail ... ok',
      'test src/lib.rs - add (line 3) ... FAILED',
      '',
      'failures:',
      '',
      '---- src/lib.rs - add (line 3) stdout ----',
      'Test executable failed (exit status: 101).',
      '',
      'stderr:',
      '',
      "thread 'main' (7) panicked at src/lib.rs:5:1:",
      'boom',
      'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace',
      '',
      'failures:',
      '    src/lib.rs - add (line 3)',
      '',
      'test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.50s',
    ].join('\n');
    expect(parseDoctestOutput(out)).toEqual([
      { name: 'src/lib.rs - _W (line 10)', status: 'pass', message: '' },
      { name: 'src/lib.rs - add (line 3)', status: 'fail', message: "thread 'main' (7) panicked at src/lib.rs:5:1:\nboom", output: 'Test executable failed (exit status: 101).\n\nstderr:' },
    ]);
  });
});

describe('a run with doc tests', () => {
  const tmp = makeTempDir('workbench-doctests-');
  afterAll(() => tmp.cleanup());
  const runner = createRunner({ workDir: path.join(tmp.dir, 'runner') });
  // The shape of Exercism's macros exercise: the compile_fail doc tests sit in a module given with the exercise.
  const given = '/// ```compile_fail\n/// let _n: u32 = checked::halve(3);\n/// ```\nconst _ODD_IS_NOT_A_U32: () = ();\n';
  const tests = 'use checked::*;\n\n#[test]\nfn halves_four() {\n    assert_eq!(halve(4), Some(2));\n}\n';
  const problem = { slug: 'checked', language: 'rust' as const, tests, dir: tmp.dir };
  const layout = { module: 'checked', support_files: { 'refusals.rs': given } };
  const good = 'pub mod refusals;\n\n/// ```\n/// assert_eq!(checked::halve(3), None);\n/// ```\npub fn halve(n: u32) -> Option<u32> {\n    (n % 2 == 0).then(|| n / 2)\n}\n';

  test('the integration tests and every doc test pass: passed, doc tests named by rustdoc with their code', async () => {
    const r = await runner.run({ problem, code: good, layout });
    expect(r.error_message).toBeUndefined();
    expect(r.status).toBe('passed');
    expect(r.tests.map((t) => `${t.name}: ${t.status}`)).toEqual([
      'halves_four: pass',
      'src/lib.rs - halve (line 3): pass',
      'src/refusals.rs - refusals::_ODD_IS_NOT_A_U32 (line 1): pass',
    ]);
    expect(r.tests[2]!.test_code).toBe('// This code must not compile:\nlet _n: u32 = checked::halve(3);');
  });

  test('a solution that makes a compile_fail doc test compile fails that test, though every integration test passes', async () => {
    const loose = good.replace('pub fn halve(n: u32) -> Option<u32> {\n    (n % 2 == 0).then(|| n / 2)\n}', 'pub fn halve(n: u32) -> u32 {\n    n / 2\n}').replace('assert_eq!(checked::halve(3), None);', 'let _ = checked::halve(3);');
    const r = await runner.run({ problem: { ...problem, tests: 'use checked::*;\n\n#[test]\nfn halves_four() {\n    assert_eq!(halve(4), 2);\n}\n' }, code: loose, layout });
    expect(r.status).toBe('failed');
    const refusal = r.tests.find((t) => t.name.includes('_ODD_IS_NOT_A_U32'))!;
    expect(refusal.status).toBe('fail');
    expect(refusal.message).toMatch(/compile/i);
  });
});
