// `npm test`: typecheck, lint, then every jest project (unit, db, renderer, e2e). Stops at the first failure
// and ends with one plain "N passed, N failed" line summing the jest runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, run } from './lib.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-test-results-'));
const jest = (name, args) => [bin('jest'), [...args, '--json', `--outputFile=${path.join(resultsDir, `${name}.json`)}`]];

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit, db and renderer tests', ...jest('unit', ['--selectProjects', 'unit', 'db', 'renderer'])],
  ['end-to-end tests (Chromium)', ...jest('e2e', ['--selectProjects', 'e2e', '--runInBand'])],
];

function summary() {
  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(resultsDir)) {
    const result = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  }
  fs.rmSync(resultsDir, { recursive: true, force: true });
  return `${passed} passed, ${failed} failed`;
}

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}`);
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\n✖ ${label} failed`);
    console.log(summary());
    process.exit(status);
  }
}
console.log('\n✔ all checks passed');
console.log(summary());
