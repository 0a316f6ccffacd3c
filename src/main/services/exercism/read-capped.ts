import fs from 'node:fs';
import path from 'node:path';

/** What one exercise file may be at most: Exercism's largest test files are ~100 KB. */
export const FILE_CAP_BYTES = 1024 * 1024;

/**
 * The real path of `file` when every component of it stays inside `root` (compared by real paths, so a linked
 * folder anywhere on the way counts as where it points), `undefined` when it does not exist. Throws when the
 * real path leaves `root`: a `.meta` that links to a folder elsewhere, or a test file reached through one.
 */
export function realInside(root: string, file: string): string | undefined {
  let realRoot: string;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    return undefined;
  }
  const rel = path.relative(path.resolve(root), path.resolve(file));
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) throw new Error(`${file} is outside the exercise folder`);
  // Component by component: the longest existing prefix is resolved, so a link in the middle is caught even
  // when the file itself does not exist (a missing file is then reported as missing, not read elsewhere).
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    const parent = path.dirname(path.resolve(file));
    if (parent !== path.resolve(file) && path.resolve(file) !== path.resolve(root)) realInside(root, parent);
    return undefined;
  }
  if (real !== realRoot && !real.startsWith(realRoot + path.sep)) {
    throw new Error(`${path.relative(path.resolve(root), path.resolve(file)) || '.'} leads out of the exercise folder (through a link)`);
  }
  return real;
}

/**
 * Reads a text file of an exercise folder (untrusted input): a regular file only (no link, FIFO or device),
 * at most FILE_CAP_BYTES. With `root`, the file's real path (every folder on the way resolved) must stay inside
 * it. Returns null when it does not exist; throws a plain message otherwise.
 */
export function readCapped(file: string, cap = FILE_CAP_BYTES, root?: string): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    if (root !== undefined) realInside(root, file);
    return null;
  }
  if (!stat.isFile()) throw new Error(`${file} is not a regular file`);
  const real = root !== undefined ? realInside(root, file) : file;
  if (real === undefined) return null;
  // Opened without following a link and checked again on the open descriptor: a file swapped for a link or a
  // FIFO after the checks above is refused, not read.
  const fd = fs.openSync(real, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  try {
    const opened = fs.fstatSync(fd);
    if (!opened.isFile()) throw new Error(`${file} is not a regular file`);
    if (opened.size > cap) throw new Error(`${file} is larger than ${Math.round(cap / 1024)} KB`);
    const buf = Buffer.alloc(opened.size);
    let off = 0;
    while (off < buf.length) {
      const n = fs.readSync(fd, buf, off, buf.length - off, off);
      if (n === 0) break;
      off += n;
    }
    return buf.subarray(0, off).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Lists a folder's entries (at most `max`), or [] when it does not exist. With `root`, a folder whose real path
 * leaves `root` (a linked folder) is refused with an error.
 */
export function listDir(dir: string, max = 2000, root?: string): fs.Dirent[] {
  if (root !== undefined && realInside(root, dir) === undefined) return [];
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
