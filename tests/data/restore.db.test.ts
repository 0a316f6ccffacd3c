import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { expectFailure } from '../support/expect-failure';
import { createTestApp, unwrap } from '../support/test-app';
import { addWriting, snapshotRows, writingTitles } from './helpers';

const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));

describe('restore', () => {
  let app: ReturnType<typeof createTestApp>;
  let backupFile: string;
  beforeEach(async () => {
    app = createTestApp();
    await addWriting(app, 'Before the backup', 'old body');
    backupFile = unwrap(await app.router.invoke('data:backup', {})).backup.file;
    await addWriting(app, 'After the backup', 'new body');
  });
  afterEach(() => app.close());

  /** Asserts a restore of `file` fails with invalid_input matching `message`, and that nothing changed. */
  async function expectRefused(file: string, message: RegExp) {
    const before = snapshotRows(app.ctx.db);
    const backupsBefore = fs.readdirSync(path.dirname(backupFile)).sort();
    const err = expectFailure(await app.router.invoke('data:restore', { file }));
    expect(err.code).toBe('invalid_input');
    expect(err.message).toMatch(message);
    expect(err.message).toMatch(/Nothing was changed\.$/);
    expect(snapshotRows(app.ctx.db)).toEqual(before);
    expect(fs.readdirSync(path.dirname(backupFile)).sort()).toEqual(backupsBefore);
    expect(fs.readdirSync(app.dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);
  }

  it('gives back the backed-up data, keeps a safety copy of what was replaced, and keeps the profile usable', async () => {
    const triggerNames = () =>
      (app.ctx.db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all() as Array<{ name: string }>).map(
        (r) => r.name,
      );
    const triggersBefore = triggerNames();
    expect(triggersBefore.length).toBeGreaterThan(0);
    const done = unwrap(await app.router.invoke('data:restore', { file: backupFile }));
    expect(done.restored_from).toBe(backupFile);
    expect(done.migrated_from).toBeNull();
    expect(done.safety_backup.kind).toBe('pre-restore');
    expect(await writingTitles(app)).toEqual(['Before the backup']);
    // The safety copy holds what the restore replaced.
    const safety = new Database(done.safety_backup.file, { readonly: true });
    expect(
      (safety.prepare('SELECT title FROM writings ORDER BY title').all() as Array<{ title: string }>).map(
        (r) => r.title,
      ),
    ).toEqual(['After the backup', 'Before the backup']);
    safety.close();
    // The app keeps working on the restored rows (triggers were put back: a new writing saves).
    await addWriting(app, 'Written after the restore', 'body');
    expect(await writingTitles(app)).toEqual(['Before the backup', 'Written after the restore']);
    // Every trigger the schema had is back (restore drops them to replace the rows, then recreates them).
    expect(triggerNames()).toEqual(triggersBefore);
    expect(app.ctx.db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('tells every screen to reload', async () => {
    const events: string[] = [];
    app.ctx.events.subscribe((name) => events.push(name));
    unwrap(await app.router.invoke('data:restore', { file: backupFile }));
    expect(events).toContain('data:restored');
  });

  it('refuses a file that is not SQLite', async () => {
    const file = path.join(app.dataDir, 'notes.db');
    fs.writeFileSync(file, 'these are my notes, not a database'.repeat(200));
    await expectRefused(file, /notes\.db is not a Workbench backup: it is not an SQLite database/);
  });

  it('refuses a truncated copy', async () => {
    const file = path.join(app.dataDir, 'truncated.db');
    const whole = fs.readFileSync(backupFile);
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 3)));
    await expectRefused(file, /truncated\.db is damaged or incomplete .*Pick another backup/);
  });

  it("refuses another app's database", async () => {
    const file = path.join(app.dataDir, 'other-app.sqlite');
    const other = new Database(file);
    other.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('hi');");
    other.pragma('user_version = 3');
    other.close();
    await expectRefused(file, /other-app\.sqlite is an SQLite database, but not one Workbench wrote/);
  });

  it('refuses a database from a newer version', async () => {
    const file = path.join(app.dataDir, 'newer.db');
    fs.copyFileSync(backupFile, file);
    const newer = new Database(file);
    newer.pragma(`user_version = ${LATEST + 10}`);
    newer.close();
    await expectRefused(
      file,
      new RegExp(`newer version of Workbench \\(schema ${LATEST + 10}; this version knows up to ${LATEST}\\)`),
    );
  });

  it('refuses a missing file and a folder', async () => {
    await expectRefused(path.join(app.dataDir, 'nope.db'), /There is no file at/);
    await expectRefused(app.dataDir, /is not a file/);
  });

  it('migrates an older backup on a copy, leaving the original file as it was', async () => {
    const file = path.join(app.dataDir, 'old-version.db');
    const old = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 100) });
    old
      .prepare(
        "INSERT INTO profiles (id, name, created_at) VALUES ('0b8f6a1e-6f0e-4a43-9f55-0d2b1f6a9c01', 'From long ago', '2025-01-01T00:00:00.000Z')",
      )
      .run();
    old.close();
    const bytes = fs.readFileSync(file);
    const done = unwrap(await app.router.invoke('data:restore', { file }));
    expect(done.migrated_from).toBe(100);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    expect(unwrap(await app.router.invoke('profiles:list', {})).profiles.map((p) => p.name)).toEqual(['From long ago']);
    expect(await writingTitles(app)).toEqual([]);
  });

  it('a restore that fails part way changes nothing', async () => {
    // A backup whose rows break a reference: whole to SQLite, refused by the final foreign-key check.
    const file = path.join(app.dataDir, 'broken-references.db');
    fs.copyFileSync(backupFile, file);
    const broken = new Database(file);
    broken.pragma('foreign_keys = OFF');
    broken.prepare("UPDATE writings SET user_id = 'nobody'").run();
    broken.close();
    const before = snapshotRows(app.ctx.db);
    const err = expectFailure(await app.router.invoke('data:restore', { file }));
    expect(err.code).toBe('unavailable');
    expect(err.message).toMatch(/failed .*foreign-key.*your data was left as it was/);
    expect(snapshotRows(app.ctx.db)).toEqual(before);
    expect(await writingTitles(app)).toEqual(['After the backup', 'Before the backup']);
  });
});
