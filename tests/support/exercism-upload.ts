import fs from 'node:fs';
import path from 'node:path';

/** A folder's files as the Problems screen uploads them: relative `/` paths and text, hidden folders included. */
export function uploadFiles(dir: string): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else out.push({ path: child, text: fs.readFileSync(path.join(dir, child), 'utf8') });
    }
  };
  walk('');
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Copies a fixture exercise into a fresh folder so a test can change its files. */
export function copyExercise(from: string, to: string): string {
  fs.cpSync(from, to, { recursive: true });
  return to;
}
