// Four projects so each kind of test gets the environment it needs; `npm test` runs them all.
// @swc/jest (wrapped by tests/support/jest-transform.js) transpiles TypeScript and the ESM-only packages (unified, remark-*) to CommonJS, hence
// transformIgnorePatterns: [] (unified and the remark packages ship only as ES modules).
const swc = [
  '<rootDir>/tests/support/jest-transform.js',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** `@shared/...` is src/shared, as tsconfig.base.json's paths say for tsc, tsx and esbuild. */
const sharedAlias = { '^@shared/(.*)$': '<rootDir>/src/shared/$1' };

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  moduleNameMapper: sharedAlias,
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    { ...common, displayName: 'db', testEnvironment: 'node', testMatch: ['<rootDir>/tests/db/**/*.test.ts'] },
    {
      ...common,
      displayName: 'renderer',
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.js',
      testMatch: ['<rootDir>/tests/renderer/**/*.test.tsx', '<rootDir>/tests/renderer/**/*.test.ts'],
      moduleNameMapper: { ...sharedAlias, '\\.(css)$': '<rootDir>/tests/support/style-stub.js' },
      setupFilesAfterEnv: ['<rootDir>/tests/support/renderer-setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/tests/e2e/global-setup.ts',
    },
  ],
};
