// `npm test`: typecheck, lint and every benchmark once at a tiny size (`npm run bench -- --smoke`) side by side,
// then the unit, db and renderer tests (jest, one worker per core), then the end-to-end tests. Stops after the
// first stage that fails. Each of the first three runs on one core (tsc, ESLint and one benchmark at a time), so
// together they keep both cores of a build machine busy; the jest stages fill the cores themselves
// (docs/testing.md "Where the time goes").
// The last line is what CI reads: "N passed, N failed" summing the jest runs, or, when a step that is not a
// jest run fails (typecheck, lint) or a jest run ends without results, "<step>: N passed, 1 failed" counting
// that step as the failure, so a broken build never reads as "0 passed, 0 failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, root } from './lib.mjs';
import { summaryLine } from './test-summary.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-test-results-'));

// Stages run one after the other; the steps of a stage run side by side, their output shown step by step.
const stages = [
  [
    { label: 'typecheck', word: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { label: 'lint', word: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    // Each benchmark once at a tiny size, so one that no longer runs fails here rather than when someone measures.
    { label: 'benchmarks, smoke run', word: 'bench', command: 'npm', args: ['run', '--silent', 'bench', '--', '--smoke'] },
  ],
  [{ label: 'unit, db and renderer tests', word: 'tests', ...jest('unit', ['--selectProjects', 'unit', 'db', 'renderer']) }],
  // Two files at a time (jest.config.js `maxWorkers`): each has its own host, data folder and browser context, and
  // one Chromium serves each worker (tests/support/e2e-chromium.ts).
  [{ label: 'end-to-end tests (Chromium)', word: 'e2e', ...jest('e2e', ['--selectProjects', 'e2e']) }],
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

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Runs one step; a step alone keeps the terminal, steps side by side keep their output until they end. */
function start(step, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('error', (err) => resolve({ step, status: 1, output: [Buffer.from(`Could not run ${step.command}: ${err.message}\n`)], took: seconds(started) }));
    child.on('close', (code) => resolve({ step, status: code ?? 1, output, took: seconds(started) }));
  });
}

for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n▶ ${stage[0].label}`);
  else console.log(`\n▶ ${stage.map((s) => s.label).join(', ')} (side by side)`);
  const results = await Promise.all(stage.map((step) => start(step, alone)));
  for (const result of results) {
    if (!alone) {
      console.log(`\n▶ ${result.step.label}`);
      process.stdout.write(Buffer.concat(result.output));
    }
    console.log(`(${result.step.label}: ${result.took})`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.step.label} failed`);
    console.log(summary(failed.step));
    process.exit(failed.status);
  }
}
console.log('\n✔ all checks passed');
console.log(summary());
