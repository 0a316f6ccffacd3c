import fs from 'node:fs';
import path from 'node:path';
import { createRunner } from '../../src/main/services/runner';
import { rustCacheKey } from '../../src/main/services/runner/rust';
import { makeTempDir } from '../support/temp-dir';
import { rustProblem } from './support';

jest.setTimeout(120_000);

const tmp = makeTempDir('workbench-rs-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: tmp.dir });

const problem = rustProblem(`
#[test]
fn adds() { assert_eq!(add(2, 3), 5); }

#[test]
fn adds_negative() { println!("about to add"); assert_eq!(add(-2, -3), -5, "negative numbers"); }
`);

describe('Rust runner', () => {
  test('a correct solution passes with per-test names', async () => {
    const result = await runner.run({ problem, code: 'pub fn add(a: i64, b: i64) -> i64 { a + b }\n' });
    expect(result.status).toBe('passed');
    expect(result.tests).toEqual([
      { name: 'adds', status: 'pass', message: '', test_code: 'assert_eq!(add(2, 3), 5);' },
      {
        name: 'adds_negative',
        status: 'pass',
        message: '',
        test_code: 'println!("about to add"); assert_eq!(add(-2, -3), -5, "negative numbers");',
      },
    ]);
  });

  test('a wrong solution fails with the panic message and what the test printed', async () => {
    const result = await runner.run({ problem, code: 'pub fn add(a: i64, b: i64) -> i64 { a.abs() + b.abs() }\n' });
    expect(result.status).toBe('failed');
    const failing = result.tests.find((t) => t.name === 'adds_negative');
    expect(failing?.status).toBe('fail');
    expect(failing?.message).toMatch(/panicked at tests\.rs/);
    expect(failing?.message).toMatch(/negative numbers/);
    expect(failing?.output).toBe('about to add');
    expect(result.tests.find((t) => t.name === 'adds')?.status).toBe('pass');
  });

  test('a compile error is status error with rustc diagnostics pointing at the learner line', async () => {
    const result = await runner.run({ problem, code: '\n\npub fn add(a: i64, b: i64) -> i64 { a + }\n' });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/^compile error:/);
    expect(result.error_message).toMatch(/solution\.rs:3:/);
    expect(result.tests).toEqual([]);
  });

  test('a type error in the code is a compile error, not a crash', async () => {
    const result = await runner.run({ problem, code: 'pub fn add(a: i64, b: i64) -> String { a + b }\n' });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/mismatched types/);
  });

  test('an unchanged resubmission comes from the binary cache; a change compiles again', async () => {
    const code = 'pub fn add(a: i64, b: i64) -> i64 { b + a }\n';
    const first = await runner.run({ problem, code });
    const second = await runner.run({ problem, code });
    expect(first).toMatchObject({ status: 'passed', cached: false });
    expect(second).toMatchObject({ status: 'passed', cached: true });
    const entries = fs.readdirSync(path.join(tmp.dir, 'rust-cache'));
    expect(entries.every((e) => /^[0-9a-f]{64}$/.test(e))).toBe(true);
    const changed = await runner.run({ problem, code: `${code}// edited\n` });
    expect(changed.cached).toBe(false);
  });

  test('the cache key covers code, tests and compiler version', () => {
    const base = rustCacheKey('code', 'tests', 'rustc 1.95.0');
    expect(rustCacheKey('code', 'tests', 'rustc 1.95.0')).toBe(base);
    expect(rustCacheKey('code ', 'tests', 'rustc 1.95.0')).not.toBe(base);
    expect(rustCacheKey('code', 'tests ', 'rustc 1.95.0')).not.toBe(base);
    expect(rustCacheKey('code', 'tests', 'rustc 1.96.0')).not.toBe(base);
    expect(rustCacheKey('codetests', '', 'rustc 1.95.0')).not.toBe(rustCacheKey('code', 'tests', 'rustc 1.95.0'));
  });

  test('an infinite loop in a test ends as timeout, listing every test: passed, running and not run', async () => {
    const looping = rustProblem(
      '#[test]\nfn a_first() {}\n' +
        '#[test]\nfn b_spins() { let mut x = 0u64; loop { x = x.wrapping_add(1); std::hint::black_box(x); } }\n' +
        '#[test]\nfn c_later() {}\n',
    );
    const result = await runner.run({ problem: looping, code: '', timeoutMs: 1500 });
    expect(result.status).toBe('timeout');
    expect(result.tests.map((t) => [t.name, t.status, t.message])).toEqual([
      ['a_first', 'pass', ''],
      ['b_spins', 'error', 'was running when the 1.5 s time limit stopped the run'],
      ['c_later', 'not_run', 'did not run: the run was stopped at the 1.5 s time limit first'],
    ]);
    // Not stopped early (with slack for timer granularity), and ended at all (a hang guard, not a speed claim).
    expect(result.duration_ms).toBeGreaterThanOrEqual(1400);
    expect(result.duration_ms).toBeLessThan(30_000);
  });

  test('a compile that outlasts the compile budget ends as timeout with a clear message', async () => {
    const slow = createRunner({ workDir: path.join(tmp.dir, 'slow'), compileTimeoutMs: 1 });
    const result = await slow.run({ problem, code: 'pub fn add(a: i64, b: i64) -> i64 { a + b }\n' });
    expect(result.status).toBe('timeout');
    expect(result.error_message).toMatch(/compile budget/);
  });
});
