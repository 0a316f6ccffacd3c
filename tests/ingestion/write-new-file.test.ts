import fs from 'node:fs';
import path from 'node:path';
import { writeNewFileAtomic } from '../../src/main/services/ingestion/write-new-file';
import { makeTempDir } from '../support/temp-dir';

describe('writeNewFileAtomic', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    temp.cleanup();
  });

  test('writes the whole text and leaves no temp file', () => {
    const target = path.join(temp.dir, 'a.md');
    expect(writeNewFileAtomic(target, 'hello\n')).toEqual({ ok: true });
    expect(fs.readFileSync(target, 'utf8')).toBe('hello\n');
    expect(fs.readdirSync(temp.dir)).toEqual(['a.md']);
  });

  test('a file that appears after the existence check is still not overwritten (link refuses)', () => {
    const target = path.join(temp.dir, 'a.md');
    fs.writeFileSync(target, 'someone else wrote this\n');
    // Simulate the race: the early check sees nothing, the file is there when we link.
    jest.spyOn(fs, 'existsSync').mockReturnValue(false);
    expect(writeNewFileAtomic(target, 'mine\n')).toEqual({ ok: false, reason: 'exists' });
    expect(fs.readFileSync(target, 'utf8')).toBe('someone else wrote this\n');
    expect(fs.readdirSync(temp.dir)).toEqual(['a.md']);
  });

  test('without hard links it falls back to check-then-rename, still refusing an existing file', () => {
    const linkError = Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    jest.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw linkError;
    });
    const target = path.join(temp.dir, 'b.md');
    expect(writeNewFileAtomic(target, 'first\n')).toEqual({ ok: true });
    expect(writeNewFileAtomic(target, 'second\n')).toEqual({ ok: false, reason: 'exists' });
    expect(fs.readFileSync(target, 'utf8')).toBe('first\n');
    expect(fs.readdirSync(temp.dir)).toEqual(['b.md']);
  });
});
