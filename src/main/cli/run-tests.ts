import fs from 'node:fs';
import path from 'node:path';
import { loadProblemDir } from '../content/load-problems';
import { defaultDataDir } from '../default-paths';
import { createRunner } from '../services/runner';
import type { Problem } from '@shared/domain/problem';

/**
 * `npm run run-tests -- --problem-dir <dir> --code <file> [--timeout-ms N]`: runs a solution against a
 * problem's tests through the same runner the app uses and prints one JSON object. Exit 0 whatever the tests
 * say; exit 2 for bad arguments and 1 when the problem or code cannot be read, each with one stderr line.
 * WORKBENCH_PYTHON / WORKBENCH_RUSTC choose the toolchain; the binary cache is shared with the app's.
 */
const USAGE = 'usage: npm run run-tests -- --problem-dir <dir> --code <file> [--timeout-ms N]';

type Args = { problemDir: string; code: string; timeoutMs?: number };

function parseArgs(argv: readonly string[]): Args | string {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!['--problem-dir', '--code', '--timeout-ms'].includes(flag)) return `unknown argument ${arg}; ${USAGE}`;
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') return `${flag} needs a value; ${USAGE}`;
    values.set(flag, value);
  }
  const problemDir = values.get('--problem-dir');
  const code = values.get('--code');
  if (!problemDir) return `--problem-dir is required; ${USAGE}`;
  if (!code) return `--code is required; ${USAGE}`;
  const timeout = values.get('--timeout-ms');
  if (timeout === undefined) return { problemDir, code };
  const timeoutMs = Number(timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 120_000) {
    return `--timeout-ms must be a whole number of milliseconds between 1 and 120000 (got "${timeout}")`;
  }
  return { problemDir, code, timeoutMs };
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`run-tests: ${args}\n`);
    return 2;
  }
  let problem: Problem;
  let code: string;
  try {
    problem = loadProblemDir(path.resolve(args.problemDir));
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    process.stderr.write(`run-tests: cannot load the problem in ${args.problemDir}: ${why}\n`);
    return 1;
  }
  try {
    code = fs.readFileSync(args.code, 'utf8');
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
    process.stderr.write(`run-tests: cannot read the code file ${args.code}: ${why}\n`);
    return 1;
  }
  const runner = createRunner({
    workDir: process.env.WORKBENCH_RUNNER_DIR ?? path.join(defaultDataDir(), 'runner'),
    pythonPath: process.env.WORKBENCH_PYTHON,
    rustcPath: process.env.WORKBENCH_RUSTC,
  });
  const result = await runner.run({ problem, code, timeoutMs: args.timeoutMs });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`run-tests: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
