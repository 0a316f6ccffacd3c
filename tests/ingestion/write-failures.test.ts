import fs from 'node:fs';
import path from 'node:path';
import { ingestManifest } from '../../src/main/services/ingestion/ingest-manifest';
import { IngestionError } from '../../src/main/services/ingestion/ingestion-error';
import { errnoCode, writeNewFileAtomic } from '../../src/main/services/ingestion/write-new-file';
import { makeTempDir } from '../support/temp-dir';
import { node, oneChapter } from './manifest-fixtures';

/** How writing a track file fails: never over an existing file, never a temp file left behind, one clear line. */
describe('errnoCode: fs errors are recognised by shape', () => {
  test.each<[string, unknown, string | undefined]>([
    ['an fs error', Object.assign(new Error('x'), { code: 'ENOENT' }), 'ENOENT'],
    ['a plain object with a string code', { code: 'EEXIST' }, 'EEXIST'],
    ['a numeric code', { code: 17 }, undefined],
    ['no code', new Error('x'), undefined],
    ['null', null, undefined],
    ['a string', 'ENOENT', undefined],
  ])('%s', (_name, err, expected) => {
    expect(errnoCode(err)).toBe(expected);
  });
});

describe('writeNewFileAtomic when linking fails', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    temp.cleanup();
  });

  const failLink = (code: string) =>
    jest.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error(code), { code });
    });

  test.each(['EPERM', 'ENOTSUP', 'EXDEV', 'ENOSYS'])(
    'a file system without hard links (%s) gets the file by rename, whole, with no temp file left',
    (code) => {
      failLink(code);
      const target = path.join(temp.dir, 'a.md');
      expect(writeNewFileAtomic(target, 'whole text\n')).toEqual({ ok: true });
      expect(fs.readFileSync(target, 'utf8')).toBe('whole text\n');
      expect(fs.readdirSync(temp.dir)).toEqual(['a.md']);
    },
  );

  test('without hard links, a file that appears after the first check is still not overwritten', () => {
    failLink('EPERM');
    const target = path.join(temp.dir, 'a.md');
    fs.writeFileSync(target, 'someone else wrote this\n');
    const realExists = fs.existsSync;
    let calls = 0;
    // The first check (before the temp file is written) misses the file; the one before rename sees it.
    jest.spyOn(fs, 'existsSync').mockImplementation((p) => (++calls === 1 ? false : realExists(p)));
    expect(writeNewFileAtomic(target, 'mine\n')).toEqual({ ok: false, reason: 'exists' });
    expect(fs.readFileSync(target, 'utf8')).toBe('someone else wrote this\n');
    expect(fs.readdirSync(temp.dir)).toEqual(['a.md']);
  });

  test('any other link error is thrown, and the temp file is still removed', () => {
    failLink('EIO');
    const target = path.join(temp.dir, 'a.md');
    expect(() => writeNewFileAtomic(target, 'text\n')).toThrow('EIO');
    expect(fs.readdirSync(temp.dir)).toEqual([]);
  });

  test('an existing target is refused before any temp file is written', () => {
    const target = path.join(temp.dir, 'a.md');
    fs.writeFileSync(target, 'keep\n');
    const open = jest.spyOn(fs, 'openSync');
    expect(writeNewFileAtomic(target, 'mine\n')).toEqual({ ok: false, reason: 'exists' });
    expect(open).not.toHaveBeenCalled();
  });

  test('the temp file is hidden, in the target folder, and named after the target', () => {
    const link = jest.spyOn(fs, 'linkSync');
    const target = path.join(temp.dir, 'a.md');
    writeNewFileAtomic(target, 'text\n');
    const tempFile = String(link.mock.calls[0]![0]);
    expect(path.dirname(tempFile)).toBe(temp.dir);
    expect(path.basename(tempFile)).toMatch(/^\.a\.md\.[0-9a-f-]{36}\.tmp$/);
  });
});

const linuxOnly = process.platform === 'linux' ? describe : describe.skip;

linuxOnly('writeNewFileAtomic closes what it opens (Linux: /proc/self/fd)', () => {
  test('no file descriptor is left open by a write, a refusal or a failed link', () => {
    const temp = makeTempDir();
    const open = () => fs.readdirSync('/proc/self/fd').length;
    try {
      const before = open();
      writeNewFileAtomic(path.join(temp.dir, 'a.md'), 'one\n');
      writeNewFileAtomic(path.join(temp.dir, 'a.md'), 'two\n');
      jest.spyOn(fs, 'linkSync').mockImplementation(() => {
        throw Object.assign(new Error('EIO'), { code: 'EIO' });
      });
      expect(() => writeNewFileAtomic(path.join(temp.dir, 'b.md'), 'three\n')).toThrow('EIO');
      expect(open()).toBe(before);
    } finally {
      jest.restoreAllMocks();
      temp.cleanup();
    }
  });
});

describe('ingestManifest: a write that fails is an io error naming the target', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    temp.cleanup();
  });

  function ingestError(): IngestionError {
    try {
      ingestManifest({ yamlText: oneChapter(node('a')), label: 'demo.yaml', tracksDir: temp.dir });
    } catch (err) {
      if (err instanceof IngestionError) return err;
      throw err;
    }
    throw new Error('expected an IngestionError');
  }

  /**
   * Opens inside the tracks folder fail; every other open (Node loading a module the parser needs on first use,
   * such as gray-matter) goes through, as on a disk that is full only where the track is written.
   */
  function failOpensInTracksDir(error: Error): void {
    const realOpen = fs.openSync.bind(fs);
    jest.spyOn(fs, 'openSync').mockImplementation((file: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode | null) => {
      if (String(file).startsWith(temp.dir)) throw error;
      return realOpen(file, flags ?? 'r', mode);
    });
  }

  test('an error without a code reads "write failed"', () => {
    failOpensInTracksDir(new Error('disk on fire'));
    const err = ingestError();
    expect(err.kind).toBe('io');
    expect(err.message).toBe(
      `demo.yaml: could not write ${path.join(temp.dir, 'demo.md')} (write failed); check that the folder exists and is writable`,
    );
  });

  test('an fs error is named by its code', () => {
    failOpensInTracksDir(Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    expect(ingestError().message).toBe(
      `demo.yaml: could not write ${path.join(temp.dir, 'demo.md')} (ENOSPC); check that the folder exists and is writable`,
    );
  });

  test('a slug conflict reported by the caller is an "exists" error and nothing is written', () => {
    let asked: string | undefined;
    let caught: unknown;
    try {
      ingestManifest({
        yamlText: oneChapter(node('a')),
        label: 'demo.yaml',
        tracksDir: temp.dir,
        describeSlugConflict: (slug) => {
          asked = slug;
          return `slug "${slug}" is taken`;
        },
      });
    } catch (err) {
      caught = err;
    }
    expect(asked).toBe('demo');
    expect(caught).toBeInstanceOf(IngestionError);
    expect(caught).toMatchObject({ kind: 'exists', message: 'demo.yaml: slug "demo" is taken' });
    expect(fs.readdirSync(temp.dir)).toEqual([]);
  });

  test('a caller that finds no conflict lets the file be written', () => {
    const result = ingestManifest({
      yamlText: oneChapter(node('a')),
      label: 'demo.yaml',
      tracksDir: temp.dir,
      describeSlugConflict: () => undefined,
    });
    expect(result.path).toBe(path.join(temp.dir, 'demo.md'));
    expect(result.track.slug).toBe('demo');
    expect(fs.readdirSync(temp.dir)).toEqual(['demo.md']);
  });
});
