import type Database from 'better-sqlite3';
import { openSqlite } from '../sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { runCheck } from './check-file';

export type BackupProgress = { done_pages: number; total_pages: number };

export type WriteBackupOptions = {
  onProgress?: (progress: BackupProgress) => void;
  /**
   * Copy with the online backup API in steps of this many pages, whatever the database's size; between steps the
   * app keeps answering (and writing: SQLite restarts the copy then). Unset: see SNAPSHOT_MAX_BYTES.
   */
  pagesPerStep?: number;
  /** The largest database copied with one snapshot read; larger ones go through the backup API in steps. */
  snapshotMaxBytes?: number;
};

/**
 * Up to this size a backup is one snapshot read (`sqlite3_serialize`: a read transaction, so the same consistent
 * copy the backup API makes while the app runs) written to the temporary file in one go. On this machine that is
 * about a tenth of the backup API's time for ten thousand attempts (8.6 MB: 15 ms against 100-300 ms), which pays
 * for the integrity check. It holds the whole file in memory and blocks the process for the read, so above this
 * size the backup API copies in steps instead, with bounded memory and the app answering between steps.
 */
export const SNAPSHOT_MAX_BYTES = 128 * 1024 * 1024;
const STEP_PAGES = 1024;

/** Where a backup is written before it has been checked; never listed, removed when found left over. */
export function partialName(finalFile: string): string {
  return path.join(path.dirname(finalFile), `.${path.basename(finalFile)}.partial`);
}

export class BackupCheckFailedError extends Error {}

function fsyncPath(file: string, flags: 'r' | 'r+'): void {
  const fd = fs.openSync(file, flags);
  try {
    fs.fsyncSync(fd);
  } catch (err) {
    // Some file systems cannot fsync a directory (EINVAL, EISDIR); the rename is still atomic there.
    if (flags === 'r+') throw err;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Copies the open database to `finalFile` (a consistent snapshot while the app keeps running: one snapshot read
 * up to SNAPSHOT_MAX_BYTES, SQLite's online backup API in steps above it), in three steps so that a file under the final name is always a whole, checked copy:
 * write under a temporary name, `PRAGMA integrity_check` on that copy, fsync, then rename into place.
 * A failure at any step (disk full, a folder that cannot be written, a failed check) removes the temporary
 * file and throws; nothing under the final name is created or touched.
 */
export async function writeVerifiedBackup(
  db: Database.Database,
  finalFile: string,
  options: WriteBackupOptions = {},
): Promise<{ size_bytes: number }> {
  const temp = partialName(finalFile);
  try {
    const { pageSize, bytes } = databaseBytes(db);
    if (options.pagesPerStep === undefined && bytes <= (options.snapshotMaxBytes ?? SNAPSHOT_MAX_BYTES)) {
      writeSnapshot(db, temp);
    } else {
      await db.backup(temp, {
        progress: ({ totalPages, remainingPages }) => {
          options.onProgress?.({ done_pages: totalPages - remainingPages, total_pages: totalPages });
          return options.pagesPerStep ?? STEP_PAGES;
        },
      });
    }
    // The backup API reports between steps only: the copy's end is reported here, for both ways.
    const copied = Math.floor(fs.statSync(temp).size / pageSize);
    options.onProgress?.({ done_pages: copied, total_pages: copied });
    return finishBackup(temp, finalFile);
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
}

/**
 * The same promise as writeVerifiedBackup, synchronously: the snapshot read, or above its ceiling `VACUUM INTO`
 * (a consistent copy in one statement). Used just before migrations, which must wait for their backup and cannot
 * await.
 */
export function writeVerifiedBackupSync(db: Database.Database, finalFile: string): { size_bytes: number } {
  const temp = partialName(finalFile);
  removeTemp(temp);
  try {
    if (databaseBytes(db).bytes <= SNAPSHOT_MAX_BYTES) writeSnapshot(db, temp);
    else db.prepare('VACUUM INTO ?').run(temp);
    return finishBackup(temp, finalFile);
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
}

function removeTemp(temp: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(temp + suffix, { force: true });
}

/** Offsets 18 and 19 of an SQLite header: the file format write and read versions, 2 in WAL mode, 1 without. */
const FORMAT_VERSION_OFFSET = 18;
const ROLLBACK_JOURNAL = 1;
const WAL = 2;

/**
 * The copy carries the live database's WAL flag; a backup is one self-contained file (no -wal or -shm beside it,
 * ever), so it is switched to the rollback journal. `PRAGMA journal_mode = DELETE` does exactly this (it rewrites
 * these two header bytes) but costs a WAL open and checkpoint on the copy, a fifth of the backup's overhead over
 * `VACUUM INTO`; the copy has no WAL file yet (the backup's own connection is closed), so the bytes are written
 * directly. Anything but the two known values is left for the integrity check to judge.
 */
function markRollbackJournal(header: Buffer): boolean {
  if (header[FORMAT_VERSION_OFFSET] !== WAL || header[FORMAT_VERSION_OFFSET + 1] !== WAL) return false;
  header[FORMAT_VERSION_OFFSET] = ROLLBACK_JOURNAL;
  header[FORMAT_VERSION_OFFSET + 1] = ROLLBACK_JOURNAL;
  return true;
}

function markFileRollbackJournal(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    const header = Buffer.alloc(FORMAT_VERSION_OFFSET + 2);
    fs.readSync(fd, header, 0, header.length, 0);
    if (markRollbackJournal(header)) fs.writeSync(fd, header, FORMAT_VERSION_OFFSET, 2, FORMAT_VERSION_OFFSET);
  } finally {
    fs.closeSync(fd);
  }
}

function databaseBytes(db: Database.Database): { pageSize: number; bytes: number } {
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  return { pageSize, bytes: (db.pragma('page_count', { simple: true }) as number) * pageSize };
}

/** The snapshot read: the whole database image in one read transaction, marked and written to `temp`. */
function writeSnapshot(db: Database.Database, temp: string): void {
  const image = db.serialize();
  markRollbackJournal(image);
  fs.writeFileSync(temp, image);
}

function finishBackup(temp: string, finalFile: string): { size_bytes: number } {
  markFileRollbackJournal(temp);
  const copy = openSqlite(temp, { fileMustExist: true });
  try {
    // The check walks every index against its table: a larger page cache and memory-mapped reads make it about
    // twice as fast on a database of ten thousand attempts (bench/backup.bench.ts).
    copy.pragma('cache_size = -65536');
    copy.pragma('mmap_size = 268435456');
    const check = runCheck(copy, 'integrity');
    if (!check.ok) throw new BackupCheckFailedError(`the copy failed its integrity check (${check.problems[0]})`);
  } finally {
    copy.close();
  }
  fsyncPath(temp, 'r+');
  fs.renameSync(temp, finalFile);
  fsyncPath(path.dirname(finalFile), 'r');
  return { size_bytes: fs.statSync(finalFile).size };
}
