import fs from 'node:fs';
import path from 'node:path';
import { loadProblemDir } from '../../src/main/content/load-problems';
import { importExercism } from '../../src/main/services/exercism/import';
import { createRunner } from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';
import { withRand } from './crates-available';

/**
 * A synthetic track in Exercism's layout (tests/fixtures/exercism-track) with one exercise per kind that fell
 * short before: subtests, unittest.mock, a helper module beside the tests, a refactoring exercise, a multi-file
 * solution; Rust names, feature-gated tests, a release-mode exercise, a crate.
 */
jest.setTimeout(300_000);

const tmp = makeTempDir('workbench-exercism-track-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: path.join(tmp.dir, 'runner') });
const TRACK = path.join(__dirname, '../fixtures/exercism-track');
const outcomes = (report: { exercise: string; outcome: string; reason?: string }[]) =>
  Object.fromEntries(report.map((l) => [l.exercise, l.reason ? `${l.outcome}: ${l.reason}` : l.outcome]));

test('Python track: subtests, mock, helper module, refactoring and a solution in two files imported', async () => {
  const problemsDir = path.join(tmp.dir, 'py');
  const report = await importExercism(runner, { source: path.join(TRACK, 'python'), problemsDir });
  expect(outcomes(report)).toEqual({
    'safe-divide': 'imported',
    'tally-report': 'imported',
    'triangle-kinds': 'imported',
    'two-modules': 'imported',
    'word-search': 'imported',
  });
  const helper = path.join(problemsDir, 'exercism-python-safe-divide');
  expect(fs.readFileSync(path.join(helper, 'support/checks.py'), 'utf8')).toContain('def raises_with');
  const refactor = loadProblemDir(path.join(problemsDir, 'exercism-python-tally-report'));
  expect(refactor.statement_md).toContain('## A refactoring exercise');
  expect(JSON.parse(fs.readFileSync(path.join(refactor.dir, 'exercism.json'), 'utf8'))).toMatchObject({ refactoring: true, time_budget_ms: 20_000 });
  // The starter is kept and passes (the task is to restructure it); a re-import is unchanged.
  expect((await runner.run({ problem: refactor, code: refactor.starter })).status).toBe('passed');
  const again = await importExercism(runner, { source: path.join(TRACK, 'python/exercises/practice/tally-report'), problemsDir });
  expect(again[0]!.outcome).toBe('unchanged');
  // Subtests reach the app's run result one by one.
  const tri = loadProblemDir(path.join(problemsDir, 'exercism-python-triangle-kinds'));
  const partial = await runner.run({ problem: tri, code: 'def kind(a, b, c):\n    return "isosceles" if a == b else "scalene" if a != c else "equilateral"\n' });
  const sides = partial.tests.find((t) => t.name.endsWith('test_two_sides_equal'))!;
  expect(sides.subtests!.map((s) => `${s.description} ${s.status}`)).toEqual(['variation #1 pass', 'variation #2 fail', 'variation #3 fail']);
});

withRand('Rust track: names, default features, a release build, a module beside lib.rs, a crate (rand, built offline) and a reference with its own manifest imported', async () => {
  const problemsDir = path.join(tmp.dir, 'rs');
  const report = await importExercism(runner, { source: path.join(TRACK, 'rust'), problemsDir });
  const byName = outcomes(report);
  expect(byName).toMatchObject({ gated: 'imported', 'leap-years': 'imported', 'wrapping-sum': 'imported', shapes: 'imported' });
  // A module given in src/ beside lib.rs travels with the problem.
  expect(fs.readFileSync(path.join(problemsDir, 'exercism-rust-shapes/support/geometry.rs'), 'utf8')).toContain('pub struct Point');
  expect(byName['dice-roll']).toBe('imported');
  const gated = JSON.parse(fs.readFileSync(path.join(problemsDir, 'exercism-rust-gated/exercism.json'), 'utf8')) as Record<string, unknown>;
  expect(gated).toMatchObject({ features: ['basic', 'helpers'] });
  const wrapping = loadProblemDir(path.join(problemsDir, 'exercism-rust-wrapping-sum'));
  expect(JSON.parse(fs.readFileSync(path.join(wrapping.dir, 'exercism.json'), 'utf8'))).toMatchObject({ release: true });
  // The reference is verified with its own manifest (.meta/Cargo-example.toml names rand); the learner's problem
  // keeps the exercise's Cargo.toml, which names no crate.
  expect(byName['shuffled-deck']).toBe('imported');
  const deck = JSON.parse(fs.readFileSync(path.join(problemsDir, 'exercism-rust-shuffled-deck/exercism.json'), 'utf8')) as Record<string, unknown>;
  expect(deck.crates).toBeUndefined();
});

test("a crate only the reference's manifest names, which cannot be had: skipped, saying which manifest needs it", async () => {
  const dir = path.join(tmp.dir, 'track-missing', 'exercises', 'practice', 'shuffled-deck');
  fs.cpSync(path.join(TRACK, 'rust/exercises/practice/shuffled-deck'), dir, { recursive: true });
  // int-enum has no Debian package and there is no network here.
  const manifest = path.join(dir, '.meta/Cargo-example.toml');
  fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('rand = "0.8"', 'int-enum = "1.1"'));
  const [line] = await importExercism(runner, { source: dir, problemsDir: path.join(tmp.dir, 'rs-missing') });
  expect(line).toMatchObject({ exercise: 'shuffled-deck', outcome: 'skipped' });
  expect(line!.reason).toMatch(/^this exercise needs the crate `int-enum` 1\.1, .*network.*\(the reference solution is built with \.meta\/Cargo-example\.toml, as Exercism tests it\)\.$/);
});

