import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRunner } from '../../src/main/services/runner';
import { runExercise } from '../../src/main/services/exercism/run-exercise';
import { OUTPUT_TRUNCATED, VARIATIONS_FAILED, type ResultsJson } from '../../src/main/services/exercism/results-json';
import { makeTempDir } from '../support/temp-dir';
import { withRand } from './crates-available';

jest.setTimeout(120_000);

const tmp = makeTempDir('workbench-exercism-run-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: path.join(tmp.dir, 'runner') });
const FIX = path.join(__dirname, '../fixtures/exercism');
let n = 0;

/** A solution folder as Exercism hands it to a test runner: the exercise's files with the student's code. */
function solutionDir(exercise: string, file: string, code: string | null): string {
  const dir = path.join(tmp.dir, `solution-${n++}`);
  fs.cpSync(path.join(FIX, exercise), dir, { recursive: true });
  if (code === null) fs.rmSync(path.join(dir, file));
  else fs.writeFileSync(path.join(dir, file), code);
  return dir;
}

async function run(slug: string, dir: string): Promise<ResultsJson> {
  const out = path.join(tmp.dir, `out-${n++}`);
  await runExercise(runner, { slug, solutionDir: dir, outputDir: out });
  // What is on disk is what Exercism reads: parse the file, not the returned object.
  return JSON.parse(fs.readFileSync(path.join(out, 'results.json'), 'utf8')) as ResultsJson;
}

const LEAP_PY = 'python/exercises/practice/leap';
const LASAGNA = 'python/exercises/concept/guidos-gorgeous-lasagna';
const LEAP_RS = 'rust/exercises/practice/leap';
const GOOD_LEAP = 'def leap_year(year):\n    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n';
const KEYS = ['message', 'name', 'output', 'status', 'task_id', 'test_code'];

/** Interface rules every results.json must satisfy, whatever the case. */
function conforms(r: ResultsJson, version: 2 | 3): void {
  expect(Object.keys(r).sort()).toEqual(['message', 'status', 'tests', 'version']);
  expect(r.version).toBe(version);
  expect(['pass', 'fail', 'error']).toContain(r.status);
  if (r.status === 'error') expect(typeof r.message === 'string' && r.message.length > 0).toBe(true);
  else expect(r.message).toBeNull();
  for (const t of r.tests) {
    for (const key of Object.keys(t)) expect(KEYS).toContain(key);
    expect(typeof t.name).toBe('string');
    expect(['pass', 'fail', 'error']).toContain(t.status);
    if (t.output !== undefined) expect(t.output.replace(`\n\n${OUTPUT_TRUNCATED}`, '').length).toBeLessThanOrEqual(500);
    if (version === 2) expect(t.task_id).toBeUndefined();
  }
  if (r.status === 'pass') expect(r.tests.every((t) => t.status === 'pass') && r.tests.length > 0).toBe(true);
  if (r.status === 'fail') expect(r.tests.some((t) => t.status !== 'pass')).toBe(true);
}

describe('exercism-run, Python (version 3)', () => {
  test('success: every test passes, in file order, with test_code and readable names', async () => {
    const r = await run('leap', solutionDir(LEAP_PY, 'leap.py', GOOD_LEAP));
    conforms(r, 3);
    expect(r.status).toBe('pass');
    expect(r.tests.map((t) => t.name)).toEqual([
      'Leap > year not divisible by 4 in common year',
      'Leap > year divisible by 4 not divisible by 100 in leap year',
      'Leap > year divisible by 100 not divisible by 400 in common year',
      'Leap > year divisible by 400 is leap year',
      'Leap > a run of years',
      'Leap > a run of years [variation #1]',
      'Leap > a run of years [variation #2]',
      'Leap > a run of years [variation #3]',
    ]);
    expect(r.tests[0]).toEqual({
      name: 'Leap > year not divisible by 4 in common year',
      status: 'pass',
      message: null,
      test_code: 'self.assertIs(leap_year(2015), False)',
      task_id: 0,
    });
  });

  test('partial failure: fail at the top, the failing tests with their assertion, subtests named', async () => {
    const r = await run('leap', solutionDir(LEAP_PY, 'leap.py', 'def leap_year(year):\n    return year % 4 == 0\n'));
    conforms(r, 3);
    expect(r.status).toBe('fail');
    expect(r.tests.map((t) => t.status)).toEqual(['pass', 'pass', 'fail', 'pass', 'fail', 'fail', 'pass', 'pass']);
    expect(r.tests[2]!.message).toContain('AssertionError: True is not False');
    // The parent says its variations failed; each subtest carries its own assertion.
    expect(r.tests[4]!.message).toBe(VARIATIONS_FAILED);
    expect(r.tests[5]!.name).toBe('Leap > a run of years [variation #1]');
    expect(r.tests[5]!.message).toContain('AssertionError');
  });

  test('syntax error: status error, the message points at the learner\'s line, no harness frames', async () => {
    const r = await run('leap', solutionDir(LEAP_PY, 'leap.py', 'def leap_year(year)\n    return True\n'));
    conforms(r, 3);
    expect(r.status).toBe('error');
    expect(r.tests).toEqual([]);
    expect(r.message).toContain('File "leap.py", line 1');
    expect(r.message).toContain('SyntaxError');
    expect(r.message).not.toMatch(/python_harness|importlib|\/sandbox|unittest/);
  });

  test('import error: a name the tests import is missing', async () => {
    const r = await run('leap', solutionDir(LEAP_PY, 'leap.py', 'def is_leap(year):\n    return False\n'));
    conforms(r, 3);
    expect(r.status).toBe('error');
    expect(r.message).toContain("cannot import name 'leap_year' from 'leap'");
  });

  test('empty file: an import error, not a pass', async () => {
    const r = await run('leap', solutionDir(LEAP_PY, 'leap.py', ''));
    conforms(r, 3);
    expect(r.status).toBe('error');
  });

  test('stdout: the user\'s prints per test, capped at 500 characters with the interface\'s note', async () => {
    const code = `def leap_year(year):\n    print("checking", year)\n    if year == 2000:\n        print("x" * 2000)\n    return ${GOOD_LEAP.split('return ')[1]}`;
    const r = await run('leap', solutionDir(LEAP_PY, 'leap.py', code));
    conforms(r, 3);
    expect(r.status).toBe('pass');
    // Stripped, as Exercism's Python runner strips what a test printed.
    expect(r.tests[0]!.output).toBe('checking 2015');
    expect(r.tests[3]!.output).toBe(`${`checking 2000\n${'x'.repeat(2000)}`.slice(0, 500)}\n\n${OUTPUT_TRUNCATED}`);
  });

  test('no solution file: status error saying which file is missing', async () => {
    const r = await run('leap', solutionDir(LEAP_PY, 'leap.py', null));
    conforms(r, 3);
    expect(r).toEqual({ version: 3, status: 'error', message: 'solution file leap.py is missing', tests: [] });
  });

  test('concept exercise: task_id per test from @pytest.mark.task, test_code always present', async () => {
    const exemplar = fs.readFileSync(path.join(FIX, LASAGNA, '.meta/exemplar.py'), 'utf8');
    const r = await run('guidos-gorgeous-lasagna', solutionDir(LASAGNA, 'lasagna.py', exemplar));
    conforms(r, 3);
    expect(r.status).toBe('pass');
    expect(r.tests.filter((t) => !t.name.includes(' [variation #')).map((t) => [t.name, t.task_id])).toEqual([
      ['Lasagna > EXPECTED BAKE TIME', 1],
      ['Lasagna > bake time remaining', 2],
      ['Lasagna > preparation time in minutes', 3],
      ['Lasagna > preparation time rejects text', 3],
    ]);
    expect(r.tests.every((t) => typeof t.test_code === 'string' && t.test_code.length > 0)).toBe(true);
    // Each subtest follows its test, with the test's task.
    const subs = r.tests.filter((t) => t.name.startsWith('Lasagna > bake time remaining [variation #'));
    expect(subs.length).toBeGreaterThan(1);
    expect(subs.every((t) => t.task_id === 2 && t.status === 'pass')).toBe(true);
  });

  test('concept exercise stub: the import fails with the test file\'s own message', async () => {
    const stub = fs.readFileSync(path.join(FIX, LASAGNA, 'lasagna.py'), 'utf8');
    const r = await run('guidos-gorgeous-lasagna', solutionDir(LASAGNA, 'lasagna.py', stub));
    conforms(r, 3);
    expect(r.status).toBe('error');
    expect(r.message).toContain("ImportError: In your 'lasagna.py' file, we can not find or import the");
  });
});

describe('exercism-run, Rust (version 2)', () => {
  const example = fs.readFileSync(path.join(FIX, LEAP_RS, '.meta/example.rs'), 'utf8');

  test('success: every test, #[ignore] ones included, in file order, with test_code and no task_id', async () => {
    const r = await run('leap', solutionDir(LEAP_RS, 'src/lib.rs', example));
    conforms(r, 2);
    expect(r.status).toBe('pass');
    expect(r.tests).toHaveLength(4);
    expect(r.tests[0]).toEqual({ name: 'Year not divisible by 4 common year', status: 'pass', message: null, test_code: 'assert!(!is_leap_year(2015));' });
  });

  test('the wrong leap solution fails (an ignored test runs)', async () => {
    const r = await run('leap', solutionDir(LEAP_RS, 'src/lib.rs', 'pub fn is_leap_year(year: u64) -> bool {\n    year % 4 == 0\n}\n'));
    conforms(r, 2);
    expect(r.status).toBe('fail');
    expect(r.tests[2]!.status).toBe('fail');
    expect(r.tests[2]!.message).toContain('assertion failed: !is_leap_year(2100)');
  });

  test('compile error: status error with the compiler message', async () => {
    const r = await run('leap', solutionDir(LEAP_RS, 'src/lib.rs', 'pub fn is_leap_year(year: u64) -> bool {\n    year %% 4\n}\n'));
    conforms(r, 2);
    expect(r.status).toBe('error');
    expect(r.message).toMatch(/^compile error:/);
  });

  withRand('a crate dependency: rand is built offline from the local registry, and a wrong roll fails', async () => {
    const example = fs.readFileSync(path.join(FIX, 'rust/exercises/practice/dice/.meta/example.rs'), 'utf8');
    const good = await run('dice', solutionDir('rust/exercises/practice/dice', 'src/lib.rs', example));
    conforms(good, 2);
    expect(good).toMatchObject({ status: 'pass', tests: [{ name: 'In range', status: 'pass' }] });
    const wrong = await run('dice', solutionDir('rust/exercises/practice/dice', 'src/lib.rs', 'use rand::Rng;\n\npub fn roll() -> u8 {\n    rand::thread_rng().gen_range(7..=9)\n}\n'));
    expect(wrong).toMatchObject({ status: 'fail', tests: [{ name: 'In range', status: 'fail' }] });
  });

  test('a crate this machine cannot provide: status error naming the crate and how to get it', async () => {
    const dir = solutionDir('rust/exercises/practice/dice', 'src/lib.rs', 'pub fn roll() -> u8 { 4 }\n');
    fs.writeFileSync(path.join(dir, 'Cargo.toml'), '[package]\nname = "dice"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nint-enum = "1.1"\n');
    const r = await run('dice', dir);
    conforms(r, 2);
    expect(r.status).toBe('error');
    expect(r.message).toMatch(/^this exercise needs the crate `int-enum` 1\.1, which is not available offline on this machine: on Debian or Ubuntu install it with `sudo apt-get install librust-int-enum-dev`.*network/);
  });

  test('a dependency we cannot build offline (a path) is named', async () => {
    const dir = solutionDir('rust/exercises/practice/dice', 'src/lib.rs', 'pub fn roll() -> u8 { 4 }\n');
    fs.writeFileSync(path.join(dir, 'Cargo.toml'), '[package]\nname = "dice"\nversion = "0.1.0"\n\n[dependencies]\nhelper = { path = "../helper" }\n');
    const r = await run('dice', dir);
    expect(r).toMatchObject({ status: 'error', message: 'needs crates (helper): helper uses `path`, which an offline build from a registry cannot follow' });
  });
});

describe('the CLI', () => {
  test('writes results.json and exits 0 on a failing solution; exit 2 with usage on bad arguments', () => {
    const tsx = path.join(__dirname, '../../node_modules/.bin/tsx');
    const cli = path.join(__dirname, '../../src/main/cli/exercism-run.ts');
    const out = path.join(tmp.dir, 'cli-out');
    const env = { ...process.env, WORKBENCH_RUNNER_DIR: path.join(tmp.dir, 'runner') };
    const ok = spawnSync(tsx, [cli, 'leap', solutionDir(LEAP_PY, 'leap.py', 'def leap_year(y):\n    return True\n'), out], { env, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    const r = JSON.parse(fs.readFileSync(path.join(out, 'results.json'), 'utf8')) as ResultsJson;
    expect(r.status).toBe('fail');
    const bad = spawnSync(tsx, [cli, 'leap'], { env, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/usage: npm run exercism-run -- <slug> <solution-dir> <output-dir>/);
  });
});
