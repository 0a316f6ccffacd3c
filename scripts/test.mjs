// `npm test`: typecheck, lint and every benchmark once at a tiny size (`npm run bench -- --smoke`, which first
// builds the production renderer the end-to-end tests then serve) side by side, then the unit, db and renderer
// tests (jest, one worker per core) side by side with the end-to-end tests (two files at a time). Stops after the
// first stage that fails. Typecheck and lint each run on one core and the smoke run's benchmarks partly wait, so
// together they keep most of both cores of a build machine busy. The second stage keeps both cores busy, side by
// side or one after the other (the unit tests alone use about 1.4 cores, the end-to-end tests with Chromium about
// 1.8); side by side its output comes as it is written (docs/testing.md "Where the time goes").
// The last line is what CI reads: "N passed, N failed" summing the jest runs, or, when a step that is not a
// jest run fails (typecheck, lint) or a jest run ends without results, "<step>: N passed, 1 failed" counting
// that step as the failure, so a broken build never reads as "0 passed, 0 failed". Just above it, the failing
// tests are named again with the first lines of their messages: a CI log is often read by its tail only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { bin, root } from './lib.mjs';
import { failureLines, summaryLine } from './test-summary.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-test-results-'));

// Stages run one after the other; the steps of a stage run side by side. A step with a `tag` shows its output as it
// comes, each line after its tag (the jest runs: minutes long); the others show theirs whole when they end.
const stages = [
  [
    { label: 'typecheck', word: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { label: 'lint', word: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    // Each benchmark once at a tiny size, so one that no longer runs fails here rather than when someone measures.
    // It first builds the production renderer into out/renderer, which the end-to-end tests then serve as it is.
    {
      label: 'benchmarks, smoke run',
      word: 'bench',
      command: 'npm',
      args: ['run', '--silent', 'bench', '--', '--smoke', '--build-renderer'],
    },
  ],
  [
    { label: 'unit, db and renderer tests', word: 'tests', tag: 'unit', ...jest('unit', ['--selectProjects', 'unit', 'db', 'renderer']) },
    // Two files at a time (jest.config.js `maxWorkers`): each has its own host, data folder and browser context, and
    // one Chromium serves each worker (tests/support/e2e-chromium.ts).
    // The renderer the first stage built (RENDERER_BUILT_ENV, tests/support/e2e-global-setup.ts) is not built again.
    {
      label: 'end-to-end tests (Chromium)',
      word: 'e2e',
      tag: 'e2e',
      env: { WORKBENCH_RENDERER_BUILT: '1' },
      ...jest('e2e', ['--selectProjects', 'e2e']),
    },
  ],
];

function jest(name, args) {
  return { command: bin('jest'), args: [...args, '--json', `--outputFile=${path.join(resultsDir, `${name}.json`)}`] };
}

function jestResults() {
  return fs.readdirSync(resultsDir).map((file) => JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8')));
}

function totals(results) {
  let passed = 0;
  let failed = 0;
  for (const result of results) {
    passed += result.numPassedTests;
    failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  }
  return { passed, failed };
}

/** The failing tests, named again just above the last line, then the last line itself. */
function summary(failedStep) {
  const results = jestResults();
  const failures = results.flatMap((result) => failureLines(result, root));
  if (failures.length > 0) console.log(`\nFailed, or passed only on a second try:\n${failures.join('\n')}\n`);
  const line = summaryLine(totals(results), failedStep?.word);
  fs.rmSync(resultsDir, { recursive: true, force: true });
  return line;
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Writes each whole line of a stream as it comes, after `[tag] `; what is left is written at the end. */
function tagged(tag) {
  // A chunk may end inside a multi-byte character (jest prints ✓ and ✕): the decoder keeps it for the next one.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  return {
    write(chunk) {
      const lines = (rest + decoder.write(chunk)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${tag}] ${line}\n`);
    },
    end() {
      if (rest) process.stdout.write(`[${tag}] ${rest}\n`);
      rest = '';
    },
  };
}

/**
 * Runs one step; a step alone keeps the terminal, a tagged step beside others shows its lines as they come, an
 * untagged one keeps its output until it ends.
 */
function start(step, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    const out = !alone && step.tag ? tagged(step.tag) : undefined;
    const err = !alone && step.tag ? tagged(step.tag) : undefined;
    child.stdout?.on('data', (d) => (out ? out.write(d) : output.push(d)));
    child.stderr?.on('data', (d) => (err ? err.write(d) : output.push(d)));
    child.on('close', () => {
      out?.end();
      err?.end();
    });
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
    if (!alone && (!result.step.tag || result.output.length > 0)) {
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
