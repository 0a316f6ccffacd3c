import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadProblemDir } from '../src/main/content/load-problems';
import { createRunner } from '../src/main/services/runner';
import { resolvePython, resolveRustc, isProblem } from '../src/main/services/runner/toolchain';
import { interleaved, measure, report } from './harness';

/**
 * Runner overhead against the bare toolchain on the same tests, same interpreter/compiler binary:
 * - Python verdict vs `python3 -m unittest` (goal <= 1.3x)
 * - Rust cold verdict vs `rustc --test` + running the binary (goal <= 1.2x)
 * - Rust unchanged resubmission (binary cache) vs the cold verdict (goal <= 0.1x)
 */
const root = path.resolve(__dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-bench-runner-'));

function run(file: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // RUST_BACKTRACE as the runner sets it: a backtrace for the should_panic test would cost the baseline ~100 ms.
    execFile(file, args, { cwd, env: { ...process.env, RUST_BACKTRACE: '0' } }, (error, _stdout, stderr) => {
      // unittest and libtest exit non-zero on failures; the bench uses passing references, so that is a bug.
      if (error) reject(new Error(`${file} ${args.join(' ')} failed: ${stderr}`));
      else resolve();
    });
  });
}

async function main(): Promise<void> {
  const py = await resolvePython(process.env.WORKBENCH_PYTHON ?? 'python3');
  const rc = await resolveRustc(process.env.WORKBENCH_RUSTC ?? 'rustc');
  if (isProblem(py) || isProblem(rc)) throw new Error(`toolchain missing: ${JSON.stringify([py, rc])}`);

  for (const isolation of ['auto', 'process'] as const) {
    const runner = createRunner({ workDir: path.join(scratch, `runner-${isolation}`), isolation });
    const { isolation: applied } = await runner.describe();
    console.log(`-- isolation: ${applied}`);

    // Python: the corpus's attention problem (11 tests).
    const pyProblem = loadProblemDir(path.join(root, 'content/problems/causal-attention'));
    const pyDir = fs.mkdtempSync(path.join(scratch, 'py-'));
    fs.writeFileSync(path.join(pyDir, 'solution.py'), pyProblem.reference);
    fs.writeFileSync(path.join(pyDir, 'tests.py'), pyProblem.tests);
    const [bareUnittest, pyVerdict] = await interleaved(
      () => run(py.executable, ['-B', '-m', 'unittest', '-q', 'tests'], pyDir),
      async () => {
        const r = await runner.run({ problem: pyProblem, code: pyProblem.reference });
        if (r.status !== 'passed') throw new Error(`python verdict ${r.status}: ${r.error_message ?? ''}`);
      },
      30,
    );
    report(`python verdict (${applied}) vs bare python3 -m unittest`, pyVerdict, bareUnittest, { max: 1.3 });

    // Rust: the corpus's ring buffer. A counter comment makes every cold run a cache miss.
    const rsProblem = loadProblemDir(path.join(root, 'content/problems/ring-buffer'));
    const rsDir = fs.mkdtempSync(path.join(scratch, 'rs-'));
    fs.writeFileSync(path.join(rsDir, 'tests.rs'), rsProblem.tests);
    let n = 0;
    const [bareRustc, rustCold] = await interleaved(
      async () => {
        fs.writeFileSync(path.join(rsDir, 'solution.rs'), `${rsProblem.reference}// ${n++}\n#[cfg(test)]\n#[path = "tests.rs"]\nmod tests;\n`);
        await run(rc.executable, ['--test', '--edition', '2021', '-o', 'bin', 'solution.rs'], rsDir);
        await run(path.join(rsDir, 'bin'), [], rsDir);
      },
      async () => {
        const r = await runner.run({ problem: rsProblem, code: `${rsProblem.reference}// ${n++}\n` });
        if (r.status !== 'passed' || r.cached) throw new Error(`rust cold verdict ${r.status} cached=${String(r.cached)}`);
      },
      12,
    );
    report(`rust cold verdict (${applied}) vs bare rustc --test + run`, rustCold, bareRustc, { max: 1.2 });

    const warmCode = `${rsProblem.reference}// warm\n`;
    await runner.run({ problem: rsProblem, code: warmCode });
    const rustWarm = await measure(async () => {
      const r = await runner.run({ problem: rsProblem, code: warmCode });
      if (r.status !== 'passed' || !r.cached) throw new Error(`rust warm verdict ${r.status} cached=${String(r.cached)}`);
    }, 20);
    // The cold figure above is the baseline for the warm one; both came from this same run.
    report(`rust unchanged resubmission (${applied}) vs cold verdict`, rustWarm, rustCold, { max: 0.1 });
  }
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(scratch, { recursive: true, force: true }));
