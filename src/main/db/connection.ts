import type Database from 'better-sqlite3';
import { openSqlite } from './sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '@shared/errors';
import { runCheck } from './backup/check-file';
import { migrate, schemaVersion } from './migrate';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

/** The start-up check found the file damaged or unreadable; nothing was written to it. */
export class DatabaseDamagedError extends AppError {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super('unavailable', `The data file ${file} is damaged (${problem}).`);
  }
}

export type OpenOptions = {
  migrations?: typeof MIGRATIONS;
  /** Called with the open connection when migrations are about to run on a database that holds data. */
  beforeMigrate?: (db: Db, from: number) => void;
};

/**
 * Opens (or creates) the one SQLite file that holds all user data, checks it (`PRAGMA quick_check`: a damaged
 * or unreadable file throws DatabaseDamagedError before anything is written to it), sets WAL mode with
 * synchronous=FULL and foreign keys on, and brings its schema up to date. Refuses a database written by a
 * newer app version (see migrate.ts).
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = openSqlite(file);
  try {
    const check = runCheck(db, 'quick');
    if (!check.ok) throw new DatabaseDamagedError(file, check.problems[0] ?? 'unknown');
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    // FULL: every commit fsyncs the WAL, so an acknowledged save survives a power cut or OS crash, not only
    // an app crash (NORMAL's promise). Measured (bench/durability.bench.ts): about 4 ms more per save, once
    // per autosave (at most every 2 s); see docs/security.md "Durability".
    db.pragma('synchronous = FULL');
    const migrations = options.migrations ?? MIGRATIONS;
    const current = schemaVersion(db);
    const latest = Math.max(0, ...migrations.map((m) => m.version));
    if (options.beforeMigrate && current > 0 && current < latest) options.beforeMigrate(db, current);
    migrate(db, migrations);
    db.pragma('foreign_keys = ON');
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}
