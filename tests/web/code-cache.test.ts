import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runWithCodeCache } from '../../src/main/web/code-cache';
import { makeTempDir } from '../support/temp-dir';
import { REPO_ROOT } from '../support/test-app';

jest.setTimeout(60_000);

/**
 * One start of a process, as in use: V8 keeps compiled scripts in memory for the life of an isolate, so a second
 * compile of the same source in this process would never look at the cache on disk.
 */
function startOnce(file: string): string {
  const script = `const r = require('./src/main/web/code-cache.ts').runWithCodeCache(${JSON.stringify(file)}); r.saveCache(); process.stdout.write(r.exports.run.marker);`;
  const child = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['-e', script], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  expect(child.stderr).toBe('');
  return child.stdout;
}

/** The app worker's bundle runs with V8's code cache beside it; a bad cache only costs time. */
describe('runWithCodeCache', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => temp.cleanup());

  /** A CommonJS file that exports what the CommonJS wrapper gave it (it runs in Node's own context, not jest's). */
  const writeBundle = (marker: string) => {
    const file = path.join(temp.dir, 'bundle.cjs');
    fs.writeFileSync(path.join(temp.dir, 'helper.cjs'), 'module.exports = 41;');
    fs.writeFileSync(
      file,
      `module.exports.run = { marker: ${JSON.stringify(marker)}, file: __filename, dir: __dirname, helper: require('./helper.cjs') + 1, isModule: typeof module.exports === 'object' && exports === module.exports, self: this === module.exports };`,
    );
    return file;
  };
  const ran = (loaded: { exports: unknown }) => (loaded.exports as { run?: Record<string, unknown> }).run;

  it('runs the file as CommonJS: its own __filename, __dirname, require relative to it, module and exports', () => {
    const file = writeBundle('one');
    expect(ran(runWithCodeCache(file))).toEqual({
      marker: 'one',
      file,
      dir: temp.dir,
      helper: 42,
      isModule: true,
      self: true,
    });
  });

  it('writes the cache when there is none, uses it next time without writing again, and replaces one V8 refuses', () => {
    const file = writeBundle('two');
    const cache = `${file}.v8cache`;
    expect(startOnce(file)).toBe('two');
    expect(fs.statSync(cache).size).toBeGreaterThan(0);
    const written = fs.readFileSync(cache);

    // Accepted by the next start: saveCache leaves the file as it is.
    expect(startOnce(file)).toBe('two');
    expect(fs.readFileSync(cache).equals(written)).toBe(true);

    // Garbage, or the cache of other source (the bundle was rebuilt), is refused by V8: the file still runs, and
    // a fresh cache replaces it.
    const garbage = Buffer.from('not a code cache at all');
    fs.writeFileSync(cache, garbage);
    expect(startOnce(file)).toBe('two');
    expect(fs.readFileSync(cache).equals(garbage)).toBe(false);
    const fresh = fs.readFileSync(cache);
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\nmodule.exports.run.marker = 'rebuilt';`);
    expect(startOnce(file)).toBe('rebuilt');
    expect(fs.readFileSync(cache).equals(fresh)).toBe(false);
    expect(fs.existsSync(`${cache}.partial`)).toBe(false);
  });

  it('writes at most once per run and shrugs off a folder it cannot write', () => {
    const file = writeBundle('three');
    const run = runWithCodeCache(file);
    fs.chmodSync(temp.dir, 0o500);
    try {
      expect(() => run.saveCache()).not.toThrow();
    } finally {
      fs.chmodSync(temp.dir, 0o700);
    }
    // The failed attempt counted: no second write in the same run.
    run.saveCache();
    expect(fs.existsSync(`${file}.v8cache`)).toBe(process.getuid?.() === 0);
  });
});
