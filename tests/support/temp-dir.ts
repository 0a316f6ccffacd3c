import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh folder under the OS temp dir; remove it with the returned cleanup. */
export function makeTempDir(prefix = 'workbench-test-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
