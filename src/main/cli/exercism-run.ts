import path from 'node:path';
import { defaultDataDir } from '../default-paths';
import { createRunner, runnerIsolationFromEnv } from '../services/runner';
import { SLUG } from '../services/exercism/exercise';
import { runExercise } from '../services/exercism/run-exercise';

/**
 * `npm run exercism-run -- <slug> <solution-dir> <output-dir>`: Exercism's test-runner interface
 * (docs/exercism.md). Writes `<output-dir>/results.json` and exits 0 whatever the tests say; exit 2 for bad
 * arguments, 1 when results.json cannot be written, each with one line on stderr.
 */
const USAGE = 'usage: npm run exercism-run -- <slug> <solution-dir> <output-dir>';

async function main(argv: readonly string[]): Promise<number> {
  if (argv.length !== 3) {
    process.stderr.write(`exercism-run: expected 3 arguments, got ${argv.length}; ${USAGE}\n`);
    return 2;
  }
  const [slug, solutionDir, outputDir] = argv as [string, string, string];
  if (!SLUG.test(slug)) {
    process.stderr.write(`exercism-run: "${slug.slice(0, 80)}" is not an exercise slug (lowercase letters, digits and -); ${USAGE}\n`);
    return 2;
  }
  const runner = createRunner({
    workDir: process.env.WORKBENCH_RUNNER_DIR ?? path.join(defaultDataDir(), 'runner'),
    pythonPath: process.env.WORKBENCH_PYTHON,
    rustcPath: process.env.WORKBENCH_RUSTC,
    isolation: runnerIsolationFromEnv(process.env.WORKBENCH_RUNNER_ISOLATION),
  });
  try {
    await runExercise(runner, { slug, solutionDir, outputDir });
    return 0;
  } catch (err) {
    process.stderr.write(`exercism-run: cannot write ${path.join(outputDir, 'results.json')}: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`exercism-run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
