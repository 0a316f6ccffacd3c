import fs from 'node:fs';
import path from 'node:path';
import {
  DISK_FULL_MESSAGE,
  FILES_FULL_MESSAGE,
  folderDiskCheck,
  sandboxDiskCheck,
} from '../../src/main/services/runner/disk-watch';
import { DISK_CAP_BYTES, FILES_CAP } from '../../src/main/services/runner/limits';
import { makeTempDir } from '../support/temp-dir';

/** The disk watch that stops a run writing past the caps (the unsandboxed fallback walks the run folder). */
jest.setTimeout(60_000);

describe('disk watch messages', () => {
  test('say what the limit is', () => {
    expect(DISK_FULL_MESSAGE).toBe(
      'the code wrote more than 64 MB (the limit for what a run may write) and was stopped',
    );
    expect(FILES_FULL_MESSAGE).toBe('the code created more than 10000 files (the limit for a run) and was stopped');
  });
});

describe('folderDiskCheck', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir('workbench-disk-');
  });
  afterEach(() => temp.cleanup());

  test('a folder under both caps, nested folders included, is fine', async () => {
    fs.mkdirSync(path.join(temp.dir, 'a', 'b'), { recursive: true });
    fs.writeFileSync(path.join(temp.dir, 'a', 'b', 'f.txt'), 'x'.repeat(10_000));
    expect(await folderDiskCheck(temp.dir)()).toBeNull();
  });

  test('more allocated bytes than the cap, even deep in a subfolder, stops the run', async () => {
    const deep = path.join(temp.dir, 'x', 'y');
    fs.mkdirSync(deep, { recursive: true });
    const half = Buffer.alloc(DISK_CAP_BYTES / 2 + 1024 * 1024, 1);
    fs.writeFileSync(path.join(temp.dir, 'one.bin'), half);
    fs.writeFileSync(path.join(deep, 'two.bin'), half);
    expect(await folderDiskCheck(temp.dir)()).toBe(DISK_FULL_MESSAGE);
  });

  test('exactly the cap allocated is not over it', async () => {
    const file = path.join(temp.dir, 'exact.bin');
    fs.writeFileSync(file, Buffer.alloc(DISK_CAP_BYTES, 1));
    // A fully written file allocates its size in whole blocks (ext4, tmpfs), so this is the cap to the byte.
    expect(fs.lstatSync(file).blocks * 512).toBe(DISK_CAP_BYTES);
    expect(await folderDiskCheck(temp.dir)()).toBeNull();
  });

  test('a folder of many files is counted once per file, batch after batch', async () => {
    // 130 files fill three batches of 64; 39 MB in all is under the cap, counted twice it would not be.
    const chunk = Buffer.alloc(300 * 1024, 1);
    for (let i = 0; i < 130; i++) fs.writeFileSync(path.join(temp.dir, `f${i}.bin`), chunk);
    expect(await folderDiskCheck(temp.dir)()).toBeNull();
  });

  test('a sparse file costs only what it allocates', async () => {
    const fd = fs.openSync(path.join(temp.dir, 'sparse.bin'), 'w');
    fs.ftruncateSync(fd, DISK_CAP_BYTES * 4);
    fs.closeSync(fd);
    expect(await folderDiskCheck(temp.dir)()).toBeNull();
  });

  test('exactly the file cap is fine; one more entry stops the run', async () => {
    for (let i = 0; i < FILES_CAP; i++) fs.writeFileSync(path.join(temp.dir, `f${i}`), '');
    expect(await folderDiskCheck(temp.dir)()).toBeNull();
    fs.mkdirSync(path.join(temp.dir, 'one-more'));
    expect(await folderDiskCheck(temp.dir)()).toBe(FILES_FULL_MESSAGE);
  });

  test('a folder that is gone is nothing to stop', async () => {
    expect(await folderDiskCheck(path.join(temp.dir, 'gone'))()).toBeNull();
  });
});

describe('sandboxDiskCheck', () => {
  test('before bubblewrap names its process, or once it is gone, there is nothing to check', async () => {
    const check = sandboxDiskCheck();
    expect(await check(null)).toBeNull();
    expect(await check(2 ** 22 + 12345)).toBeNull();
  });

  /** A statfs that answers from a table by path and records what it was asked. */
  const fakeStatfs = (figures: Record<string, { bavail: number; bsize?: number; files?: number; ffree?: number }>) => {
    const asked: string[] = [];
    const statfs = async (p: string) => {
      asked.push(p);
      const f = figures[p];
      if (!f) throw new Error('ENOENT');
      return { bavail: f.bavail, bsize: f.bsize ?? 4096, files: f.files ?? 100, ffree: f.ffree ?? 90 };
    };
    return { statfs, asked };
  };
  const roomy = { bavail: 1000 };

  test("it looks at the sandbox's run folder, then its /tmp, through /proc/<pid>/root", async () => {
    const fake = fakeStatfs({ '/proc/42/root/sandbox': roomy, '/proc/42/root/tmp': roomy });
    expect(await sandboxDiskCheck(fake.statfs)(42)).toBeNull();
    expect(fake.asked).toEqual(['/proc/42/root/sandbox', '/proc/42/root/tmp']);
    const none = fakeStatfs({});
    expect(await sandboxDiskCheck(none.statfs)(null)).toBeNull();
    expect(none.asked).toEqual([]);
  });

  test('full means less than 64 KB left: exactly 64 KB is not full, one byte less is', async () => {
    const at = (bavail: number, bsize: number) =>
      sandboxDiskCheck(fakeStatfs({ '/proc/7/root/sandbox': { bavail, bsize }, '/proc/7/root/tmp': roomy }).statfs)(7);
    expect(await at(16, 4096)).toBeNull();
    expect(await at(65_535, 1)).toBe(DISK_FULL_MESSAGE);
    expect(await at(65_536, 1)).toBeNull();
  });

  test('more files than the cap is full; exactly the cap is not', async () => {
    const at = (used: number) =>
      sandboxDiskCheck(
        fakeStatfs({ '/proc/7/root/sandbox': { bavail: 1000, files: used + 5, ffree: 5 }, '/proc/7/root/tmp': roomy })
          .statfs,
      )(7);
    expect(await at(FILES_CAP)).toBeNull();
    expect(await at(FILES_CAP + 1)).toBe(FILES_FULL_MESSAGE);
  });

  test('a full /tmp stops the run too; a folder that cannot be looked at ends the check quietly', async () => {
    const tmpFull = fakeStatfs({ '/proc/7/root/sandbox': roomy, '/proc/7/root/tmp': { bavail: 0 } });
    expect(await sandboxDiskCheck(tmpFull.statfs)(7)).toBe(DISK_FULL_MESSAGE);
    const gone = fakeStatfs({ '/proc/7/root/tmp': { bavail: 0 } });
    expect(await sandboxDiskCheck(gone.statfs)(7)).toBeNull();
    expect(gone.asked).toEqual(['/proc/7/root/sandbox']);
  });
});
