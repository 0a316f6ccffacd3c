// `npm start`: builds and launches the Electron app. Where the Electron binary is not installed (our build
// machines install with ELECTRON_SKIP_BINARY_DOWNLOAD=1), it says so and points at the browser host.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { ensureElectronSqlite } from './electron-sqlite.mjs';
import { bin, run, runForever } from './lib.mjs';

const require = createRequire(import.meta.url);
let electronPath;
try {
  electronPath = require('electron');
} catch {
  electronPath = undefined;
}
if (typeof electronPath !== 'string' || !fs.existsSync(electronPath)) {
  console.error(
    'The Electron binary is not installed (it is skipped with ELECTRON_SKIP_BINARY_DOWNLOAD=1).\n' +
      'Install it with `node node_modules/electron/install.js` on a machine with internet, or run the same app\n' +
      'in your browser with `npm run web`.',
  );
  process.exit(1);
}
// First start: better-sqlite3 for Electron's ABI into build/native/ (Node's build in node_modules stays).
try {
  ensureElectronSqlite({ electronVersion: JSON.parse(fs.readFileSync(require.resolve('electron/package.json'), 'utf8')).version });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const status = run(bin('electron-vite'), ['build']);
if (status !== 0) process.exit(status);
runForever(electronPath, ['.']);
