// Jest config for mutation testing (`npm run mutate`, see stryker.config.mjs): one plain-Node project with the
// transform of jest.config.js. Stryker narrows testMatch to the tests of the module being mutated; the
// renderer and e2e projects never run under Stryker (they exercise the built app, not the mutated sources).
const { projects } = require('./jest.config.js');

const unit = projects.find((p) => p.displayName === 'unit');
// Without the template database's global setup: a mutated migration must be replayed by every test app.
const { displayName: _name, testMatch: _match, globalSetup: _setup, globalTeardown: _teardown, ...common } = unit;

module.exports = {
  ...common,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/fixtures/', '\\.dom\\.test\\.ts$'],
};
