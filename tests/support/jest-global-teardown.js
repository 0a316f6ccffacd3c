// Removes the folder tests/support/jest-global-setup.js made for this run's template database.
const fs = require('node:fs');
const { TEMPLATE_DIR_ENV } = require('./jest-global-setup.js');

module.exports = function globalTeardown() {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
