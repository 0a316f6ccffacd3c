import fs from 'node:fs';
import path from 'node:path';
import { loadProblemDir } from '../../src/main/content/load-problems';
import { importExercism } from '../../src/main/services/exercism/import';
import { mapAxes, mapDifficulty, mapTags, readHints } from '../../src/main/services/exercism/problem-files';
import { readCargoToml } from '../../src/main/services/exercism/cargo-toml';
import { ExerciseProblem, readExercise } from '../../src/main/services/exercism/exercise';
import { createRunner } from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';
import { withRand } from './crates-available';

jest.setTimeout(180_000);

const tmp = makeTempDir('workbench-exercism-import-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: path.join(tmp.dir, 'runner') });
const FIX = path.join(__dirname, '../fixtures/exercism');
let n = 0;
const copy = (rel: string) => {
  const dir = path.join(tmp.dir, `src-${n++}`, rel);
  fs.cpSync(path.join(FIX, rel), dir, { recursive: true });
  return dir;
};

describe('import-exercism', () => {
  const problemsDir = path.join(tmp.dir, 'problems');

  test('a Python track: practice and concept exercises imported, loadable by the catalog, verified, runnable', async () => {
    const track = copy('python');
    const report = await importExercism(runner, { source: track, problemsDir });
    expect(report).toEqual([
      { exercise: 'leap', kind: 'practice', outcome: 'imported', problem_slug: 'exercism-python-leap' },
      { exercise: 'guidos-gorgeous-lasagna', kind: 'concept', outcome: 'imported', problem_slug: 'exercism-python-guidos-gorgeous-lasagna' },
    ]);
    const leap = loadProblemDir(path.join(problemsDir, 'exercism-python-leap'));
    expect(leap).toMatchObject({
      title: 'Leap (Exercism)',
      language: 'python',
      difficulty: 'easy',
      axes: ['algorithmic', 'math_foundations'],
      domain_tags: ['exercism', 'python', 'conditionals', 'integers'],
      hints: ['Read the tests: each one says what a function must return for one input.'],
    });
    expect(leap.statement_md).toContain('Given a year, report whether it is a leap year.');
    expect(leap.statement_md).toContain('Return a `bool`.');
    expect(leap.tests).toBe(fs.readFileSync(path.join(FIX, 'python/exercises/practice/leap/leap_test.py'), 'utf8'));
    expect(leap.starter).toBe(fs.readFileSync(path.join(FIX, 'python/exercises/practice/leap/leap.py'), 'utf8'));
    expect(JSON.parse(fs.readFileSync(path.join(leap.dir, 'exercism.json'), 'utf8'))).toMatchObject({ module: 'leap', support_files: [] });

    const lasagna = loadProblemDir(path.join(problemsDir, 'exercism-python-guidos-gorgeous-lasagna'));
    expect(lasagna.statement_md.indexOf('Python functions are defined')).toBeLessThan(lasagna.statement_md.indexOf('## 1. Define'));
    expect(lasagna.hints).toEqual(['Constants are names in capitals.', 'Assign 40 to the name.', 'Subtract the elapsed time.', 'Multiply.']);
    expect(lasagna.domain_tags).toEqual(['exercism', 'python', 'basics']);

    // The app's runner finds the layout beside the problem (no layout in the request).
    const run = await runner.run({ problem: leap, code: leap.reference });
    expect(run.status).toBe('passed');
    const starter = await runner.run({ problem: lasagna, code: lasagna.starter });
    expect(starter.status).toBe('error');
  });

  test('re-import: unchanged when nothing changed, updated when the tests changed', async () => {
    const track = copy('python');
    const dir = path.join(problemsDir, 'exercism-python-leap');
    const again = await importExercism(runner, { source: path.join(track, 'exercises/practice/leap'), problemsDir });
    expect(again).toEqual([{ exercise: 'leap', kind: 'practice', outcome: 'unchanged', problem_slug: 'exercism-python-leap' }]);
    const testFile = path.join(track, 'exercises/practice/leap/leap_test.py');
    fs.appendFileSync(testFile, '\n    def test_year_1600(self):\n        self.assertIs(leap_year(1600), True)\n');
    const updated = await importExercism(runner, { source: path.join(track, 'exercises/practice/leap'), problemsDir });
    expect(updated[0]!.outcome).toBe('updated');
    expect(fs.readFileSync(path.join(dir, 'tests.py'), 'utf8')).toContain('test_year_1600');
    expect(fs.readdirSync(problemsDir).filter((f) => f.includes('.old-') || f.includes('.import-'))).toEqual([]);
  });

  withRand('a Rust track: leap imported with its edition; an exercise that needs a crate imported with the crate', async () => {
    const report = await importExercism(runner, { source: copy('rust'), problemsDir });
    expect(JSON.parse(fs.readFileSync(path.join(problemsDir, 'exercism-rust-dice', 'exercism.json'), 'utf8'))).toMatchObject({ crates: [{ name: 'rand', version: '0.8' }] });
    expect(report).toEqual([
      { exercise: 'dice', kind: 'practice', outcome: 'imported', problem_slug: 'exercism-rust-dice' },
      { exercise: 'leap', kind: 'practice', outcome: 'imported', problem_slug: 'exercism-rust-leap' },
    ]);
    const leap = loadProblemDir(path.join(problemsDir, 'exercism-rust-leap'));
    expect(leap.axes).toEqual(['algorithmic', 'systems_programming', 'math_foundations']);
    expect(JSON.parse(fs.readFileSync(path.join(leap.dir, 'exercism.json'), 'utf8'))).toMatchObject({ module: 'leap', edition: '2024' });
    expect((await runner.run({ problem: leap, code: 'pub fn is_leap_year(y: u64) -> bool { y % 4 == 0 }\n' })).status).toBe('failed');
  });

  test('failed: a reference that does not pass, a starter that already passes, a listed solution file that is missing', async () => {
    const broken = copy('python/exercises/practice/leap');
    fs.writeFileSync(path.join(broken, '.meta/example.py'), 'def leap_year(year):\n    return year % 4 == 0\n');
    const out = path.join(tmp.dir, 'problems-failed');
    const [bad] = await importExercism(runner, { source: broken, problemsDir: out });
    expect(bad).toMatchObject({ outcome: 'failed' });
    expect(bad!.reason).toMatch(/^the reference solution does not pass its tests \(failed: /);
    const solved = copy('python/exercises/practice/leap');
    fs.copyFileSync(path.join(solved, '.meta/example.py'), path.join(solved, 'leap.py'));
    const [already] = await importExercism(runner, { source: solved, problemsDir: out });
    expect(already).toMatchObject({ outcome: 'failed', reason: 'the starter code already passes every test' });
    const multi = copy('python/exercises/practice/leap');
    const config = JSON.parse(fs.readFileSync(path.join(multi, '.meta/config.json'), 'utf8')) as { files: { solution: string[] } };
    config.files.solution.push('helpers.py');
    fs.writeFileSync(path.join(multi, '.meta/config.json'), JSON.stringify(config));
    const [missing] = await importExercism(runner, { source: multi, problemsDir: out });
    expect(missing).toMatchObject({ outcome: 'failed', reason: 'solution file helpers.py is missing' });
    expect(fs.readdirSync(out)).toEqual([]);
  });

  test('a bundled slug is never shadowed; a folder that is not an exercise reports nothing', async () => {
    const [clash] = await importExercism(runner, { source: copy('python/exercises/practice/leap'), problemsDir: path.join(tmp.dir, 'p2'), takenSlugs: new Set(['exercism-python-leap']) });
    expect(clash).toMatchObject({ outcome: 'failed', reason: 'a bundled problem is already named exercism-python-leap' });
    expect(await importExercism(runner, { source: tmp.dir, problemsDir: path.join(tmp.dir, 'p3') })).toEqual([]);
  });
});

describe('mapping', () => {
  test('difficulty, axes, tags and hints as docs/exercism.md says', () => {
    expect([1, 3, 4, 6, 7, 10].map((d) => mapDifficulty('practice', d))).toEqual(['easy', 'easy', 'medium', 'medium', 'hard', 'hard']);
    expect(mapDifficulty('concept', 9)).toBe('easy');
    expect(mapAxes('python', ['strings'])).toEqual(['algorithmic']);
    expect(mapTags('rust', { topics: ['Pattern Matching', 'pattern-matching'] })).toEqual(['exercism', 'rust', 'pattern-matching']);
    expect(readHints('# Hints\n\n- one\n* two\n- three\n- four\n- five\n- six\n')).toEqual(['one', 'two', 'three', 'four', 'five']);
  });

  test('Cargo.toml: package name, edition and every kind of dependency table', () => {
    expect(readCargoToml('[package]\nname = "leap"\nedition = "2024"\n\n[dependencies]\n')).toEqual({
      name: 'leap',
      edition: '2024',
      dependencies: [],
      features: [],
      defaultFeatures: [],
      crates: [],
      unsupported: null,
    });
    const both = readCargoToml('[package]\nname = "x"\n[dev-dependencies]\nrand = "0.8"\n[dependencies.time]\nversion = "1"\n');
    expect(both.dependencies).toEqual(['rand', 'time']);
    expect(both.crates).toEqual([{ name: 'rand', version: '0.8' }]);
    expect(both.unsupported).toBe('time is given as a [dependencies.time] table, which is not read');
  });

  test('Cargo.toml: crates as version strings or inline tables with features; what an offline build cannot follow is named', () => {
    const info = readCargoToml('[dependencies]\nanyhow = "1.0"\npretty_assertions = { version = "1.3", default-features = false, features = ["std", "alloc"] }\n');
    expect(info.crates).toEqual([
      { name: 'anyhow', version: '1.0' },
      { name: 'pretty_assertions', version: '1.3', features: ['std', 'alloc'], default_features: false },
    ]);
    expect(info.unsupported).toBeNull();
    expect(readCargoToml('[dependencies]\nx = { git = "https://example.invalid/x" }\n').unsupported).toBe('x uses `git`, which an offline build from a registry cannot follow');
    expect(readCargoToml('[dependencies]\nx = { features = ["a"] }\n').unsupported).toBe('x names no version requirement');
    expect(readCargoToml('[dependencies]\nx = "$(rm -rf /)"\n').unsupported).toBe('x\'s version "$(rm -rf /)" is not a version requirement');
  });

  test("the reference's own manifest (.meta/Cargo-example.toml) decides its crates, edition and features; the learner's stays the problem's", () => {
    const dir = path.join(tmp.dir, 'manifest', 'exercises', 'practice', 'deck');
    fs.mkdirSync(path.join(dir, '.meta'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'src'));
    fs.mkdirSync(path.join(dir, 'tests'));
    fs.writeFileSync(path.join(dir, 'Cargo.toml'), '[package]\nname = "deck"\nedition = "2018"\n\n[features]\nbig = []\n');
    fs.writeFileSync(path.join(dir, '.meta/Cargo-example.toml'), '[package]\nname = "deck"\nedition = "2021"\n\n[features]\ndefault = ["big"]\nbig = []\n\n[dependencies]\nrand = "0.8"\n');
    fs.writeFileSync(path.join(dir, '.meta/config.json'), JSON.stringify({ files: { solution: ['src/lib.rs'], test: ['tests/deck.rs'], example: ['.meta/example.rs'] }, custom: { 'test-in-release-mode': true } }));
    fs.writeFileSync(path.join(dir, 'src/lib.rs'), 'pub fn f() {}\n');
    fs.writeFileSync(path.join(dir, 'tests/deck.rs'), '#[test]\nfn t() { deck::f(); }\n');
    const exercise = readExercise(dir);
    expect(exercise.layout).toEqual({ module: 'deck', edition: '2018', time_budget_ms: 20_000, release: true });
    expect(exercise.reference_layout).toEqual({ module: 'deck', edition: '2021', features: ['big'], crates: [{ name: 'rand', version: '0.8' }], time_budget_ms: 20_000, release: true });
    // Without one, the reference runs with the exercise's Cargo.toml; one we cannot build is named as such.
    fs.writeFileSync(path.join(dir, '.meta/Cargo-example.toml'), '[dependencies]\nx = { path = "../x" }\n');
    expect(() => readExercise(dir)).toThrow(new ExerciseProblem('needs crates (x): x uses `path`, which an offline build from a registry cannot follow', 'skipped'));
    fs.rmSync(path.join(dir, '.meta/Cargo-example.toml'));
    expect(readExercise(dir).reference_layout).toBeUndefined();
  });
});
