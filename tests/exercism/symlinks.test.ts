import fs from 'node:fs';
import path from 'node:path';
import { readExercise } from '../../src/main/services/exercism/exercise';
import { importExercism } from '../../src/main/services/exercism/import';
import { realInside } from '../../src/main/services/exercism/read-capped';
import { createRunner } from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';

/**
 * An exercise folder is untrusted: a linked folder anywhere on a file's path (not only the file itself) must not
 * let the importer copy files from outside the exercise into the user's problems folder.
 */
jest.setTimeout(120_000);

const tmp = makeTempDir('workbench-exercism-links-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: path.join(tmp.dir, 'runner') });
const LEAP = path.join(__dirname, '../fixtures/exercism/python/exercises/practice/leap');
const RUST_LEAP = path.join(__dirname, '../fixtures/exercism/rust/exercises/practice/leap');
let n = 0;

/** A copy of an exercise, and beside it (outside it) a folder holding a secret the importer must never read. */
function setUp(from = LEAP): { dir: string; outside: string; problems: string } {
  const root = path.join(tmp.dir, `case-${n++}`);
  const dir = path.join(root, 'exercises', 'practice', path.basename(from));
  fs.cpSync(from, dir, { recursive: true });
  const outside = path.join(root, 'elsewhere');
  fs.mkdirSync(outside, { recursive: true });
  return { dir, outside, problems: path.join(root, 'problems') };
}

const copiedAnything = (problems: string) => fs.existsSync(problems) && fs.readdirSync(problems).length > 0;

describe('linked folders out of the exercise', () => {
  test('a .meta that links to a folder elsewhere: refused, nothing copied', async () => {
    const { dir, outside, problems } = setUp();
    // The outside .meta names a reference that is the secret itself.
    fs.cpSync(path.join(dir, '.meta'), outside, { recursive: true });
    fs.writeFileSync(path.join(outside, 'example.py'), 'SECRET = "outside"\ndef leap_year(year):\n    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n');
    fs.rmSync(path.join(dir, '.meta'), { recursive: true });
    fs.symlinkSync(outside, path.join(dir, '.meta'));
    const [line] = await importExercism(runner, { source: dir, problemsDir: problems });
    expect(line).toMatchObject({ outcome: 'failed' });
    expect(line!.reason).toMatch(/\.meta\/config\.json.*leads out of the exercise folder/);
    expect(copiedAnything(problems)).toBe(false);
  });

  test('files.test through a linked folder: refused, nothing copied', async () => {
    const { dir, outside, problems } = setUp();
    fs.copyFileSync(path.join(dir, 'leap_test.py'), path.join(outside, 'leap_test.py'));
    fs.appendFileSync(path.join(outside, 'leap_test.py'), '\nSECRET = "outside"\n');
    fs.rmSync(path.join(dir, 'leap_test.py'));
    fs.symlinkSync(outside, path.join(dir, 'linked'));
    const config = JSON.parse(fs.readFileSync(path.join(dir, '.meta/config.json'), 'utf8')) as { files: { test: string[] } };
    config.files.test = ['linked/leap_test.py'];
    fs.writeFileSync(path.join(dir, '.meta/config.json'), JSON.stringify(config));
    const [line] = await importExercism(runner, { source: dir, problemsDir: problems });
    expect(line).toMatchObject({ outcome: 'failed' });
    expect(line!.reason).toMatch(/linked\/leap_test\.py.*leads out of the exercise folder/);
    expect(copiedAnything(problems)).toBe(false);
  });

  test('a reference reached through a linked folder, and .docs linked elsewhere: refused', async () => {
    const meta = setUp();
    fs.mkdirSync(path.join(meta.outside, 'ref'));
    fs.copyFileSync(path.join(meta.dir, '.meta/example.py'), path.join(meta.outside, 'ref/example.py'));
    fs.symlinkSync(path.join(meta.outside, 'ref'), path.join(meta.dir, '.meta/ref'));
    const config = JSON.parse(fs.readFileSync(path.join(meta.dir, '.meta/config.json'), 'utf8')) as { files: { example: string[] } };
    config.files.example = ['.meta/ref/example.py'];
    fs.writeFileSync(path.join(meta.dir, '.meta/config.json'), JSON.stringify(config));
    const [ref] = await importExercism(runner, { source: meta.dir, problemsDir: meta.problems });
    expect(ref!.reason).toMatch(/\.meta\/ref\/example\.py.*leads out of the exercise folder/);

    const docs = setUp();
    fs.cpSync(path.join(docs.dir, '.docs'), docs.outside, { recursive: true });
    fs.rmSync(path.join(docs.dir, '.docs'), { recursive: true });
    fs.symlinkSync(docs.outside, path.join(docs.dir, '.docs'));
    const [doc] = await importExercism(runner, { source: docs.dir, problemsDir: docs.problems });
    expect(doc).toMatchObject({ outcome: 'failed' });
    expect(doc!.reason).toMatch(/leads out of the exercise folder/);
    expect(copiedAnything(meta.problems) || copiedAnything(docs.problems)).toBe(false);
  });

  test('Rust: a tests/ folder that links elsewhere is refused, not listed', () => {
    const { dir, outside } = setUp(RUST_LEAP);
    fs.cpSync(path.join(dir, 'tests'), outside, { recursive: true });
    fs.rmSync(path.join(dir, 'tests'), { recursive: true });
    fs.symlinkSync(outside, path.join(dir, 'tests'));
    expect(() => readExercise(dir)).toThrow(/tests.*leads out of the exercise folder/);
  });

  test('a link that stays inside the exercise is fine; `..` and a linked file itself are still refused', () => {
    const { dir } = setUp();
    fs.mkdirSync(path.join(dir, 'real'));
    fs.renameSync(path.join(dir, 'leap_test.py'), path.join(dir, 'real/leap_test.py'));
    fs.symlinkSync(path.join(dir, 'real'), path.join(dir, 'alias'));
    const config = JSON.parse(fs.readFileSync(path.join(dir, '.meta/config.json'), 'utf8')) as { files: { test: string[] } };
    config.files.test = ['alias/leap_test.py'];
    fs.writeFileSync(path.join(dir, '.meta/config.json'), JSON.stringify(config));
    expect(readExercise(dir).tests).toContain('class LeapTest');
    config.files.test = ['../../../elsewhere/leap_test.py'];
    fs.writeFileSync(path.join(dir, '.meta/config.json'), JSON.stringify(config));
    expect(() => readExercise(dir)).toThrow(/points outside the exercise folder/);
    fs.symlinkSync(path.join(dir, 'real/leap_test.py'), path.join(dir, 'leap_test.py'));
    config.files.test = ['leap_test.py'];
    fs.writeFileSync(path.join(dir, '.meta/config.json'), JSON.stringify(config));
    expect(() => readExercise(dir)).toThrow(/not a regular file/);
  });

  test('realInside: every component resolved; a missing file below a link out is refused too', () => {
    const { dir, outside } = setUp();
    fs.symlinkSync(outside, path.join(dir, 'out'));
    expect(() => realInside(dir, path.join(dir, 'out', 'missing.py'))).toThrow(/leads out of the exercise folder/);
    expect(realInside(dir, path.join(dir, 'nothing-here.py'))).toBeUndefined();
    expect(realInside(dir, path.join(dir, 'leap.py'))).toBe(fs.realpathSync(path.join(dir, 'leap.py')));
  });
});
