import path from 'node:path';

/**
 * Why a backup was written. `auto` and `manual` backups make up the daily and weekly rotation; the safety
 * copies taken before a migration, a restore or an import are kept apart (the newest few of each), so that
 * a day's later automatic backup never pushes out the copy that undoes a restore.
 */
export const BACKUP_KINDS = ['auto', 'manual', 'pre-migration', 'pre-restore', 'pre-import'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export type BackupFile = { file: string; name: string; kind: BackupKind; created_at: string; size_bytes: number };

const NAME = /^workbench-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(\d{3})-([a-z-]+)\.db$/;

/** `workbench-20261128-152031123-auto.db`: UTC, to the millisecond, so names sort by time. */
export function backupName(at: Date, kind: BackupKind): string {
  const iso = at.toISOString(); // 2026-11-28T15:20:31.123Z
  const stamp = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}${iso.slice(20, 23)}`;
  return `workbench-${stamp}-${kind}.db`;
}

/** The time and kind a backup's name carries; undefined for any other file (partial copies among them). */
export function parseBackupName(name: string): { kind: BackupKind; created_at: string } | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const kind = m[8] as BackupKind;
  if (!BACKUP_KINDS.includes(kind)) return undefined;
  const created = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`);
  if (Number.isNaN(created.getTime()) || backupName(created, kind) !== name) return undefined;
  return { kind, created_at: created.toISOString() };
}

export const isBackupPath = (file: string) => parseBackupName(path.basename(file)) !== undefined;
