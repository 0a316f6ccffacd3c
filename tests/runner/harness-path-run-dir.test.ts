// Where the Python harness is looked for (source tree, bundled main, working folder, a packaged app's resources
// first) and the private per-run folder: made under the real temp path, passed to the run, removed whatever
// happened. These start no process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pythonHarnessPath } from '../../src/main/services/runner/harness-path';
import { withRunDir } from '../../src/main/services/runner/run-dir';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIR = path.join(ROOT, 'src', 'main', 'services', 'runner');
const FROM_SOURCE = path.join(ROOT, 'resources', 'runner', 'python_harness.py');
const FROM_BUNDLE = path.resolve(SOURCE_DIR, '../../resources/runner/python_harness.py');
// The working folder is faked so that its candidate differs from the source tree's.
const CWD = path.join(os.tmpdir(), 'wb-elsewhere');
const FROM_CWD = path.join(CWD, 'resources', 'runner', 'python_harness.py');

type WithResources = NodeJS.Process & { resourcesPath?: string };

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(process, 'resourcesPath');
});

describe('pythonHarnessPath', () => {
  beforeEach(() => jest.spyOn(process, 'cwd').mockReturnValue(CWD));

  it('finds the harness in the source tree', () => {
    expect(pythonHarnessPath()).toBe(FROM_SOURCE);
    expect(fs.existsSync(FROM_SOURCE)).toBe(true);
  });

  it("looks in the source tree, the bundled main's folder and the working folder, in that order, and names them all when none has it", () => {
    const looked: string[] = [];
    jest.spyOn(fs, 'existsSync').mockImplementation((p) => (looked.push(String(p)), false));
    expect(() => pythonHarnessPath()).toThrow(
      new Error(`python_harness.py was not found (looked in ${FROM_SOURCE}, ${FROM_BUNDLE}, ${FROM_CWD})`),
    );
    expect(looked).toEqual([FROM_SOURCE, FROM_BUNDLE, FROM_CWD]);
  });

  it.each([
    ["the bundled main's folder", FROM_BUNDLE],
    ['the working folder', FROM_CWD],
  ])('takes %s when only it has the harness', (_where, only) => {
    jest.spyOn(fs, 'existsSync').mockImplementation((p) => p === only);
    expect(pythonHarnessPath()).toBe(only);
  });

  it("looks in a packaged app's resources folder first", () => {
    const resources = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-resources-'));
    try {
      const packaged = path.join(resources, 'runner', 'python_harness.py');
      fs.mkdirSync(path.dirname(packaged));
      fs.writeFileSync(packaged, '# harness');
      (process as WithResources).resourcesPath = resources;
      expect(pythonHarnessPath()).toBe(packaged);

      const looked: string[] = [];
      jest.spyOn(fs, 'existsSync').mockImplementation((p) => (looked.push(String(p)), false));
      expect(() => pythonHarnessPath()).toThrow(`(looked in ${packaged}, ${FROM_SOURCE}, `);
      expect(looked).toEqual([packaged, FROM_SOURCE, FROM_BUNDLE, FROM_CWD]);
    } finally {
      fs.rmSync(resources, { recursive: true, force: true });
    }
  });
});

describe('withRunDir', () => {
  const tmp = fs.realpathSync(os.tmpdir());

  it('gives the run a fresh private folder under the real temp path, answers its result and removes the folder', async () => {
    let seen = '';
    const result = await withRunDir(async (dir) => {
      seen = dir;
      expect(path.dirname(dir)).toBe(tmp);
      expect(path.basename(dir)).toMatch(/^workbench-run-.{6}$/);
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      fs.mkdirSync(path.join(dir, 'deep', 'er'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'deep', 'er', 'f'), 'x');
      return 42;
    });
    expect(result).toBe(42);
    expect(fs.existsSync(seen)).toBe(false);
  });

  it('removes the folder when the run throws, and passes the error on', async () => {
    let seen = '';
    await expect(
      withRunDir(async (dir) => {
        seen = dir;
        throw new Error('run failed');
      }),
    ).rejects.toThrow('run failed');
    expect(seen).not.toBe('');
    expect(fs.existsSync(seen)).toBe(false);
  });

  it('uses the prefix, and the real path of the folder it is put under', async () => {
    const base = fs.mkdtempSync(path.join(tmp, 'wb-under-'));
    const link = `${base}-link`;
    fs.symlinkSync(base, link);
    try {
      const dir = await withRunDir(async (d) => d, 'compile-', link);
      expect(path.dirname(dir)).toBe(base);
      expect(path.basename(dir)).toMatch(/^compile-.{6}$/);
      expect(fs.readdirSync(base)).toEqual([]);
    } finally {
      fs.rmSync(link);
      fs.rmSync(base, { recursive: true, force: true });
    }
  });

  it("answers the run's result even when the folder cannot be removed", async () => {
    jest.spyOn(fs.promises, 'rm').mockRejectedValue(new Error('busy'));
    let seen = '';
    await expect(withRunDir(async (dir) => ((seen = dir), 'done'))).resolves.toBe('done');
    jest.restoreAllMocks();
    fs.rmSync(seen, { recursive: true, force: true });
  });

  it('retries the removal and forces it', async () => {
    const rm = jest.spyOn(fs.promises, 'rm');
    const dir = await withRunDir(async (d) => d);
    expect(rm).toHaveBeenCalledWith(dir, { recursive: true, force: true, maxRetries: 2 });
  });
});
