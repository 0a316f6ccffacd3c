import Database from 'better-sqlite3';
import path from 'node:path';
import { openDatabase } from '../../src/main/db/connection';
import { DatabaseTooNewError, migrate, schemaVersion, type Migration } from '../../src/main/db/migrate';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { migration0010 } from '../../src/main/db/migrations/0010-initial-schema';
import { makeTempDir } from '../support/temp-dir';

const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));

describe('migrations', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => temp.cleanup());

  it('creates a fresh database at the latest version with WAL and foreign keys on', () => {
    const db = openDatabase(path.join(temp.dir, 'a.db'));
    expect(schemaVersion(db)).toBe(LATEST);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('upgrades a populated v1 database through 0020, keeping every row and mapping statuses', () => {
    const file = path.join(temp.dir, 'v1.db');
    const v1 = new Database(file);
    migrate(v1, [migration0010]);
    expect(schemaVersion(v1)).toBe(10);
    v1.prepare("INSERT INTO profiles (id, name, created_at) VALUES ('u1', 'Ada', '2026-01-01T00:00:00Z')").run();
    const insert = v1.prepare(
      `INSERT INTO writings (id, user_id, title, body_md, status, source_refs_json, word_count, created_at, updated_at, published_at)
       VALUES (?, 'u1', ?, ?, ?, ?, ?, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', ?)`,
    );
    const old = [
      ['w1', 'A draft', 'one two', 'draft', null, 2, null],
      ['w2', 'In review', 'three', 'in_review', '{"kind":"attempt","id":"a1","title":"T"}', 1, null],
      ['w3', 'Out', 'four five six', 'published', null, 3, '2026-01-03T00:00:00Z'],
      ['w4', 'Old', '', 'archived', null, 0, null],
    ] as const;
    for (const row of old) insert.run(...row);
    v1.prepare(
      "INSERT INTO writing_stage_history (id, user_id, writing_id, from_state, to_state, changed_at) VALUES ('h1', 'u1', 'w2', 'draft', 'in_review', 'x')",
    ).run();
    v1.prepare(
      "INSERT INTO assist_suggestions (id, user_id, writing_id, action, original_text, suggested_text, state, created_at) VALUES ('s1','u1','w1','tighten','a','b','suggested','x')",
    ).run();
    v1.close();

    const db = openDatabase(file);
    expect(schemaVersion(db)).toBe(LATEST);
    const rows = db.prepare('SELECT id, stage, title, body_md, word_count, type, venue, published_url, published_at, source_refs_json FROM writings ORDER BY id').all();
    expect(rows).toEqual([
      { id: 'w1', stage: 'draft', title: 'A draft', body_md: 'one two', word_count: 2, type: null, venue: null, published_url: null, published_at: null, source_refs_json: null },
      { id: 'w2', stage: 'ready', title: 'In review', body_md: 'three', word_count: 1, type: null, venue: null, published_url: null, published_at: null, source_refs_json: '{"kind":"attempt","id":"a1","title":"T"}' },
      { id: 'w3', stage: 'published', title: 'Out', body_md: 'four five six', word_count: 3, type: null, venue: null, published_url: null, published_at: '2026-01-03T00:00:00Z', source_refs_json: null },
      { id: 'w4', stage: 'archived', title: 'Old', body_md: '', word_count: 0, type: null, venue: null, published_url: null, published_at: null, source_refs_json: null },
    ]);
    expect(db.prepare('SELECT from_state, to_state FROM writing_stage_history').get()).toEqual({ from_state: 'draft', to_state: 'ready' });
    // Child rows still point at their parent, and the foreign key still cascades after the rebuild.
    expect(db.prepare('SELECT count(*) AS n FROM assist_suggestions').get()).toEqual({ n: 1 });
    db.prepare("DELETE FROM writings WHERE id = 'w1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM assist_suggestions').get()).toEqual({ n: 0 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // The widened value set is accepted; the old `status` column is gone.
    db.prepare("UPDATE writings SET stage = 'outline', type = 'tutorial', venue = 'personal' WHERE id = 'w4'").run();
    expect(() => db.prepare("UPDATE writings SET stage = 'in_review' WHERE id = 'w4'").run()).toThrow(/CHECK/);
    expect(() => db.prepare('SELECT status FROM writings').all()).toThrow(/no such column/);
    db.close();
  });

  it('refuses a database written by a newer version, with a clear message, and changes nothing', () => {
    const file = path.join(temp.dir, 'new.db');
    const raw = new Database(file);
    raw.pragma(`user_version = ${LATEST + 10}`);
    raw.close();
    expect(() => openDatabase(file)).toThrow(DatabaseTooNewError);
    expect(() => openDatabase(file)).toThrow(/newer version of Workbench .*Nothing was changed/);
    const again = new Database(file);
    expect(schemaVersion(again)).toBe(LATEST + 10);
    again.close();
  });

  it('rolls a half-applied run back completely', () => {
    const file = path.join(temp.dir, 'half.db');
    const broken: Migration = {
      version: 999,
      name: 'broken',
      up(db) {
        db.exec('CREATE TABLE half_done (x INTEGER)');
        db.exec('INSERT INTO no_such_table VALUES (1)');
      },
    };
    expect(() => openDatabase(file, { migrations: [...MIGRATIONS, broken] })).toThrow(/no such table/);
    const db = new Database(file);
    expect(schemaVersion(db)).toBe(0);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get()).toEqual({ n: 0 });
    db.close();
  });

  it('is a no-op when already current', () => {
    const file = path.join(temp.dir, 'twice.db');
    openDatabase(file).close();
    const db = openDatabase(file);
    expect(schemaVersion(db)).toBe(LATEST);
    db.close();
  });

  it('ships migrations with distinct, increasing versions', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  });
});
