import fs from 'node:fs';
import path from 'node:path';
import { defaultDataDir, repoRoot } from '../default-paths';
import { importExercism, type ImportReportLine } from '../services/exercism/import';
import { createRunner, runnerIsolationFromEnv } from '../services/runner';

/**
 * `npm run import-exercism -- <path>`: imports one Exercism exercise folder, or every exercise of a track
 * checkout (exercises/practice/*, exercises/concept/*), into the user's problems folder
 * (`<data dir>/problems`, which the app loads at start). Prints one line per exercise, then a JSON report.
 * Exit 0 when it ran (whatever each exercise's outcome), 2 for bad arguments, 1 when nothing could be read.
 */
const USAGE = 'usage: npm run import-exercism -- <exercise-folder | track-checkout>';

const describe = (l: ImportReportLine) =>
  `${l.outcome.padEnd(9)} ${l.kind.padEnd(8)} ${l.exercise}${l.problem_slug ? ` -> ${l.problem_slug}` : ''}${l.reason ? `: ${l.reason}` : ''}`;

async function main(argv: readonly string[]): Promise<number> {
  if (argv.length !== 1) {
    process.stderr.write(`import-exercism: expected one path, got ${argv.length}; ${USAGE}\n`);
    return 2;
  }
  const source = path.resolve(argv[0]!);
  if (!fs.existsSync(source) || !fs.statSync(source).isDirectory()) {
    process.stderr.write(`import-exercism: ${argv[0]} is not a folder; ${USAGE}\n`);
    return 1;
  }
  const dataDir = defaultDataDir();
  const runner = createRunner({
    workDir: process.env.WORKBENCH_RUNNER_DIR ?? path.join(dataDir, 'runner'),
    pythonPath: process.env.WORKBENCH_PYTHON,
    rustcPath: process.env.WORKBENCH_RUSTC,
    isolation: runnerIsolationFromEnv(process.env.WORKBENCH_RUNNER_ISOLATION),
  });
  let bundled: string[] = [];
  try {
    bundled = fs.readdirSync(path.join(repoRoot(), 'content', 'problems'));
  } catch {
    // Outside the repository there is no bundled folder to compare with; the app reports a clash at load.
  }
  const report = await importExercism(runner, {
    source,
    problemsDir: path.join(dataDir, 'problems'),
    takenSlugs: new Set(bundled),
    onLine: (line) => process.stderr.write(`${describe(line)}\n`),
  });
  if (report.length === 0) {
    process.stderr.write(`import-exercism: no exercise found in ${argv[0]} (an exercise has .meta/config.json; a track has exercises/practice or exercises/concept)\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`import-exercism: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
