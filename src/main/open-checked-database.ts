import type { AppPaths } from './app-context';
import { DatabaseDamagedError, openDatabase, type Db } from './db/connection';
import { moveDatabaseAside } from './db/backup/move-aside';
import type { Clock } from './services/clock';
import type { Recovery } from './services/data';
import { createBackups } from './services/data/backups';

/**
 * Opens the database after the start-up check. A damaged or unreadable file is never written to: it is moved
 * aside and a new, empty database starts in its place, with the recovery state that makes the app offer the
 * newest good backup. Before migrations run on a database that holds data, a backup is taken (and if that
 * backup cannot be written, the app does not migrate: the error says why).
 */
export function openCheckedDatabase(
  paths: Pick<AppPaths, 'dataDir' | 'databaseFile'>,
  clock: Clock,
): { db: Db; recovery?: Recovery } {
  const backups = createBackups({ db: () => db, dataDir: paths.dataDir, clock });
  const open = () =>
    openDatabase(paths.databaseFile, { beforeMigrate: (opened) => void backups.backupSync(opened, 'pre-migration') });
  let db: Db;
  try {
    db = open();
    return { db };
  } catch (err) {
    if (!(err instanceof DatabaseDamagedError)) throw err;
    const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
    const movedTo = moveDatabaseAside(paths.databaseFile, stamp);
    db = open();
    return { db, recovery: { moved_to: movedTo, problem: err.problem, at: clock.now().toISOString() } };
  }
}
