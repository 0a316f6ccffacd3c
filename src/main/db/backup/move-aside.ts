import fs from 'node:fs';

/**
 * Moves a damaged database (and its -wal and -shm files, which belong to it) to `<file>.damaged-<stamp>` so
 * that it is never written to again and a new one can be started in its place. Returns where it went.
 */
export function moveDatabaseAside(file: string, stamp: string): string {
  let target = `${file}.damaged-${stamp}`;
  for (let n = 2; fs.existsSync(target); n++) target = `${file}.damaged-${stamp}-${n}`;
  fs.renameSync(file, target);
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, target + suffix);
  }
  return target;
}
