import fs from 'node:fs';
import path from 'node:path';
import type { Runner } from '../runner';
import { ExerciseProblem, readExercise } from './exercise';
import { errorResults, toResultsJson, type ResultsJson } from './results-json';

/**
 * Exercism's test-runner contract: run the solution in `solutionDir` (read-only) for `slug` and write
 * `<outputDir>/results.json`. Whatever the tests say, this resolves once the file is written.
 */
export async function runExercise(
  runner: Runner,
  args: { slug: string; solutionDir: string; outputDir: string; timeoutMs?: number },
): Promise<ResultsJson> {
  const dir = path.resolve(args.solutionDir);
  const language = fs.existsSync(path.join(dir, 'Cargo.toml')) ? 'rust' : 'python';
  let results: ResultsJson;
  try {
    const exercise = readExercise(dir, args.slug);
    const run = await runner.run({
      problem: { slug: exercise.slug, language: exercise.language, tests: exercise.tests, dir },
      code: exercise.code,
      layout: exercise.layout,
      timeoutMs: args.timeoutMs,
    });
    results = toResultsJson(run, exercise.language);
  } catch (err) {
    if (!(err instanceof ExerciseProblem)) throw err;
    results = errorResults(language, err.message);
  }
  await fs.promises.mkdir(args.outputDir, { recursive: true });
  await fs.promises.writeFile(path.join(args.outputDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  return results;
}
