import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importExercism } from '../src/main/services/exercism/import';
import { runExercise } from '../src/main/services/exercism/run-exercise';
import { createRunner } from '../src/main/services/runner';
import { isProblem, resolvePython } from '../src/main/services/runner/toolchain';
import { interleaved, report } from './harness';

/**
 * exercism-run (Exercism's test-runner interface, results.json written) against the bare toolchain on the same
 * exercise folder: Python leap vs `python3 -m unittest` (goal <= 1.3x); Rust leap vs
 * `cargo test --offline` of the same crate (goal <= 1.0x), both cold (the library changed) and unchanged.
 * Then the subtests fixture (every subtest reported) against bare unittest, and a whole synthetic track
 * imported (tests/fixtures/exercism-track), per exercise, against the bare toolchain doing the same two checks
 * (the reference's tests and the starter's) on each exercise the import keeps.
 */
const root = path.resolve(__dirname, '..');
const FIX = path.join(root, 'tests/fixtures/exercism');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-bench-exercism-'));


function run(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, mayFail = false): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, env: { ...process.env, RUST_BACKTRACE: '0', ...env } }, (error, _out, stderr) => {
      if (error && !mayFail) reject(new Error(`${file} ${args.join(' ')} failed: ${stderr}`));
      else resolve();
    });
  });
}

const TRACK = path.join(root, 'tests/fixtures/exercism-track');
const LOCAL_REGISTRY = ['--config', 'source.crates-io.replace-with="local"', '--config', 'source.local.directory="/usr/share/cargo/registry"'];

/**
 * The bare toolchain doing what the importer verifies for each exercise of a track it imports: the tests
 * against the reference, then against the starter (which fails). Python: `python3 -m unittest`; Rust:
 * `cargo test --offline --include-ignored` with its own target folder (a fresh build, as each import is).
 */
async function bareTrackChecks(language: 'python' | 'rust', python: string, exercises: string[], round: number): Promise<void> {
  for (const slug of exercises) {
    const dir = path.join(scratch, `bare-${language}-${slug}-${round}`);
    fs.cpSync(path.join(TRACK, language, 'exercises/practice', slug), dir, { recursive: true });
    const config = JSON.parse(fs.readFileSync(path.join(dir, '.meta/config.json'), 'utf8')) as {
      files: { solution: string[]; test: string[]; example: string[] };
      custom?: { 'test-in-release-mode'?: boolean };
    };
    const release = config.custom?.['test-in-release-mode'] ? ['--release'] : [];
    const solution = config.files.solution.find((f) => f !== 'Cargo.toml')!;
    const starter = fs.readFileSync(path.join(dir, solution), 'utf8');
    for (const code of [fs.readFileSync(path.join(dir, config.files.example[0]!), 'utf8'), starter]) {
      fs.writeFileSync(path.join(dir, solution), code);
      if (language === 'python') await run(python, ['-B', '-m', 'unittest', '-q', config.files.test[0]!.replace(/\.py$/, '')], dir, {}, true);
      // Crates from the same local registry the runner builds them from (Debian's packaged sources).
      else await run('cargo', [...LOCAL_REGISTRY, 'test', '--offline', '--quiet', ...release, '--', '--include-ignored'], dir, { CARGO_TARGET_DIR: path.join(dir, 'target') }, true);
    }
  }
}

async function trackImport(python: string, language: 'python' | 'rust', runs: number): Promise<void> {
  let round = 0;
  let kept: string[] = [];
  let count = 0;
  const [bare, imported] = await interleaved(
    () => bareTrackChecks(language, python, kept, round),
    async () => {
      // A fresh runner each round: Rust's binary cache starts empty, as cargo's target folder does.
      const runner = createRunner({ workDir: path.join(scratch, `runner-${language}-${round}`) });
      const report = await importExercism(runner, { source: path.join(TRACK, language), problemsDir: path.join(scratch, `problems-${language}-${round++}`) });
      kept = report.filter((l) => l.outcome === 'imported').map((l) => l.exercise);
      for (const l of report.filter((r) => r.outcome === 'failed')) console.log(`  (${language} ${l.exercise} failed: ${l.reason ?? ''})`);
      count = report.length;
    },
    runs,
    1,
  );
  const per = (sample: typeof bare) => ({ ...sample, median: sample.median / count, p90: sample.p90 / count, min: sample.min / count });
  report(`import ${language} track (${count} exercises, ${kept.length} imported), per exercise vs bare reference+starter checks`, per(imported), per(bare));
}

