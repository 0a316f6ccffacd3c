import fs from 'node:fs';
import path from 'node:path';
import { invalidInput } from '@shared/errors';

/**
 * The chosen backup folder is kept in a small file beside the database, not in it: when the database is the
 * thing that is damaged, the recovery screen still has to find the backups.
 */
const SETTINGS_FILE = 'backup-settings.json';
const MAX_SETTINGS_BYTES = 16 * 1024;

export const defaultBackupFolder = (dataDir: string) => path.join(dataDir, 'backups');

/** The folder backups go to: the chosen one, else `<data folder>/backups`. An unreadable settings file is ignored. */
export function readBackupFolder(dataDir: string): { folder: string; chosen: boolean } {
  const file = path.join(dataDir, SETTINGS_FILE);
  try {
    if (fs.statSync(file).size <= MAX_SETTINGS_BYTES) {
      const value = (JSON.parse(fs.readFileSync(file, 'utf8')) as { folder?: unknown }).folder;
      if (typeof value === 'string' && path.isAbsolute(value)) return { folder: value, chosen: true };
    }
  } catch {
    // No file yet, or one we did not write: the default applies.
  }
  return { folder: defaultBackupFolder(dataDir), chosen: false };
}

/**
 * Creates the folder if needed and proves it can be written (a probe file written and removed), so that a
 * folder that cannot hold backups is refused when it is chosen, not discovered at the next backup.
 */
export function assertWritableFolder(folder: string): void {
  try {
    fs.mkdirSync(folder, { recursive: true });
    const probe = path.join(folder, `.workbench-probe-${process.pid}-${Date.now()}`);
    fs.writeFileSync(probe, 'probe');
    fs.rmSync(probe, { force: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw invalidInput(
      `Workbench cannot write to the backup folder ${folder} (${code}). Pick a folder you can write to, or make this one writable.`,
    );
  }
}

/** Saves the choice (null: back to the default), after checking the folder can be written. */
export function writeBackupFolder(dataDir: string, folder: string | null): { folder: string; chosen: boolean } {
  const file = path.join(dataDir, SETTINGS_FILE);
  if (folder === null) {
    fs.rmSync(file, { force: true });
    return readBackupFolder(dataDir);
  }
  if (!path.isAbsolute(folder))
    throw invalidInput(`The backup folder must be a full path (such as /home/me/Backups), not "${folder}".`);
  assertWritableFolder(folder);
  const temp = `${file}.tmp`;
  fs.writeFileSync(temp, JSON.stringify({ folder: path.resolve(folder) }, null, 2));
  fs.renameSync(temp, file);
  return readBackupFolder(dataDir);
}
