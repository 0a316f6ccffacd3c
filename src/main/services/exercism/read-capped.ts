import fs from 'node:fs';

/** What one exercise file may be at most: Exercism's largest test files are ~100 KB. */
export const FILE_CAP_BYTES = 1024 * 1024;

/**
 * Reads a text file of an exercise folder (untrusted input): a regular file only (no link, FIFO or device),
 * at most FILE_CAP_BYTES. Returns null when it does not exist; throws a plain message otherwise.
 */
export function readCapped(file: string, cap = FILE_CAP_BYTES): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) throw new Error(`${file} is not a regular file`);
  if (stat.size > cap) throw new Error(`${file} is larger than ${Math.round(cap / 1024)} KB`);
  return fs.readFileSync(file, 'utf8');
}

/** Lists a folder's entries (at most `max`), or [] when it does not exist. */
export function listDir(dir: string, max = 2000): fs.Dirent[] {
  try {
    const entries: fs.Dirent[] = [];
    const handle = fs.opendirSync(dir);
    try {
      for (let e = handle.readSync(); e !== null && entries.length < max; e = handle.readSync()) entries.push(e);
    } finally {
      handle.closeSync();
    }
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return [];
  }
}
