import type Database from 'better-sqlite3';
import { openSqlite } from '../sqlite';
import { hasSqliteHeader, runCheck } from './check-file';

/** Tables every Workbench database has had since its first schema; a file without them is another app's. */
const WORKBENCH_TABLES = ['profiles', 'writings', 'attempts', 'app_state'] as const;

export type Inspection =
  | { kind: 'not_sqlite' }
  | { kind: 'damaged'; problem: string }
  | { kind: 'foreign' }
  | { kind: 'too_new'; version: number }
  | { kind: 'ok'; version: number };

/**
 * What a file offered for a restore is, without writing to it: an SQLite database at all, whole
 * (`integrity_check`), one of Workbench's (its tables and a schema version), and not newer than `latest`.
 */
export function inspectDatabaseFile(file: string, latest: number): Inspection {
  if (!hasSqliteHeader(file)) return { kind: 'not_sqlite' };
  let db: Database.Database | undefined;
  try {
    db = openSqlite(file, { readonly: true, fileMustExist: true });
    const check = runCheck(db, 'integrity');
    if (!check.ok) return { kind: 'damaged', problem: check.problems[0] ?? 'unknown' };
    const names = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map(
        (r) => r.name,
      ),
    );
    const version = Number(db.pragma('user_version', { simple: true }));
    if (version <= 0 || !WORKBENCH_TABLES.every((t) => names.has(t))) return { kind: 'foreign' };
    if (version > latest) return { kind: 'too_new', version };
    return { kind: 'ok', version };
  } catch (err) {
    return { kind: 'damaged', problem: (err as Error).message };
  } finally {
    db?.close();
  }
}
