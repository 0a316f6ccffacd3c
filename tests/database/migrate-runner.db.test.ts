import Database from 'better-sqlite3';
import { migrate, schemaVersion, type Migration } from '../../src/main/db/migrate';

/**
 * The migration runner's own rules, on small synthetic migrations (tests/database/migrations.db.test.ts covers the
 * shipped ones): version order whatever the list order, nothing done when current, the foreign-key check
 * before commit, and foreign keys switched back on afterwards, on success and on failure.
 */
const table = (version: number, sql: string): Migration => ({ version, name: `m${version}`, up: (db) => db.exec(sql) });

const parents = table(10, 'CREATE TABLE parents (id INTEGER PRIMARY KEY)');
const children = table(20, 'CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents(id))');
const childIndex = table(30, 'CREATE INDEX children_parent ON children (parent_id)');

function openMemory(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  return db;
}

describe('migrate (the runner)', () => {
  it('applies pending migrations in version order whatever order the list is in', () => {
    const db = openMemory();
    // 30 indexes a table 20 creates, which references 10's table: any other order fails.
    expect(migrate(db, [childIndex, parents, children])).toBe(30);
    expect(schemaVersion(db)).toBe(30);
    const names = db.prepare("SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();
    expect(names).toEqual(['children', 'children_parent', 'parents']);
    db.close();
  });

  it('applies only the migrations above the stored version', () => {
    const db = openMemory();
    migrate(db, [parents]);
    expect(migrate(db, [children, parents])).toBe(20);
    expect(schemaVersion(db)).toBe(20);
    db.close();
  });

  it('does nothing when current, even over rows that would fail the foreign-key check', () => {
    const db = openMemory();
    migrate(db, [parents, children]);
    db.pragma('foreign_keys = OFF');
    db.prepare('INSERT INTO children (id, parent_id) VALUES (1, 42)').run();
    db.pragma('foreign_keys = ON');
    // Nothing is pending, so nothing is checked or changed (the check belongs to a run that migrates).
    expect(migrate(db, [parents, children])).toBe(20);
    expect(db.prepare('SELECT count(*) FROM children').pluck().get()).toBe(1);
    db.close();
  });

  it('refuses a run that leaves a foreign-key violation, rolls it back and says how many', () => {
    const db = openMemory();
    migrate(db, [parents, children]);
    const orphans = table(40, 'INSERT INTO children (id, parent_id) VALUES (1, 42), (2, 43)');
    expect(() => migrate(db, [parents, children, orphans])).toThrow(
      'Migration left 2 foreign-key violations; rolled back.',
    );
    expect(schemaVersion(db)).toBe(20);
    expect(db.prepare('SELECT count(*) FROM children').pluck().get()).toBe(0);
    db.close();
  });

  it('switches foreign keys back on after a run, and after a failed one', () => {
    const db = openMemory();
    migrate(db, [parents, children]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const failing = table(40, 'INSERT INTO no_such_table VALUES (1)');
    expect(() => migrate(db, [parents, children, failing])).toThrow(/no such table/);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});
