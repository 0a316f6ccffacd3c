// Global setup of the unit, db and renderer projects (jest.config.js): a folder for this run's migrated template
// database (tests/support/template-database.ts builds it there on first use). Plain JavaScript: jest loads global
// setup files without the projects' module name mapping, and this one needs none of the app's modules.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const realPythonFirst = require('./real-python-first.js');
const { useRamTempDir } = require('./ram-temp-dir.js');

const TEMPLATE_DIR_ENV = 'WORKBENCH_TEST_TEMPLATE_DIR';

module.exports = function globalSetup() {
  useRamTempDir(); // first: everything below and in the workers makes its folders there
  // The workers jest starts next inherit this process's environment.
  process.env[TEMPLATE_DIR_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-template-db-'));
  realPythonFirst();
};
module.exports.TEMPLATE_DIR_ENV = TEMPLATE_DIR_ENV;
