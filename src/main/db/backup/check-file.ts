import type Database from 'better-sqlite3';
import { openSqlite } from '../sqlite';
import fs from 'node:fs';

/** The 16 bytes every SQLite 3 database file starts with. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** How many problems a check lists at most: a damaged file can report thousands, one is enough to refuse it. */
const MAX_PROBLEMS = 5;

export type FileCheck = { ok: true } | { ok: false; problems: string[] };

/** Whether the file starts with SQLite's header (reads 16 bytes; a missing or short file is not SQLite). */
export function hasSqliteHeader(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(SQLITE_HEADER.length);
    const read = fs.readSync(fd, head, 0, head.length, 0);
    return read === head.length && head.equals(SQLITE_HEADER);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Runs `PRAGMA integrity_check` (thorough: every index against its table) or `quick_check` (the same without
 * the index comparison, linear in the file's size) on an open connection. SQLite reports a file it cannot read
 * at all (not a database, truncated below its header) by throwing; that counts as a failed check.
 */
export function runCheck(db: Database.Database, kind: 'integrity' | 'quick'): FileCheck {
  try {
    const rows = db.pragma(`${kind === 'integrity' ? 'integrity_check' : 'quick_check'}(${MAX_PROBLEMS})`) as Array<
      Record<string, string>
    >;
    const problems = rows.map((row) => String(Object.values(row)[0])).filter((line) => line !== 'ok');
    return problems.length === 0 ? { ok: true } : { ok: false, problems };
  } catch (err) {
    return { ok: false, problems: [(err as Error).message] };
  }
}

/** Opens a file read-only (never creating it) and checks it; a file SQLite cannot open fails the check. */
export function checkFile(file: string, kind: 'integrity' | 'quick'): FileCheck {
  if (!hasSqliteHeader(file)) return { ok: false, problems: ['the file is not an SQLite database'] };
  let db: Database.Database | undefined;
  try {
    db = openSqlite(file, { readonly: true, fileMustExist: true });
    return runCheck(db, kind);
  } catch (err) {
    return { ok: false, problems: [(err as Error).message] };
  } finally {
    db?.close();
  }
}
