import type Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { unavailable } from '@shared/errors';
import { writeVerifiedBackup, writeVerifiedBackupSync, type BackupProgress } from '../../db/backup/write-backup';
import type { Clock } from '../clock';
import { backupName, parseBackupName, type BackupFile, type BackupKind } from './backup-names';
import { assertWritableFolder, readBackupFolder } from './backup-folder';
import { backupFailureMessage } from './messages';
import { backupsToRemove } from './rotation';

/** A partial copy older than this was left by a process that died mid-backup; younger ones may be in progress. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;
/** At most this many entries of a backup folder are looked at (a folder shared with other files stays bounded). */
const MAX_FOLDER_ENTRIES = 10_000;

export type BackupsDeps = {
  db: () => Database.Database;
  dataDir: string;
  clock: Clock;
  /** Test seam: copy fewer pages per step so a backup can be interrupted part way. */
  pagesPerStep?: number;
};

export function listBackupFiles(folder: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(folder).slice(0, MAX_FOLDER_ENTRIES);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (!parsed) continue;
    const file = path.join(folder, name);
    try {
      const stat = fs.statSync(file);
      if (stat.isFile()) found.push({ file, name, ...parsed, size_bytes: stat.size });
    } catch {
      // Removed while we looked.
    }
  }
  return found.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
}

/** Removes partial copies a killed process left behind (never one another process may still be writing). */
function removeStalePartials(folder: string, nowMs: number): void {
  let names: string[];
  try {
    names = fs.readdirSync(folder).slice(0, MAX_FOLDER_ENTRIES);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith('.workbench-') || !name.includes('.partial')) continue;
    const file = path.join(folder, name);
    try {
      if (nowMs - fs.statSync(file).mtimeMs > STALE_PARTIAL_MS) fs.rmSync(file, { force: true });
    } catch {
      // Gone already.
    }
  }
}

/**
 * Writing, listing and rotating backups. One backup runs at a time in this process; a second request waits
 * for the first and then writes its own.
 */
export function createBackups(deps: BackupsDeps) {
  let running: Promise<unknown> = Promise.resolve();

  function target(kind: BackupKind): { folder: string; file: string } {
    const { folder } = readBackupFolder(deps.dataDir);
    try {
      assertWritableFolder(folder);
    } catch (err) {
      throw unavailable((err as Error).message);
    }
    // Names are strictly later than every backup already there (a clock that stands still in tests, or was set
    // back), so the one just written is always the newest and rotation never picks it.
    const newest = listBackupFiles(folder)[0];
    let at = deps.clock.now();
    if (newest && Date.parse(newest.created_at) >= at.getTime()) at = new Date(Date.parse(newest.created_at) + 1);
    let file = path.join(folder, backupName(at, kind));
    while (fs.existsSync(file)) {
      at = new Date(at.getTime() + 1);
      file = path.join(folder, backupName(at, kind));
    }
    return { folder, file };
  }

  function rotate(folder: string, written: string): void {
    for (const old of backupsToRemove(listBackupFiles(folder)))
      if (old.file !== written) fs.rmSync(old.file, { force: true });
  }

  function describe(file: string): BackupFile {
    const name = path.basename(file);
    const parsed = parseBackupName(name);
    if (!parsed) throw new Error(`not a backup name: ${name}`);
    return { file, name, ...parsed, size_bytes: fs.statSync(file).size };
  }

  async function write(kind: BackupKind, onProgress?: (p: BackupProgress) => void): Promise<BackupFile> {
    const { folder, file } = target(kind);
    removeStalePartials(folder, deps.clock.now().getTime());
    try {
      await writeVerifiedBackup(deps.db(), file, { onProgress, pagesPerStep: deps.pagesPerStep });
    } catch (err) {
      throw unavailable(backupFailureMessage(folder, err));
    }
    rotate(folder, file);
    return describe(file);
  }

  return {
    folder: () => readBackupFolder(deps.dataDir),
    list: () => listBackupFiles(readBackupFolder(deps.dataDir).folder),
    /** Writes one backup (after any running one) and rotates the folder; throws an AppError saying what failed. */
    backup(kind: BackupKind, onProgress?: (p: BackupProgress) => void): Promise<BackupFile> {
      const next = running.then(
        () => write(kind, onProgress),
        () => write(kind, onProgress),
      );
      running = next.catch(() => undefined);
      return next;
    },
    /** The synchronous copy taken just before migrations run (they cannot wait for a promise). */
    backupSync(db: Database.Database, kind: BackupKind): BackupFile {
      const { folder, file } = target(kind);
      try {
        writeVerifiedBackupSync(db, file);
      } catch (err) {
        throw unavailable(backupFailureMessage(folder, err));
      }
      rotate(folder, file);
      return describe(file);
    },
  };
}
export type Backups = ReturnType<typeof createBackups>;
