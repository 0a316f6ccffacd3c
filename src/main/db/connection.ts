import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

/**
 * Opens (or creates) the one SQLite file that holds all user data, in WAL mode with synchronous=FULL and
 * foreign keys on, and
 * brings its schema up to date. Refuses a database written by a newer app version (see migrate.ts).
 */
export function openDatabase(file: string, options: { migrations?: typeof MIGRATIONS } = {}): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    // FULL: every commit fsyncs the WAL, so an acknowledged save survives a power cut or OS crash, not only
    // an app crash (NORMAL's promise). Measured (bench/durability.bench.ts): about 4 ms more per save, once
    // per autosave (at most every 2 s); see docs/security.md "Durability".
    db.pragma('synchronous = FULL');
    migrate(db, options.migrations ?? MIGRATIONS);
    db.pragma('foreign_keys = ON');
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}
