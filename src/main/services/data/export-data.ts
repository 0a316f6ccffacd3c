import type Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { invalidInput, unavailable } from '@shared/errors';
import { iterateRows, listTables } from '../../db/backup/table-rows';
import { schemaVersion } from '../../db/migrate';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORT_README,
  WRITINGS_TABLE,
  rowToJsonLine,
  tableFile,
  writingFileName,
  writingToMarkdown,
  type ExportManifest,
} from './export-format';

/** Folders of the data folder that hold user files, copied as they are. */
export const USER_FILE_FOLDERS = ['tracks', 'problems'] as const;

function assertEmptyTarget(folder: string): void {
  if (!path.isAbsolute(folder)) throw invalidInput(`Give the export folder's full path, not "${folder}".`);
  if (!fs.existsSync(folder)) return;
  if (!fs.statSync(folder).isDirectory())
    throw invalidInput(`${folder} is a file; pick a new or empty folder for the export.`);
  if (fs.readdirSync(folder).length > 0)
    throw invalidInput(`${folder} is not empty; pick a new or empty folder so the export mixes with nothing else.`);
}

/** Appends lines to a file through a small buffer (a table may have many rows; memory stays flat). */
function lineWriter(file: string) {
  const fd = fs.openSync(file, 'w');
  let buffer: string[] = [];
  let size = 0;
  const flush = () => {
    if (buffer.length) fs.writeSync(fd, buffer.join(''));
    buffer = [];
    size = 0;
  };
  return {
    line(text: string) {
      buffer.push(text, '\n');
      size += text.length;
      if (size > 1 << 20) flush();
    },
    close() {
      flush();
      fs.closeSync(fd);
    },
  };
}

/**
 * Writes everything to `folder` (new or empty): writings as Markdown with front matter, every other table as
 * JSON Lines, user tracks and problems as stored, a manifest and a README. It is written beside the target
 * and renamed into place, so a failed export leaves no half folder under the chosen name.
 */
export function exportEverything(db: Database.Database, dataDir: string, folder: string, now: Date) {
  assertEmptyTarget(folder);
  const temp = `${folder}.partial-${now.getTime()}`;
  try {
    fs.mkdirSync(path.join(temp, 'tables'), { recursive: true });
    fs.mkdirSync(path.join(temp, 'writings'));
    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      format_version: EXPORT_FORMAT_VERSION,
      schema_version: schemaVersion(db),
      exported_at: now.toISOString(),
      tables: [],
    };
    let writings = 0;
    // One read transaction: every table comes from the same moment even while the app keeps saving.
    db.transaction(() => {
      for (const table of listTables(db)) {
        let rows = 0;
        if (table === WRITINGS_TABLE) {
          for (const row of iterateRows(db, table)) {
            fs.writeFileSync(path.join(temp, 'writings', writingFileName(row)), writingToMarkdown(row), { flag: 'wx' });
            rows++;
          }
          writings = rows;
        } else {
          const out = lineWriter(path.join(temp, tableFile(table)));
          try {
            for (const row of iterateRows(db, table)) {
              out.line(rowToJsonLine(row));
              rows++;
            }
          } finally {
            out.close();
          }
        }
        manifest.tables.push({ table, rows, file: tableFile(table) });
      }
    })();
    for (const sub of USER_FILE_FOLDERS) {
      const from = path.join(dataDir, sub);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(temp, sub), { recursive: true, dereference: false });
    }
    fs.writeFileSync(path.join(temp, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    fs.writeFileSync(path.join(temp, 'README.md'), EXPORT_README);
    if (fs.existsSync(folder)) fs.rmdirSync(folder);
    fs.renameSync(temp, folder);
    return { folder, tables: manifest.tables.map(({ table, rows }) => ({ table, rows })), writings };
  } catch (err) {
    fs.rmSync(temp, { recursive: true, force: true });
    if ((err as { code?: string }).code === 'EACCES' || (err as { code?: string }).code === 'EROFS')
      throw unavailable(`Workbench cannot write the export next to ${folder}; pick a folder you can write to.`);
    if ((err as { code?: string }).code === 'ENOSPC')
      throw unavailable(`The disk is full: the export to ${folder} was not written. Free some space and try again.`);
    throw err;
  }
}
