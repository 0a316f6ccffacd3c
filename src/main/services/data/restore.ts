import type Database from 'better-sqlite3';
import { openSqlite } from '../../db/sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { invalidInput, unavailable } from '@shared/errors';
import { openDatabase } from '../../db/connection';
import { inspectDatabaseFile } from '../../db/backup/inspect';
import { replaceAllRows } from '../../db/backup/table-rows';

/** A file larger than this is refused before it is read (backups of a learner's data are megabytes). */
export const MAX_RESTORE_BYTES = 4 * 1024 ** 3;

const NOTHING_CHANGED = 'Nothing was changed.';

/** Refuses what cannot be a backup before anything is copied: a missing file, a folder, an oversized file. */
function assertRestorableFile(file: string): void {
  if (!path.isAbsolute(file))
    throw invalidInput(`Give the backup's full path (such as /home/me/workbench-….db), not "${file}".`);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw invalidInput(
      `There is no file at ${file}. Pick a backup from the list, or check the path. ${NOTHING_CHANGED}`,
    );
  }
  if (!stat.isFile())
    throw invalidInput(`${file} is not a file. Pick a backup file (workbench-….db). ${NOTHING_CHANGED}`);
  if (stat.size > MAX_RESTORE_BYTES)
    throw invalidInput(
      `${path.basename(file)} is larger than 4 GB, far more than a Workbench database; pick a Workbench backup. ${NOTHING_CHANGED}`,
    );
}

/** Why a file cannot be restored, or its schema version; said in words a learner can act on. */
export function validateRestoreSource(file: string, latest: number): number {
  assertRestorableFile(file);
  const name = path.basename(file);
  const found = inspectDatabaseFile(file, latest);
  switch (found.kind) {
    case 'not_sqlite':
      throw invalidInput(
        `${name} is not a Workbench backup: it is not an SQLite database. Pick a file named workbench-….db from the backups folder. ${NOTHING_CHANGED}`,
      );
    case 'damaged':
      throw invalidInput(
        `${name} is damaged or incomplete (${found.problem.slice(0, 160)}), so it cannot be restored. Pick another backup. ${NOTHING_CHANGED}`,
      );
    case 'foreign':
      throw invalidInput(
        `${name} is an SQLite database, but not one Workbench wrote. Pick a Workbench backup (workbench-….db). ${NOTHING_CHANGED}`,
      );
    case 'too_new':
      throw invalidInput(
        `${name} was written by a newer version of Workbench (schema ${found.version}; this version knows up to ${latest}). Update Workbench, then restore it. ${NOTHING_CHANGED}`,
      );
    case 'ok':
      return found.version;
  }
}

/**
 * Makes a private copy of a validated backup in the data folder and brings it up to this version's schema
 * (the original is never written to). Returns the copy's path; the caller removes it.
 */
export async function prepareRestoreCopy(file: string, workDir: string, stamp: string): Promise<string> {
  const copy = path.join(workDir, `.restore-${stamp}.db`);
  removeDatabaseFiles(copy);
  const source = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    // The backup API, not a file copy: a source in WAL mode may hold committed pages in its -wal file.
    await source.backup(copy);
  } catch (err) {
    removeDatabaseFiles(copy);
    throw unavailable(
      `Could not copy ${path.basename(file)} to prepare the restore (${(err as Error).message}). ${NOTHING_CHANGED}`,
    );
  } finally {
    source.close();
  }
  try {
    // Opening runs the pending migrations on the copy (older backups), in one transaction.
    openDatabase(copy).close();
  } catch (err) {
    removeDatabaseFiles(copy);
    throw unavailable(
      `${path.basename(file)} could not be brought up to this version's schema (${(err as Error).message}). ${NOTHING_CHANGED}`,
    );
  }
  return copy;
}

/** Replaces every row of the live database with the prepared copy's, in one transaction. */
export function replaceFromCopy(db: Database.Database, copy: string, sourceName: string): void {
  try {
    replaceAllRows(db, copy);
  } catch (err) {
    throw unavailable(
      `Restoring ${sourceName} failed (${(err as Error).message}); your data was left as it was. ${NOTHING_CHANGED}`,
    );
  }
}

export function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}
