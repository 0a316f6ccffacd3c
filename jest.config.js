// Four projects so each kind of test gets the environment it needs; `npm test` runs them all (docs/testing.md).
// @swc/jest (wrapped by tests/support/jest-transform.js) transpiles TypeScript and the ES-module packages (unified,
// remark-*, zod's .js files) to CommonJS. Packages that are CommonJS already are loaded as they are
// (tests/support/esm-packages.js): every test file loads hundreds of their files, and reading, hashing and looking
// up each one's cached transform cost about 6% of the CPU time of loading the app (docs/testing.md).
const os = require('node:os');
const { commonJsPackagesPattern } = require('./tests/support/esm-packages.js');

const swc = [
  '<rootDir>/tests/support/jest-transform.js',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    // A package is required where its import is first used, not when the importing file loads: a test file that
    // starts the app but never exports Markdown, parses YAML or compares cargo versions no longer loads unified,
    // yaml, semver or KaTeX (which micromark-extension-math's unused HTML extension imports). Loading the app
    // took about a quarter less CPU in a test file (module loading and the first app start together). Only packages: the app's own modules load in order as before,
    // and a side-effect import (`import 'x'`) is never deferred.
    module: { type: 'commonjs', lazy: true },
  },
];

/** `@shared/...` is src/shared, as tsconfig.base.json's paths say for tsc, tsx and esbuild. */
const sharedAlias = { '^@shared/(.*)$': '<rootDir>/src/shared/$1' };

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  moduleNameMapper: sharedAlias,
  transformIgnorePatterns: [commonJsPackagesPattern(__dirname)],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

/**
 * Tests live by area (tests/<area>/); the file's suffix picks its runtime: `*.test.ts` plain Node, `*.db.test.ts`
 * Node with a real SQLite file, `*.test.tsx` and `*.dom.test.ts` jsdom, `*.e2e.ts` Chromium through the browser
 * host. tests/fixtures holds inputs (some of them deliberately bad tests), never tests of ours.
 */
const notTests = ['/node_modules/', '<rootDir>/tests/fixtures/'];

/**
 * A folder for the run's migrated template database: test apps copy it instead of replaying every migration
 * (tests/support/template-database.ts). One file for the three projects, so jest runs it once.
 */
const templateDatabase = {
  globalSetup: '<rootDir>/tests/support/jest-global-setup.js',
  globalTeardown: '<rootDir>/tests/support/jest-global-teardown.js',
};

module.exports = {
  // Jest's default is one worker fewer than the cores, which is a single worker on the two-core build machines:
  // the main process only hands out files and collects results, so use every core.
  maxWorkers: Math.max(2, os.availableParallelism()),
  // The build machines have two cores shared with other work: a test that starts Python, rustc or the app can take
  // several seconds there while it takes half a second on a quiet machine, and jest's 5 s default then fails tests
  // that are only slow, not wrong. Files that need more still set their own. (A global option: jest reads no
  // per-project timeout.)
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      ...templateDatabase,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      testPathIgnorePatterns: [...notTests, '\\.db\\.test\\.ts$', '\\.dom\\.test\\.ts$'],
    },
    {
      ...common,
      ...templateDatabase,
      displayName: 'db',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.db.test.ts'],
      testPathIgnorePatterns: notTests,
    },
    {
      ...common,
      ...templateDatabase,
      displayName: 'renderer',
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.js',
      testMatch: ['<rootDir>/tests/**/*.test.tsx', '<rootDir>/tests/**/*.dom.test.ts'],
      testPathIgnorePatterns: notTests,
      moduleNameMapper: { ...sharedAlias, '\\.(css)$': '<rootDir>/tests/support/style-stub.js' },
      setupFilesAfterEnv: ['<rootDir>/tests/support/renderer-setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
      testPathIgnorePatterns: notTests,
      globalSetup: '<rootDir>/tests/support/e2e-global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/e2e-global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/support/e2e-retry.ts'],
    },
  ],
};
