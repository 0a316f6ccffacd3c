// better-sqlite3 for Electron's ABI, kept beside Node's: `npm test` and `npm run web` load the package's own
// build (Node's ABI); the Electron main process loads build/native/<dir>/better_sqlite3.node through
// better-sqlite3's `nativeBinding` option (src/main/electron/native-binding.ts names the same folder).
// Run by `npm start` (first start only) and `npm run dist`. Needs the network (a prebuilt binary from
// better-sqlite3's releases, else Electron's headers to compile one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The folder for one Electron ABI, platform and architecture (the same name native-binding.ts builds). */
export function bindingDir(appRoot, abi, platform = process.platform, arch = process.arch) {
  return path.join(appRoot, 'build', 'native', `electron-v${abi}-${platform}-${arch}`);
}

export function electronAbi(electronVersion) {
  return require('node-abi').getAbi(electronVersion, 'electron');
}

/**
 * Makes sure the Electron binding exists; returns its path. A copy of the better-sqlite3 package (sources, no
 * build) is fetched for Electron with prebuild-install, or compiled with node-gyp against Electron's headers,
 * in a scratch folder: node_modules is never touched, so Node's build stays in place.
 */
export function ensureElectronSqlite({
  electronVersion,
  appRoot = root,
  packagesFrom = root,
  run = spawnSync,
  log = console.error,
} = {}) {
  const target = path.join(bindingDir(appRoot, electronAbi(electronVersion)), 'better_sqlite3.node');
  if (fs.existsSync(target)) return target;
  const pkg = path.dirname(require.resolve('better-sqlite3/package.json', { paths: [packagesFrom] }));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-electron-sqlite-'));
  try {
    fs.cpSync(pkg, scratch, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}build${path.sep}`) && !src.endsWith(`${path.sep}build`),
    });
    log(
      `Fetching better-sqlite3 for Electron ${electronVersion} (ABI ${electronAbi(electronVersion)}); Node's build stays in node_modules.`,
    );
    const prebuild = require.resolve('prebuild-install/bin.js', { paths: [packagesFrom] });
    let status = run(
      process.execPath,
      [prebuild, '--runtime', 'electron', '--target', electronVersion, '--arch', process.arch],
      { cwd: scratch, stdio: 'inherit' },
    ).status;
    if (status !== 0) {
      log('No prebuilt binary; compiling one against Electron headers (needs a C++ toolchain).');
      const gyp = require.resolve('node-gyp/bin/node-gyp.js', { paths: [packagesFrom] });
      status = run(
        process.execPath,
        [
          gyp,
          'rebuild',
          '--release',
          `--target=${electronVersion}`,
          '--runtime=electron',
          '--dist-url=https://electronjs.org/headers',
        ],
        { cwd: scratch, stdio: 'inherit' },
      ).status;
    }
    const built = path.join(scratch, 'build', 'Release', 'better_sqlite3.node');
    if (status !== 0 || !fs.existsSync(built))
      throw new Error(
        `Could not get better-sqlite3 for Electron ${electronVersion}. Check the network connection and try \`npm start\` again.`,
      );
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(built, `${target}.tmp`);
    fs.renameSync(`${target}.tmp`, target);
    return target;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const electronVersion = JSON.parse(fs.readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
  try {
    console.log(ensureElectronSqlite({ electronVersion }));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