async function main(): Promise<void> {
  const py = await resolvePython(process.env.WORKBENCH_PYTHON ?? 'python3');
  if (isProblem(py)) throw new Error(py.missing);
  const runner = createRunner({ workDir: path.join(scratch, 'runner') });
  console.log(`-- isolation: ${await runner.isolation()}`);
  const out = path.join(scratch, 'out');

  const pyDir = path.join(scratch, 'leap-py');
  fs.cpSync(path.join(FIX, 'python/exercises/practice/leap'), pyDir, { recursive: true });
  fs.copyFileSync(path.join(pyDir, '.meta/example.py'), path.join(pyDir, 'leap.py'));
  const [bareUnittest, pyRun] = await interleaved(
    () => run(py.executable, ['-B', '-m', 'unittest', '-q', 'leap_test'], pyDir),
    async () => {
      const r = await runExercise(runner, { slug: 'leap', solutionDir: pyDir, outputDir: out });
      if (r.status !== 'pass') throw new Error(`python exercism-run ${r.status}: ${r.message ?? ''}`);
    },
    20,
  );
  report('exercism-run python leap vs bare python3 -m unittest', pyRun, bareUnittest, { max: 1.3 });

  const subDir = path.join(root, 'tests/fixtures/exercism-runner/python/subtests');
  const [bareSub, subRun] = await interleaved(
    () => run(py.executable, ['-B', '-m', 'unittest', '-q', 'triangle_kinds_test'], subDir, {}, true),
    () => runExercise(runner, { slug: 'triangle-kinds', solutionDir: subDir, outputDir: out }),
    20,
  );
  report('exercism-run python subtests (each reported) vs bare python3 -m unittest', subRun, bareSub, { max: 1.3 });

  // Two copies of the Rust crate: cargo's (with its own target folder) and exercism-run's.
  const cargoDir = path.join(scratch, 'leap-cargo');
  const rsDir = path.join(scratch, 'leap-rs');
  for (const dir of [cargoDir, rsDir]) {
    fs.cpSync(path.join(FIX, 'rust/exercises/practice/leap'), dir, { recursive: true });
    fs.copyFileSync(path.join(dir, '.meta/example.rs'), path.join(dir, 'src/lib.rs'));
  }
  const example = fs.readFileSync(path.join(rsDir, 'src/lib.rs'), 'utf8');
  const cargoTest = () => run('cargo', ['test', '--offline', '--quiet', '--', '--include-ignored'], cargoDir, { CARGO_TARGET_DIR: path.join(scratch, 'target') });
  const rsRun = async () => {
    const r = await runExercise(runner, { slug: 'leap', solutionDir: rsDir, outputDir: out });
    if (r.status !== 'pass') throw new Error(`rust exercism-run ${r.status}: ${r.message ?? ''}`);
  };
  // A counter comment changes the library each time: both sides compile it again (cargo incrementally).
  let n = 0;
  const [cargoCold, rsCold] = await interleaved(
    () => {
      fs.writeFileSync(path.join(cargoDir, 'src/lib.rs'), `${example}// ${n++}\n`);
      return cargoTest();
    },
    () => {
      fs.writeFileSync(path.join(rsDir, 'src/lib.rs'), `${example}// ${n++}\n`);
      return rsRun();
    },
    8,
  );
  report('exercism-run rust leap, changed code vs bare cargo test --offline', rsCold, cargoCold, { max: 1.0 });
  const [cargoWarm, rsWarm] = await interleaved(cargoTest, rsRun, 12);
  report('exercism-run rust leap, unchanged code vs bare cargo test --offline', rsWarm, cargoWarm, { max: 1.0 });

  await trackImport(py.executable, 'python', 3);
  await trackImport(py.executable, 'rust', 2);
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(scratch, { recursive: true, force: true }));
