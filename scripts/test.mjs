// `npm test`: typecheck, lint, every jest project (unit, db, renderer, e2e), then every benchmark once at a tiny
// size (`npm run bench -- --smoke`). Stops at the first failure.
// The last line is what CI reads: "N passed, N failed" summing the jest runs, or, when a step that is not a
// jest run fails (typecheck, lint) or a jest run ends without results, "<step>: N passed, 1 failed" counting
// that step as the failure, so a broken build never reads as "0 passed, 0 failed".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, run } from './lib.mjs';
import { summaryLine } from './test-summary.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-test-results-'));

const steps = [
  { label: 'typecheck', word: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'lint', word: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { label: 'unit, db and renderer tests', word: 'tests', ...jest('unit', ['--selectProjects', 'unit', 'db', 'renderer']) },
  { label: 'end-to-end tests (Chromium)', word: 'e2e', ...jest('e2e', ['--selectProjects', 'e2e', '--runInBand']) },
  // Each benchmark once at a tiny size, so one that no longer runs fails here rather than when someone measures.
  { label: 'benchmarks, smoke run', word: 'bench', command: process.execPath, args: ['scripts/bench.mjs', '--smoke'] },
];

function jest(name, args) {
  return { command: bin('jest'), args: [...args, '--json', `--outputFile=${path.join(resultsDir, `${name}.json`)}`] };
}

function totals() {
  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(resultsDir)) {
    const result = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  }
  return { passed, failed };
}

function summary(failedStep) {
  const line = summaryLine(totals(), failedStep?.word);
  fs.rmSync(resultsDir, { recursive: true, force: true });
  return line;
}

for (const step of steps) {
  console.log(`\n▶ ${step.label}`);
  const status = run(step.command, step.args);
  if (status !== 0) {
    console.error(`\n✖ ${step.label} failed`);
    console.log(summary(step));
    process.exit(status);
  }
}
console.log('\n✔ all checks passed');
console.log(summary());
