// Removes the folders tests/support/jest-global-setup.js made: the run's template database and its in-memory
// temporary folder.
const fs = require('node:fs');
const { TEMPLATE_DIR_ENV } = require('./jest-global-setup.js');
const { removeRamTempDir } = require('./ram-temp-dir.js');

module.exports = function globalTeardown() {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  removeRamTempDir();
};
