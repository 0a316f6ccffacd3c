// `npm test`: typecheck, lint, then every jest project (unit, db, renderer, e2e). Stops at the first failure.
import { bin, run } from './lib.mjs';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit, db and renderer tests', bin('jest'), ['--selectProjects', 'unit', 'db', 'renderer']],
  ['end-to-end tests (Chromium)', bin('jest'), ['--selectProjects', 'e2e', '--runInBand']],
];

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}`);
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(status);
  }
}
console.log('\n✔ all checks passed');