describe('unittest.mock is allowed; the verdict stays unforgeable', () => {
  const dir = path.join(TRACK, 'python/exercises/practice/word-search');
  const problem = {
    slug: 'mock-check',
    language: 'python' as const,
    tests: fs.readFileSync(path.join(dir, 'word_search_test.py'), 'utf8'),
    dir: tmp.dir,
  };
  const layout = { module: 'word_search' };
  const reference = fs.readFileSync(path.join(dir, '.meta/example.py'), 'utf8');

  test('tests that import unittest.mock run, and so does code that imports asyncio', async () => {
    expect((await runner.run({ problem, layout, code: reference })).status).toBe('passed');
    expect((await runner.run({ problem, layout, code: `import asyncio\n${reference}` })).status).toBe('passed');
  });

  test.each([
    ['json.dumps (the harness writes its records with it)', 'import json\njson.dumps.__code__ = (lambda *a, **k: "{}").__code__\n'],
    ['unittest.TestCase.run', 'import unittest\nunittest.TestCase.run.__code__ = (lambda self, result=None: None).__code__\n'],
    ['a function made from a string', 'import collections\nP = collections.namedtuple("P", "x")\nP.__new__.__code__ = (lambda cls, x: None).__code__\n'],
  ])('replacing the code of %s is refused and the run is an error', async (_what, attack) => {
    const result = await runner.run({ problem, layout, code: `${attack}${reference}` });
    expect(result.status).toBe('error');
    expect(result.error_message).toContain('replacing the code of a function the test machinery uses is not available to code under test');
  });
});

test("an imported exercise's time budget applies when longer than the runner's; without a layout the runner's stands", async () => {
  const quick = createRunner({ workDir: path.join(tmp.dir, 'runner-quick'), defaultTimeoutMs: 1000 });
  const problem = {
    slug: 'slow-check',
    language: 'python' as const,
    tests: 'import time\nimport unittest\nfrom slow import value\n\n\nclass SlowTest(unittest.TestCase):\n    def test_value(self):\n        time.sleep(1.5)\n        self.assertEqual(value(), 1)\n',
    dir: tmp.dir,
  };
  const code = 'def value():\n    return 1\n';
  expect((await quick.run({ problem, code, layout: { module: 'slow', time_budget_ms: 5000 } })).status).toBe('passed');
  expect((await quick.run({ problem, code, layout: { module: 'slow' } })).status).toBe('timeout');
});
