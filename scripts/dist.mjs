// `npm run dist`: better-sqlite3 for Electron's ABI (fetched once into build/native/, see electron-sqlite.mjs)
// copied to build/native/package for electron-builder.yml to ship as resources/native, then the build and
// electron-builder. node_modules is not rebuilt, so Node's build stays for the tests and the browser host.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureElectronSqlite } from './electron-sqlite.mjs';
import { bin, root, run } from './lib.mjs';

const require = createRequire(import.meta.url);
const electronVersion = JSON.parse(fs.readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
let binding;
try {
  binding = ensureElectronSqlite({ electronVersion });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const staged = path.join(root, 'build', 'native', 'package');
fs.mkdirSync(staged, { recursive: true });
fs.copyFileSync(binding, path.join(staged, 'better_sqlite3.node'));
for (const [command, args] of [
  [bin('electron-vite'), ['build']],
  [bin('electron-builder'), process.argv.slice(2)],
]) {
  const status = run(command, args);
  if (status !== 0) process.exit(status);
}
