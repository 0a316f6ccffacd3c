// `npm run bench [-- name-filter]`: runs every bench/*.bench.ts in turn; each prints its figures as ratios
// against a baseline measured in the same run.
import fs from 'node:fs';
import path from 'node:path';
import { bin, buildRenderer, root, run } from './lib.mjs';

const filter = process.argv[2] ?? '';
const files = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
// The cold-start benchmark serves the built renderer.
if (!fs.existsSync(path.join(root, 'out', 'renderer', 'index.html'))) buildRenderer();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file}`);
  if (run(bin('tsx'), [path.join('bench', file)]) !== 0) failed++;
}
if (failed) {
  console.error(`${failed} benchmark(s) failed to run`);
  process.exit(1);
}
