import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from './content-error';

export type Diagnostic = { file: string; message: string };
export type Loaded<T> = { items: T[]; diagnostics: Diagnostic[] };

export function toDiagnostic(err: unknown, file: string): Diagnostic {
  if (err instanceof ContentError) return { file: err.file, message: err.detail };
  return { file, message: err instanceof Error ? err.message : String(err) };
}

/** Reads every entry of a folder matching `accept`, skipping (and reporting) the ones that fail to load. */
export function loadEach<T>(
  dir: string,
  accept: (entry: fs.Dirent) => boolean,
  load: (fullPath: string) => T,
): Loaded<T> {
  const out: Loaded<T> = { items: [], diagnostics: [] };
  if (!fs.existsSync(dir)) return out;
  const entries = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(accept)
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    try {
      out.items.push(load(full));
    } catch (err) {
      out.diagnostics.push(toDiagnostic(err, full));
    }
  }
  return out;
}
