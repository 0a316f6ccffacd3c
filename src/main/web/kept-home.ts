import fs from 'node:fs';
import path from 'node:path';
import type { HomeSnapshot } from '../services/home/compose';

/**
 * Home's reads kept in the data folder when the browser host stops, so that the next start can answer home
 * before its app worker has opened the database (kept-home-answer.ts). They are used only when nothing they
 * were read from can have changed: `fingerprint` below, taken right after the app closed its database, must be
 * identical at the next start, before the new worker opens anything.
 */
export const KEPT_HOME_FILE = 'home-kept.json';
const FORMAT = 1;
/** Far above a real snapshot (tens of KB); a larger file is not read. */
const MAX_KEPT_BYTES = 8 * 1024 * 1024;
/** Bounds on the content walk: past them nothing is kept (home waits for the app as before). */
const MAX_CONTENT_ENTRIES = 20_000;
const MAX_CONTENT_DEPTH = 16;

export type FingerprintSources = {
  dataDir: string;
  bundledContentDir: string;
  /** The host's own files (bundles, the YAML memo): another build may read or answer differently. */
  appFiles: readonly string[];
};

type Walk = { lines: string[]; entries: number };

const statLine = (kind: string, name: string, s: fs.BigIntStats) =>
  `${kind} ${JSON.stringify(name)} ${s.dev} ${s.ino} ${s.size} ${s.mtimeNs} ${s.ctimeNs}`;

/** Every file and folder under `dir` (links followed, as the content loader does), or false past the bounds. */
function walk(dir: string, rel: string, depth: number, out: Walk): boolean {
  let names: string[];
  try {
    names = fs.readdirSync(dir).sort();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    out.lines.push(`${code === 'ENOENT' ? 'absent' : 'unreadable'} ${JSON.stringify(rel)}`);
    return code === 'ENOENT';
  }
  for (const name of names) {
    if (++out.entries > MAX_CONTENT_ENTRIES) return false;
    const full = path.join(dir, name);
    const relName = rel + '/' + name;
    let s: fs.BigIntStats;
    try {
      s = fs.statSync(full, { bigint: true });
    } catch {
      out.lines.push(`broken ${JSON.stringify(relName)}`);
      continue;
    }
    out.lines.push(statLine(s.isDirectory() ? 'dir' : 'file', relName, s));
    if (s.isDirectory() && (depth >= MAX_CONTENT_DEPTH || !walk(full, relName, depth + 1, out))) return false;
  }
  return true;
}

/**
 * What home's answer can depend on outside the clock, as text: the database file (device, inode, size, modified
 * and changed times to the nanosecond: SQLite writes through the file, so any write moves its change time, which
 * no program can set back), every file and folder of the bundled content and the learner's own tracks and
 * problems, and the host's own files. Undefined when it cannot vouch for the database: no file, or a write-ahead
 * log or rollback journal beside it (the app did not close cleanly, or another program has it open).
 */
export function fingerprint(src: FingerprintSources): string | undefined {
  const db = path.join(src.dataDir, 'workbench.db');
  const lines = [`format ${FORMAT}`];
  try {
    lines.push(statLine('db', db, fs.statSync(db, { bigint: true })));
  } catch {
    return undefined;
  }
  for (const beside of [`${db}-wal`, `${db}-journal`]) if (fs.existsSync(beside)) return undefined;
  const out: Walk = { lines, entries: 0 };
  const roots: Array<[string, string]> = [
    ['content', src.bundledContentDir],
    ['tracks', path.join(src.dataDir, 'tracks')],
    ['problems', path.join(src.dataDir, 'problems')],
  ];
  for (const [name, dir] of roots) {
    lines.push(`root ${name} ${JSON.stringify(path.resolve(dir))}`);
    if (!walk(dir, name, 0, out)) return undefined;
  }
  for (const file of src.appFiles) {
    try {
      lines.push(statLine('app', path.resolve(file), fs.statSync(file, { bigint: true })));
    } catch {
      return undefined;
    }
  }
  return lines.join('\n');
}

type KeptFile = { format: number; fingerprint: string; snapshot: HomeSnapshot };

/**
 * Called by the app's worker after it closed the database: keeps `snapshot` with the fingerprint taken now, or
 * removes any kept file when there is nothing to keep or nothing to vouch for. Written whole, then renamed.
 */
export function keepHome(src: FingerprintSources, snapshot: HomeSnapshot | undefined): void {
  const file = path.join(src.dataDir, KEPT_HOME_FILE);
  const print = snapshot ? fingerprint(src) : undefined;
  if (!snapshot || print === undefined) {
    fs.rmSync(file, { force: true });
    return;
  }
  const body: KeptFile = { format: FORMAT, fingerprint: print, snapshot };
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(body), { mode: 0o600 });
  fs.renameSync(temp, file);
}

const isSnapshot = (v: unknown): v is HomeSnapshot => {
  const s = v as Partial<HomeSnapshot> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.userId === 'string' &&
    Number.isInteger(s.tzOffsetMinutes) &&
    Math.abs(s.tzOffsetMinutes!) <= 840 &&
    Number.isFinite(s.validFromMs) &&
    Number.isFinite(s.validUntilMs) &&
    typeof s.picker === 'object' &&
    s.picker !== null &&
    Array.isArray(s.axisWeeks) &&
    Array.isArray(s.problemSummaries) &&
    Array.isArray(s.slots) &&
    Array.isArray(s.prompts)
  );
};

/**
 * Called by the host's main thread before it starts the app's worker: the kept snapshot if its fingerprint is
 * the data folder's now, else undefined. The file is removed either way, before the worker can open the
 * database, so a kept snapshot is never read twice, nor after a start that did not close cleanly.
 */
export function takeKeptHome(src: FingerprintSources): HomeSnapshot | undefined {
  const file = path.join(src.dataDir, KEPT_HOME_FILE);
  let text: string;
  try {
    if (fs.statSync(file).size > MAX_KEPT_BYTES) {
      fs.rmSync(file, { force: true });
      return undefined;
    }
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  fs.rmSync(file, { force: true });
  let kept: Partial<KeptFile>;
  try {
    kept = JSON.parse(text) as Partial<KeptFile>;
  } catch {
    return undefined;
  }
  if (kept?.format !== FORMAT || typeof kept.fingerprint !== 'string' || !isSnapshot(kept.snapshot)) return undefined;
  return kept.fingerprint === fingerprint(src) ? kept.snapshot : undefined;
}
