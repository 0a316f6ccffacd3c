import type Database from 'better-sqlite3';
import { AppError } from '@shared/errors';

export type Migration = {
  /** 10, 20, 30 ... ; stored in PRAGMA user_version once applied. */
  version: number;
  name: string;
  up(db: Database.Database): void;
};

export class DatabaseTooNewError extends AppError {
  constructor(found: number, known: number) {
    super(
      'unavailable',
      `This data file was written by a newer version of Workbench (schema ${found}; this version knows up to ${known}). ` +
        'Update Workbench, or start it with another data folder. Nothing was changed.',
    );
  }
}

export function schemaVersion(db: Database.Database): number {
  return Number(db.pragma('user_version', { simple: true }));
}

/**
 * Applies every pending migration in one transaction, so a failure anywhere leaves the file exactly as it
 * was. Foreign keys are switched off for the run (table rebuilds need it, as SQLite documents) and checked
 * with foreign_key_check before commit.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): number {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  const latest = sorted.at(-1)?.version ?? 0;
  const current = schemaVersion(db);
  if (current > latest) throw new DatabaseTooNewError(current, latest);
  const pending = sorted.filter((m) => m.version > current);
  if (pending.length === 0) return current;

  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const migration of pending) {
        migration.up(db);
        db.pragma(`user_version = ${migration.version}`);
      }
      const violations = db.pragma('foreign_key_check') as unknown[];
      if (violations.length > 0) {
        throw new Error(`Migration left ${violations.length} foreign-key violations; rolled back.`);
      }
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  return latest;
}
