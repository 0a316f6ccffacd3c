import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { conflict, invalidInput } from '@shared/errors';
import { openDatabase, type Db } from '../../db/connection';
import { MIGRATIONS } from '../../db/migrations';
import { countRows, listTables, rowInserter, withRawWrites, type Row } from '../../db/backup/table-rows';
import { EXPORT_FORMAT, WRITINGS_TABLE, decodeValue, markdownToWriting } from './export-format';
import { removeDatabaseFiles } from './restore';
import { USER_FILE_FOLDERS } from './export-data';

/** Bounds on what an export folder may hold: far above a learner's data, far below what would exhaust memory. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
const MAX_TABLE_FILE_BYTES = 512 * 1024 * 1024;
const MAX_WRITING_BYTES = 8 * 1024 * 1024;
const MAX_WRITINGS = 100_000;

/** Tables whose rows are a learner's own work: an import refuses a data folder that already holds any. */
const LEARNER_WORK_TABLES = ['writings', 'attempts', 'reflections', 'reviews', 'track_progress', 'generated_content'];

const ManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  format_version: z.literal(1),
  schema_version: z.number().int().positive(),
  exported_at: z.string(),
  tables: z.array(z.object({ table: z.string(), rows: z.number().int().nonnegative(), file: z.string() })).max(500),
});

function readBounded(file: string, max: number, what: string): string {
  const size = fs.statSync(file).size;
  if (size > max)
    throw invalidInput(`${what} is larger than ${Math.round(max / 1024 / 1024)} MB; this is not a Workbench export.`);
  return fs.readFileSync(file, 'utf8');
}

export function readManifest(folder: string, latest: number) {
  const file = path.join(folder, 'manifest.json');
  if (!fs.existsSync(file))
    throw invalidInput(
      `${folder} has no manifest.json, so it is not a Workbench export. Pick the folder an export created.`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(readBounded(file, MAX_MANIFEST_BYTES, 'manifest.json'));
  } catch (err) {
    if (err instanceof z.ZodError || (err as { code?: string }).code) throw err;
    throw invalidInput(
      `${folder}/manifest.json is not valid JSON; the export is damaged. Export again from the original data.`,
    );
  }
  const manifest = ManifestSchema.safeParse(parsed);
  if (!manifest.success)
    throw invalidInput(
      `${folder}/manifest.json is not a Workbench export manifest. Pick the folder an export created.`,
    );
  if (manifest.data.schema_version > latest)
    throw invalidInput(
      `This export comes from a newer version of Workbench (schema ${manifest.data.schema_version}; this version knows up to ${latest}). Update Workbench, then import it.`,
    );
  return manifest.data;
}

/** Refuses to import over a learner's work: import is for an empty data folder (restore replaces data). */
export function assertNoLearnerWork(db: Db): void {
  const tables = new Set(listTables(db));
  const held = LEARNER_WORK_TABLES.filter((t) => tables.has(t))
    .map((t) => [t, countRows(db, t)] as const)
    .filter(([, n]) => n > 0);
  if (held.length > 0)
    throw conflict(
      `Import goes into an empty data folder, and this one already holds ${held.map(([t, n]) => `${n} ${t.replace(/_/g, ' ')}`).join(', ')}. Start Workbench with a new data folder (--data-dir) and import there, or restore a backup instead.`,
    );
}

function* jsonLines(text: string, file: string): Generator<Row> {
  let lineNo = 0;
  for (const line of text.split('\n')) {
    lineNo++;
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw invalidInput(`${file} line ${lineNo} is not valid JSON; the export is damaged.`);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw invalidInput(`${file} line ${lineNo} is not a row object.`);
    const row: Row = {};
    for (const [k, v] of Object.entries(value)) row[k] = decodeValue(v);
    yield row;
  }
}

function* writingRows(folder: string): Generator<Row> {
  const dir = path.join(folder, 'writings');
  if (!fs.existsSync(dir)) return;
  const names = fs.readdirSync(dir).filter((n) => n.endsWith('.md'));
  if (names.length > MAX_WRITINGS)
    throw invalidInput(`The export holds more than ${MAX_WRITINGS} writings; this is not a Workbench export.`);
  for (const name of names.sort()) {
    try {
      yield markdownToWriting(
        readBounded(path.join(dir, name), MAX_WRITING_BYTES, `writings/${name}`),
        `writings/${name}`,
      );
    } catch (err) {
      if ((err as { code?: string }).code) throw err;
      throw invalidInput(`${(err as Error).message}; the export is damaged.`);
    }
  }
}

/**
 * Builds a database file from an export folder: created at the export's schema version, filled row by row
 * (as stored: triggers off), then migrated to this version. Returns the file (the caller restores from it).
 */
export function buildDatabaseFromExport(
  folder: string,
  target: string,
  latest: number,
): { table: string; rows: number }[] {
  const manifest = readManifest(folder, latest);
  removeDatabaseFiles(target);
  const db = openDatabase(target, { migrations: MIGRATIONS.filter((m) => m.version <= manifest.schema_version) });
  const counts: { table: string; rows: number }[] = [];
  try {
    const tables = new Set(listTables(db));
    for (const entry of manifest.tables)
      if (!tables.has(entry.table))
        throw invalidInput(
          `The export has a table "${entry.table}" that schema ${manifest.schema_version} does not have; the export is damaged.`,
        );
    try {
      withRawWrites(db, () => {
        for (const table of tables) db.exec(`DELETE FROM "${table}"`);
        for (const entry of manifest.tables) {
          const insert = rowInserter(db, entry.table);
          let rows = 0;
          const source =
            entry.table === WRITINGS_TABLE
              ? writingRows(folder)
              : jsonLines(
                  readBounded(
                    path.join(folder, 'tables', `${entry.table}.jsonl`),
                    MAX_TABLE_FILE_BYTES,
                    `tables/${entry.table}.jsonl`,
                  ),
                  `tables/${entry.table}.jsonl`,
                );
          for (const row of source) {
            insert(row);
            rows++;
          }
          if (rows !== entry.rows)
            throw invalidInput(
              `The export's ${entry.table} holds ${rows} rows but its manifest says ${entry.rows}; the export is incomplete.`,
            );
          counts.push({ table: entry.table, rows });
        }
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT')
        throw invalidInput(
          `A file the export's manifest lists is missing (${(err as Error).message}); the export is incomplete.`,
        );
      if ((err as { code?: string }).code?.startsWith('SQLITE_'))
        throw invalidInput(
          `The export's rows do not fit schema ${manifest.schema_version} (${(err as Error).message}); the export is damaged.`,
        );
      throw err;
    }
  } finally {
    db.close();
  }
  // Brought up to this version's schema (an export from an older version).
  openDatabase(target).close();
  return counts;
}

/** Copies the export's tracks and problems into the data folder, never over a file already there. */
export function copyUserFiles(folder: string, dataDir: string): { tracks: string[]; problems: string[] } {
  const copied = { tracks: [] as string[], problems: [] as string[] };
  for (const sub of USER_FILE_FOLDERS) {
    const from = path.join(folder, sub);
    if (!fs.existsSync(from)) continue;
    for (const name of fs.readdirSync(from)) {
      const to = path.join(dataDir, sub, name);
      if (fs.existsSync(to)) continue;
      fs.mkdirSync(path.join(dataDir, sub), { recursive: true });
      fs.cpSync(path.join(from, name), to, { recursive: true, dereference: false });
      copied[sub].push(to);
    }
  }
  return copied;
}
