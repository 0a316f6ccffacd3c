import fs from 'node:fs';
import path from 'node:path';
import { openSqlite, useNativeBinding } from '../../src/main/db/sqlite';
import { chooseSqliteBinding, electronBindingDir } from '../../src/main/electron/native-binding';
import { makeTempDir } from '../support/temp-dir';
// The script npm start and npm run dist run; jest's transform compiles it like the TypeScript sources.
import { bindingDir, electronAbi, ensureElectronSqlite } from '../../scripts/electron-sqlite.mjs';

/**
 * The Electron binary cannot be downloaded here, so the selection is tested against a stand-in runtime: the
 * process.versions an Electron main process reports (electron, modules = its ABI), and a stand-in for the
 * prebuild-install / node-gyp processes. What this does not verify is written in docs/decisions.md.
 */
const ELECTRON = { electron: '45.4.1', modules: String(electronAbi('45.4.1')) };

describe('which better-sqlite3 binding the main process loads', () => {
  const temp = makeTempDir('workbench-native-');
  afterAll(() => temp.cleanup());

  test('under Node: none, the package build (Node ABI) loads as before', () => {
    expect(
      chooseSqliteBinding({ versions: process.versions, isPackaged: false, resourcesPath: '', appRoot: temp.dir }),
    ).toBeUndefined();
  });

  test("under Electron from source: the ABI's folder the fetch script fills, else a message saying how to get it", () => {
    const facts = { versions: ELECTRON, isPackaged: false, resourcesPath: '/nowhere', appRoot: temp.dir };
    expect(() => chooseSqliteBinding(facts)).toThrow(
      /better-sqlite3 for Electron 45\.4\.1 \(ABI \d+\) is missing .*Run `npm start`/,
    );
    const dir = electronBindingDir(temp.dir, ELECTRON.modules);
    expect(dir).toBe(bindingDir(temp.dir, ELECTRON.modules));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'better_sqlite3.node'), '');
    expect(chooseSqliteBinding(facts)).toBe(path.join(dir, 'better_sqlite3.node'));
  });

  test('packaged: the binding shipped in resources/native', () => {
    const resources = path.join(temp.dir, 'resources');
    const file = path.join(resources, 'native', 'better_sqlite3.node');
    const facts = { versions: ELECTRON, isPackaged: true, resourcesPath: resources, appRoot: '/unused' };
    expect(() => chooseSqliteBinding(facts)).toThrow(/reinstall Workbench/);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '');
    expect(chooseSqliteBinding(facts)).toBe(file);
  });

  test('every connection opens with the chosen binding (a real load of a real .node file at another path)', () => {
    const nodeBuild = require.resolve('better-sqlite3/build/Release/better_sqlite3.node');
    const copy = path.join(temp.dir, 'elsewhere', 'better_sqlite3.node');
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.copyFileSync(nodeBuild, copy);
    try {
      useNativeBinding(path.join(temp.dir, 'missing', 'better_sqlite3.node'));
      expect(() => openSqlite(':memory:')).toThrow(/missing/);
      useNativeBinding(copy);
      const db = openSqlite(':memory:');
      expect(db.prepare('SELECT 41 + 1 AS n').get()).toEqual({ n: 42 });
      db.close();
    } finally {
      useNativeBinding(undefined);
    }
  });
});

describe('fetching the Electron binding (scripts/electron-sqlite.mjs) with stand-in processes', () => {
  const temp = makeTempDir('workbench-fetch-');
  afterAll(() => temp.cleanup());
  const nodeModulesBuild = require.resolve('better-sqlite3/build/Release/better_sqlite3.node');

  test('prebuild-install in a scratch copy; node_modules is never touched', () => {
    const before = fs.statSync(nodeModulesBuild).mtimeMs;
    const calls: string[][] = [];
    const run = (_cmd: string, args: string[], options: { cwd: string }) => {
      calls.push(args.map((a) => path.basename(a)));
      expect(fs.existsSync(path.join(options.cwd, 'build'))).toBe(false);
      fs.mkdirSync(path.join(options.cwd, 'build', 'Release'), { recursive: true });
      fs.writeFileSync(path.join(options.cwd, 'build', 'Release', 'better_sqlite3.node'), 'electron build');
      return { status: 0 };
    };
    const file = ensureElectronSqlite({ electronVersion: '45.4.1', appRoot: temp.dir, run, log: () => undefined });
    expect(file).toBe(path.join(bindingDir(temp.dir, ELECTRON.modules), 'better_sqlite3.node'));
    expect(fs.readFileSync(file, 'utf8')).toBe('electron build');
    expect(calls).toEqual([['bin.js', '--runtime', 'electron', '--target', '45.4.1', '--arch', process.arch]]);
    expect(fs.statSync(nodeModulesBuild).mtimeMs).toBe(before);
    // Second start: already there, nothing runs.
    ensureElectronSqlite({
      electronVersion: '45.4.1',
      appRoot: temp.dir,
      run: () => fail('ran again'),
      log: () => undefined,
    });
  });

  test('no prebuilt binary: compiles with node-gyp against Electron headers; both failing is a clear error', () => {
    const calls: string[] = [];
    const run = (_cmd: string, args: string[], options: { cwd: string }) => {
      calls.push(path.basename(args[0]!));
      if (path.basename(args[0]!) === 'node-gyp.js' && args.includes('--runtime=electron')) {
        fs.mkdirSync(path.join(options.cwd, 'build', 'Release'), { recursive: true });
        fs.writeFileSync(path.join(options.cwd, 'build', 'Release', 'better_sqlite3.node'), 'compiled');
        return { status: 0 };
      }
      return { status: 1 };
    };
    const other = path.join(temp.dir, 'gyp');
    fs.mkdirSync(other);
    expect(
      fs.readFileSync(
        ensureElectronSqlite({ electronVersion: '45.4.1', appRoot: other, run, log: () => undefined }),
        'utf8',
      ),
    ).toBe('compiled');
    expect(calls).toEqual(['bin.js', 'node-gyp.js']);
    const none = path.join(temp.dir, 'none');
    fs.mkdirSync(none);
    expect(() =>
      ensureElectronSqlite({
        electronVersion: '45.4.1',
        appRoot: none,
        run: () => ({ status: 1 }),
        log: () => undefined,
      }),
    ).toThrow(/Could not get better-sqlite3 for Electron 45\.4\.1\. Check the network connection/);
  });
});
