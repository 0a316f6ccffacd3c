import fs from 'node:fs';
import path from 'node:path';
import { actualError } from '../../src/main/services/exercism/import';
import type { ResultsJson, ResultsJsonTest } from '../../src/main/services/exercism/results-json';
import { runExercise } from '../../src/main/services/exercism/run-exercise';
import { createRunner } from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';

/**
 * Solution folders in the shapes of Exercism's test-runner fixtures (each with its expected_results.json, written
 * for this suite), run through exercism-run and compared after the runners' own normalisation: Rust tests sorted
 * by name; messages by the line that names the failure (a traceback's exception line, a panic's text), since the
 * frames around it are each runner's own; `test_code` only where the expected file names it.
 */
jest.setTimeout(300_000);

const tmp = makeTempDir('workbench-exercism-fixtures-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: path.join(tmp.dir, 'runner') });
const FIX = path.join(__dirname, '../fixtures/exercism-runner');

const slugOf = (dir: string): string => {
  const rs = path.join(dir, 'Cargo.toml');
  if (fs.existsSync(rs)) return /name\s*=\s*"([^"]+)"/.exec(fs.readFileSync(rs, 'utf8'))![1]!.replace(/_/g, '-');
  const test = fs.readdirSync(dir).find((f) => f.endsWith('_test.py'))!;
  return test.slice(0, -'_test.py'.length).replace(/_/g, '-');
};

function message(language: string, text: string | null): string | null {
  if (text === null) return null;
  if (language === 'rust') return text.replace(/^thread '[^']*'(?: \(\d+\))? panicked at [^\n]*:\n/, '').trim();
  return actualError(text);
}

function normalise(language: string, results: ResultsJson, expected: ResultsJson): unknown {
  const tests = results.tests.map((t, i) => {
    const want: Partial<ResultsJsonTest> = expected.tests.find((e) => e.name === t.name) ?? expected.tests[i] ?? {};
    const { test_code: code, ...rest } = t;
    return { ...rest, message: message(language, t.message), ...(want.test_code !== undefined ? { test_code: code } : {}) };
  });
  if (language === 'rust') tests.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { ...results, message: message(language, results.message), tests };
}

const cases = ['python', 'rust'].flatMap((language) =>
  fs.readdirSync(path.join(FIX, language)).map((name) => [language, name] as const),
);

test.each(cases)('%s/%s: results.json equals expected_results.json', async (language, name) => {
  const dir = path.join(FIX, language, name);
  const expected = JSON.parse(fs.readFileSync(path.join(dir, 'expected_results.json'), 'utf8')) as ResultsJson;
  const out = path.join(tmp.dir, `${language}-${name}`);
  const results = await runExercise(runner, { slug: slugOf(dir), solutionDir: dir, outputDir: out });
  expect(JSON.parse(fs.readFileSync(path.join(out, 'results.json'), 'utf8'))).toEqual(results);
  const want = language === 'rust' ? { ...expected, tests: [...expected.tests].sort((a, b) => (a.name < b.name ? -1 : 1)) } : expected;
  expect(normalise(language, results, expected)).toEqual(want);
});
