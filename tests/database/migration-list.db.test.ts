// The migration list against the folder it comes from: every file NNNN-name.ts is registered once, in version
// order, with the version and name its file name gives. A file added but not registered would never run, and a
// registered one renamed or renumbered would no longer say which file it is.
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from '../../src/main/db/migrations';

const FOLDER = path.join(__dirname, '../../src/main/db/migrations');

describe('the migration list', () => {
  it('holds every migration file once, in version order, named as its file', () => {
    const files = fs
      .readdirSync(FOLDER)
      .filter((f) => f !== 'index.ts')
      .sort()
      .map((f) => {
        const match = /^(\d{4})-([a-z0-9-]+)\.ts$/.exec(f);
        if (!match) throw new Error(`Unexpected file in the migrations folder: ${f}`);
        return { version: Number(match[1]), name: match[2] };
      });
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(MIGRATIONS.map((m) => ({ version: m.version, name: m.name }))).toEqual(files);
  });
});
