/** What a file-system or SQLite failure during a backup means for the user, and what to do about it. */
export function backupFailureMessage(folder: string, err: unknown): string {
  const e = err as { code?: string; message?: string };
  const code = e?.code ?? '';
  const text = String(e?.message ?? err);
  if (code === 'ENOSPC' || code === 'SQLITE_FULL' || /database or disk is full|no space left/i.test(text))
    return `The disk holding ${folder} is full: the backup was not written and older backups were kept. Free some space, or choose a backup folder on another disk in Settings > Data.`;
  if (
    ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'SQLITE_CANTOPEN', 'SQLITE_READONLY'].includes(code) ||
    /unable to open database file|readonly|read-only|permission denied/i.test(text)
  )
    return `Workbench cannot write to the backup folder ${folder}. Make it writable, or choose another folder in Settings > Data.`;
  if (code === 'SQLITE_IOERR' || code.startsWith('SQLITE_IOERR') || code === 'EIO')
    return `Writing the backup to ${folder} failed with a disk error; older backups were kept. Check the disk, or choose another backup folder in Settings > Data.`;
  return `The backup to ${folder} failed (${text.slice(0, 200)}); older backups were kept. Try again, or choose another backup folder in Settings > Data.`;
}
