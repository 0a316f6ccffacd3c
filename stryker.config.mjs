// Mutation testing (`npm run mutate`; docs/testing.md). Not part of `npm test`: a module takes minutes.
// Each module names the sources to mutate and the tests that guard them; scripts/mutate.mjs picks one module
// through STRYKER_MODULE. Without it (e.g. `npm run mutate -- --mutate <glob>`) every unit and db test runs.
import os from 'node:os';
import path from 'node:path';

export const modules = {
  spend: {
    mutate: ['src/main/services/spend/**/*.ts'],
    tests: ['tests/spend/**/*.test.ts'],
  },
  picker: {
    mutate: ['src/main/services/picker/**/*.ts', 'src/main/db/repositories/picker-evidence.ts'],
    tests: ['tests/picker/**/*.test.ts'],
  },
  'web-security': {
    mutate: ['src/main/web/security.ts'],
    tests: ['tests/web/**/*.test.ts'],
  },
  ingestion: {
    mutate: ['src/main/services/ingestion/**/*.ts'],
    tests: ['tests/ingestion/**/*.test.ts'],
  },
  reviews: {
    // The rules a review must obey and the handling of what the model sends back.
    mutate: ['src/main/services/reviews/{enforce,specificity,questions,model-output,reply,evidence,facts,text}.ts'],
    tests: ['tests/reviews/**/*.test.ts'],
  },
  runner: {
    mutate: ['src/main/services/runner/**/*.ts'],
    tests: ['tests/runner/**/*.test.ts'],
  },
  repositories: {
    mutate: ['src/main/db/repositories/**/*.ts', 'src/main/db/migrations/**/*.ts', 'src/main/db/migrate.ts'],
    tests: ['tests/**/*.db.test.ts'],
  },
  writings: {
    mutate: ['src/main/services/writings/**/*.ts'],
    tests: ['tests/writings/**/*.test.ts'],
  },
  assist: {
    // The guardrail rules (new-material flags, placeholders, paragraphs, provenance, quoted ideas), not prompts or wiring.
    mutate: ['src/main/services/assist/{novelty,placeholders,paragraphs,provenance,ideas}.ts'],
    tests: ['tests/assist/**/*.test.ts'],
  },
};

const chosen = process.env.STRYKER_MODULE ? modules[process.env.STRYKER_MODULE] : undefined;
if (process.env.STRYKER_MODULE && !chosen) {
  throw new Error(`Unknown module "${process.env.STRYKER_MODULE}". Known: ${Object.keys(modules).join(', ')}.`);
}

// STRYKER_TESTS (comma-separated globs) replaces a module's test list, e.g. to leave out a suite that is broken
// for an unrelated reason (the initial test run must pass).
const tests = (m) => (process.env.STRYKER_TESTS ? process.env.STRYKER_TESTS.split(',') : m.tests);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.stryker.config.js',
    enableFindRelatedTests: !chosen,
    ...(chosen ? { config: { testMatch: tests(chosen).map((glob) => `<rootDir>/${glob}`) } } : {}),
  },
  checkers: ['typescript'],
  // The checker compiles only the sources (tsconfig.stryker.json), so a test file mid-edit cannot stop a run.
  tsconfigFile: 'tsconfig.stryker.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: chosen ? chosen.mutate : Object.values(modules).flatMap((m) => m.mutate),
  // A shared 2-core machine: one mutant at a time. A test that hangs on a mutant (an infinite loop) is
  // stopped after the timeout (its normal time plus 5 s) and counted as killed ("Timeout").
  concurrency: 1,
  timeoutMS: 5000,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: `${os.tmpdir()}/workbench-mutation/${process.env.STRYKER_MODULE ?? 'custom'}-${Date.now()}.json` },
  ignorePatterns: ['out', 'dist', 'release', 'coverage', 'reports', 'bench/results', 'tests/e2e/artifacts', '.workbench-data'],
  // Outside the tree, so lint and jest in the working copy never see the sandbox's copy of the tests.
  tempDirName: path.join(os.tmpdir(), `workbench-stryker-${process.pid}`),
  cleanTempDir: true,
  thresholds: { high: 85, low: 70, break: null },
};
