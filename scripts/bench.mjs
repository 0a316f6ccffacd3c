// `npm run bench [-- name-filter]`: runs every bench/*.bench.ts in turn; each prints its figures as ratios
// against a baseline measured in the same run.
// `npm run bench -- --smoke [name-filter]`: each benchmark once at a tiny size (BENCH_SMOKE=1, bench/harness.ts),
// only to prove that every benchmark still runs; `npm test` runs it beside typecheck and lint (scripts/test.mjs).
// Measurements run one at a time, so no benchmark shares the cores with another. A smoke run measures nothing:
// its benchmarks mostly wait (for Chromium, hosts, Python and cargo to start), so two run at once and the run
// takes about half as long; each one's output is printed whole, in file order, when it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bin, buildRenderer, root } from './lib.mjs';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const filter = args.find((a) => a !== '--smoke') ?? '';
const files = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
// The cold-start benchmark serves the built renderer: built here, once, before any benchmark starts.
if (!fs.existsSync(path.join(root, 'out', 'renderer', 'index.html'))) buildRenderer();

// Two, not more: beside typecheck and lint on two cores, a third (three browsers at once) starved a preview past
// its budget under load, and a smoke run must not fail for being slow.
const SMOKE_AT_ONCE = 2;
// The smoke run's longest benchmarks (Chromium starts, a Rust build), started first so that the short ones fill
// the other lanes instead of one long one starting last.
const STARTED_FIRST = ['cold-start', 'writings-ui', 'exercism', 'markdown'];
const startOrder = files
  .map((file, at) => ({ file, at, first: STARTED_FIRST.findIndex((name) => file.startsWith(`${name}.`)) }))
  .sort((a, b) => (a.first === -1 ? 99 : a.first) - (b.first === -1 ? 99 : b.first) || a.at - b.at)
  .map((f) => f.at);
const env = smoke ? { ...process.env, BENCH_SMOKE: '1' } : process.env;

/** Runs one benchmark; alone it keeps the terminal, beside others its output is kept until it ends. */
function runBench(file, alone) {
  return new Promise((resolve) => {
    const child = spawn(bin('tsx'), [path.join('bench', file)], {
      cwd: root,
      env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('error', (err) => resolve({ file, status: 1, output: [Buffer.from(`Could not run tsx: ${err.message}\n`)] }));
    child.on('close', (code) => resolve({ file, status: code ?? 1, output }));
  });
}

/** Runs the files `atOnce` at a time; results come back in file order. */
async function runAll(atOnce) {
  const results = new Array(files.length);
  let next = 0;
  let printed = 0;
  const flush = () => {
    while (printed < files.length && results[printed]) {
      const { file, status, output } = results[printed++];
      if (atOnce > 1) {
        console.log(`\n=== ${file}${smoke ? ' (smoke)' : ''}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status !== 0) console.error(`${file} failed to run`);
    }
  };
  async function lane() {
    while (next < files.length) {
      const at = atOnce === 1 ? next++ : startOrder[next++];
      if (atOnce === 1) console.log(`\n=== ${files[at]}${smoke ? ' (smoke)' : ''}`);
      results[at] = await runBench(files[at], atOnce === 1);
      flush();
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, files.length) }, lane));
  return results.filter((r) => r.status !== 0).length;
}

const failed = await runAll(smoke ? SMOKE_AT_ONCE : 1);
if (failed) {
  console.error(`${failed} benchmark(s) failed to run`);
  process.exit(1);
}
