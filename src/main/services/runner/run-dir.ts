import fs from 'node:fs';
import path from 'node:path';

/** A fresh folder per run under `<workDir>/runs`, removed afterwards whatever happened. */
export async function withRunDir<T>(workDir: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const root = path.join(workDir, 'runs');
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'run-'));
  try {
    return await fn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
