import type Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/main/db/connection';

/**
 * A database with every migration applied, copied in for each test app instead of replaying the migrations.
 *
 * Replaying them on a new file costs about 19 CPU ms and, with `synchronous = FULL`, about 100 ms of waiting on
 * fsync; copying the migrated file and opening it costs about 6 CPU ms and 30 ms (measured side by side, 40 opens
 * each). Hundreds of test apps open a new database in a run.
 *
 * The jest run's global setup (tests/support/jest-global-setup.js) names a folder for this run in the environment;
 * the first test app of each worker builds the template there by opening a new file through `openDatabase` (the
 * app's own path: every migration, then a checkpoint so the file holds everything), and renames it into place, so
 * a worker never copies a half-written file. Without that folder (a test started outside `jest.config.js`, such
 * as a mutation run, which must replay the mutated migrations) every app replays the migrations as before.
 * `tests/database/template-database.db.test.ts` checks that a copy is the same database as a new one.
 */
export const TEMPLATE_DIR_ENV = 'WORKBENCH_TEST_TEMPLATE_DIR';
const TEMPLATE_NAME = 'migrated.db';

/** Opens a new file through the app's own path (every migration) and leaves it closed and checkpointed. */
export function buildMigratedDatabase(file: string): void {
  const db = openDatabase(file);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/**
 * `name` in the run's folder, made by `make` (writing to the path it is given) the first time a worker asks: it is
 * made in a folder of this process and renamed into place, so no worker ever reads a half-written file. When two
 * workers race, the later rename replaces an equal file, which a reader that opened the first still holds whole.
 */
export function madeOncePerRun(dir: string, name: string, make: (file: string) => void): string {
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return file;
  const scratch = path.join(dir, `making-${process.pid}`, name);
  try {
    fs.mkdirSync(path.dirname(scratch), { recursive: true });
    make(scratch);
    fs.renameSync(scratch, file);
  } finally {
    fs.rmSync(path.dirname(scratch), { recursive: true, force: true });
  }
  return file;
}

/** The template of this run, built on first use; undefined when the run provides no folder for it. */
export function templateDatabase(): string | undefined {
  const dir = process.env[TEMPLATE_DIR_ENV];
  return dir ? madeOncePerRun(dir, TEMPLATE_NAME, buildMigratedDatabase) : undefined;
}

/**
 * Puts a copy of the template at `databaseFile` when there is no database there yet, so the app that opens it
 * next finds every migration applied. Leaves an existing file alone (a test's own old or damaged database).
 */
export function startFromTemplate(databaseFile: string): void {
  if (fs.existsSync(databaseFile)) return;
  const template = templateDatabase();
  if (!template) return;
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  fs.copyFileSync(template, databaseFile);
}

/** Everything that makes two databases the same: the schema objects, user_version, and every table's rows. */
export function describeDatabase(db: Database.Database): {
  user_version: number;
  schema: unknown[];
  rows: Record<string, unknown[]>;
} {
  const schema = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all();
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    // Sorted here: some tables are WITHOUT ROWID, and the order rows come in is not what makes them equal.
    const all = db.prepare(`SELECT * FROM "${table.replace(/"/g, '""')}"`).all();
    rows[table] = all.map((row) => JSON.stringify(row)).sort();
  }
  return { user_version: Number(db.pragma('user_version', { simple: true })), schema, rows };
}
