import type Database from 'better-sqlite3';
import path from 'node:path';
import type { BackupProgress } from '../../db/backup/write-backup';
import type { Clock } from '../clock';
import type { BackupFile, BackupKind } from './backup-names';
import { writeBackupFolder } from './backup-folder';
import { createBackups } from './backups';
import { exportEverything } from './export-data';
import { assertNoLearnerWork, buildDatabaseFromExport, copyUserFiles } from './import-data';
import { prepareRestoreCopy, removeDatabaseFiles, replaceFromCopy, validateRestoreSource } from './restore';

/** Automatic backups: at start when the newest is older than this, and checked this often while running. */
export const AUTO_BACKUP_AGE_MS = 24 * 60 * 60 * 1000;
export const AUTO_BACKUP_EVERY_MS = 4 * 60 * 60 * 1000;

/** The start-up check found the database damaged: where it went, why, and when. */
export type Recovery = { moved_to: string; problem: string; at: string };

export type DataServiceDeps = {
  db: () => Database.Database;
  dataDir: string;
  clock: Clock;
  latestSchema: number;
  recovery?: Recovery;
  /** Told after a restore or import replaced the rows (in-memory state above the database reloads). */
  afterReplace?: () => void;
  onProgress?: (progress: BackupProgress) => void;
  onRestored?: (from: string) => void;
  /** Tracks and problems an import copied into the data folder, to be loaded. */
  onFilesImported?: (files: { tracks: string[]; problems: string[] }) => void;
  /** An automatic backup failed: the user must hear of it (a notice), not only the log. */
  onAutoBackupFailed?: (message: string) => void;
  pagesPerStep?: number;
};

/**
 * Backups, restore and the start-up recovery state of one data folder (the use cases behind Settings > Data,
 * the File menu and the CLIs). Main decides everything here; the screens only show it.
 */
export function createDataService(deps: DataServiceDeps) {
  const backups = createBackups({
    db: deps.db,
    dataDir: deps.dataDir,
    clock: deps.clock,
    pagesPerStep: deps.pagesPerStep,
  });
  let recovery = deps.recovery;
  let lastAutoError: { at: string; message: string } | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function autoBackupIfDue(maxAgeMs: number): Promise<BackupFile | undefined> {
    // While recovering, the database is a fresh empty one: backing it up would rotate good backups away.
    if (recovery) return undefined;
    const newest = backups.list().find((b) => b.kind === 'auto' || b.kind === 'manual');
    if (newest && deps.clock.now().getTime() - Date.parse(newest.created_at) < maxAgeMs) return undefined;
    try {
      const written = await backups.backup('auto');
      lastAutoError = undefined;
      return written;
    } catch (err) {
      const message = (err as Error).message;
      lastAutoError = { at: deps.clock.now().toISOString(), message };
      deps.onAutoBackupFailed?.(message);
      return undefined;
    }
  }

  return {
    list() {
      const { folder, chosen } = backups.folder();
      return {
        folder,
        folder_is_default: !chosen,
        backups: backups.list(),
        last_error: lastAutoError ?? null,
        recovery: recovery
          ? { ...recovery, newest_backup: backups.list().find((b) => b.kind !== 'pre-restore') ?? null }
          : null,
      };
    },
    backupNow: (kind: BackupKind = 'manual') => backups.backup(kind, deps.onProgress),
    backupBeforeMigration: (db: Database.Database) => backups.backupSync(db, 'pre-migration'),
    setFolder: (folder: string | null) => writeBackupFolder(deps.dataDir, folder),
    setFolderView(folder: string | null) {
      const chosen = writeBackupFolder(deps.dataDir, folder);
      return { folder: chosen.folder, folder_is_default: !chosen.chosen };
    },
    /**
     * Restores a backup (or any Workbench database file): validated, copied, migrated on the copy if older,
     * the current data backed up first, then every row replaced in one transaction. Any failure before the
     * last step leaves the data as it was; the last step is one transaction.
     */
    async restore(file: string, safetyKind: BackupKind = 'pre-restore') {
      const version = validateRestoreSource(file, deps.latestSchema);
      const stamp = `${deps.clock.now().getTime()}-${process.pid}`;
      const copy = await prepareRestoreCopy(file, deps.dataDir, stamp);
      try {
        const safety = await backups.backup(safetyKind);
        replaceFromCopy(deps.db(), copy, path.basename(file));
        recovery = undefined;
        deps.afterReplace?.();
        deps.onRestored?.(file);
        return {
          restored_from: file,
          safety_backup: safety,
          migrated_from: version < deps.latestSchema ? version : null,
        };
      } finally {
        removeDatabaseFiles(copy);
      }
    },
    /** Leaves the recovery screen and keeps the new, empty database (the damaged file stays where it was moved). */
    dismissRecovery() {
      recovery = undefined;
      return { ok: true as const };
    },
    exportTo: (folder: string) => exportEverything(deps.db(), deps.dataDir, folder, deps.clock.now()),
    /**
     * An export folder into this data folder, which must hold no learner work: the rows are built into a new
     * database file (checked against the manifest, migrated), the current one is backed up, then replaced.
     */
    async importFrom(folder: string) {
      assertNoLearnerWork(deps.db());
      const built = path.join(deps.dataDir, `.import-${deps.clock.now().getTime()}-${process.pid}.db`);
      try {
        const tables = buildDatabaseFromExport(folder, built, deps.latestSchema);
        const safety = await backups.backup('pre-import');
        replaceFromCopy(deps.db(), built, path.basename(folder));
        deps.onFilesImported?.(copyUserFiles(folder, deps.dataDir));
        recovery = undefined;
        deps.afterReplace?.();
        deps.onRestored?.(folder);
        return { tables, safety_backup: safety };
      } finally {
        removeDatabaseFiles(built);
      }
    },
    recovery: () => recovery,
    autoBackupIfDue,
    /** At start (when the newest backup is older than a day) and every few hours while running. */
    startSchedule() {
      void autoBackupIfDue(AUTO_BACKUP_AGE_MS);
      timer = setInterval(() => void autoBackupIfDue(AUTO_BACKUP_EVERY_MS), AUTO_BACKUP_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
export type DataService = ReturnType<typeof createDataService>;
