import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/test-app';
import { makeTempDir } from '../support/temp-dir';
import { node, oneChapter } from './manifest-fixtures';

/** The real CLI as a subprocess, exactly as `npm run ingest` runs it. */
function runCli(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['src/main/cli/ingest.ts', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const snapshot = (dir: string) =>
  Object.fromEntries(
    fs.readdirSync(dir).map((name) => {
      const full = path.join(dir, name);
      return [name, { text: fs.readFileSync(full, 'utf8'), mtimeMs: fs.statSync(full).mtimeMs }];
    }),
  );

describe('ingest CLI (real subprocess)', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.cleanup());

  test('writes the track file, prints its path and exits 0; a re-run changes nothing and exits non-zero', () => {
    const manifestFile = path.join(temp.dir, 'demo.yaml');
    fs.writeFileSync(manifestFile, oneChapter(node('b', ['a']), node('a')));
    const tracksDir = path.join(temp.dir, 'tracks');

    const first = runCli([manifestFile, '--tracks-dir', tracksDir]);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(`${path.join(tracksDir, 'demo.md')}\n`);
    const before = snapshot(tracksDir);
    expect(Object.keys(before)).toEqual(['demo.md']);

    const again = runCli([manifestFile, '--tracks-dir', tracksDir]);
    expect(again.status).not.toBe(0);
    expect(again.stdout).toBe('');
    expect(again.stderr).toBe(
      `ingest: ${manifestFile}: the track file ${path.join(tracksDir, 'demo.md')} already exists and is never ` +
        'overwritten; delete or rename it first, or change track.slug in the manifest\n',
    );
    expect(snapshot(tracksDir)).toEqual(before);
  });

  test('an invalid manifest: one line on stderr, no stack, non-zero, nothing written', () => {
    const manifestFile = path.join(temp.dir, 'broken.yaml');
    fs.writeFileSync(manifestFile, oneChapter(node('a', ['b']), node('b', ['a'])));
    const result = runCli([manifestFile, '--tracks-dir', temp.dir]);
    expect(result.status).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('chapter "Basics": the prerequisites form a cycle ("a" needs "b", "b" needs "a")');
    expect(result.stderr).not.toMatch(/\s+at\s/);
    expect(fs.readdirSync(temp.dir)).toEqual(['broken.yaml']);
  });

  test('defaults to the user tracks folder under the data dir', () => {
    const manifestFile = path.join(temp.dir, 'demo.yaml');
    fs.writeFileSync(manifestFile, oneChapter(node('a')));
    const dataDir = path.join(temp.dir, 'data');
    const result = runCli([manifestFile], { ...process.env, WORKBENCH_DATA_DIR: dataDir });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(path.join(dataDir, 'tracks', 'demo.md'));
  });

  test('relative paths are taken from where npm was invoked (INIT_CWD), not the package root', () => {
    fs.writeFileSync(path.join(temp.dir, 'demo.yaml'), oneChapter(node('a')));
    const result = runCli(['demo.yaml', '--tracks-dir', 'out'], { ...process.env, INIT_CWD: temp.dir });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(path.join(temp.dir, 'out', 'demo.md'));
  });

  test('usage errors and a missing file are one clear line', () => {
    const none = runCli([]);
    expect(none.status).toBe(2);
    expect(none.stderr).toBe(
      'ingest: no manifest given; usage: npm run ingest -- <manifest.yaml> [--tracks-dir <dir>]\n',
    );
    const missing = runCli([path.join(temp.dir, 'nope.yaml'), '--tracks-dir', temp.dir]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(
      `ingest: ${path.join(temp.dir, 'nope.yaml')}: cannot read the manifest (no such file); check the path\n`,
    );
  });
});
