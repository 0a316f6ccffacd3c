// `npm run bench [-- name-filter]`: runs every bench/*.bench.ts in turn; each prints its figures as ratios
// against a baseline measured in the same run.
// `npm run bench -- --smoke [name-filter]`: each benchmark once at a tiny size (BENCH_SMOKE=1, bench/harness.ts),
// only to prove that every benchmark still runs; `npm test` runs it beside typecheck and lint (scripts/test.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { bin, buildRenderer, root, run } from './lib.mjs';

// `--build-renderer`: build the production renderer first even if out/renderer exists (`npm test` does, and then
// serves that build to the end-to-end tests too).
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const rebuild = args.includes('--build-renderer');
const filter = args.find((a) => !a.startsWith('--')) ?? '';
const files = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
// The cold-start benchmark serves the built renderer.
if (rebuild || !fs.existsSync(path.join(root, 'out', 'renderer', 'index.html'))) buildRenderer();
// A smoke run measures nothing: its benchmarks start python3 the way the tests do, past pyenv's shim
// (tests/support/real-python-first.js; a start through the shim costs 0.8 CPU s). Measurements keep the PATH as it is.
if (smoke) createRequire(import.meta.url)('../tests/support/real-python-first.js')();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file}${smoke ? ' (smoke)' : ''}`);
  const env = smoke ? { ...process.env, BENCH_SMOKE: '1' } : process.env;
  if (run(bin('tsx'), [path.join('bench', file)], { env }) !== 0) {
    console.error(`${file} failed to run`);
    failed++;
  }
}
if (failed) {
  console.error(`${failed} benchmark(s) failed to run`);
  process.exit(1);
}
