import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh private folder per run (mode 0700, from mkdtemp) in the OS temp folder, never inside the app's data
 * folder, removed afterwards whatever happened. Removal is asynchronous: a run may leave thousands of files.
 */
export async function withRunDir<T>(fn: (dir: string) => Promise<T>, prefix = 'workbench-run-'): Promise<T> {
  // bubblewrap binds need a real absolute path (macOS /tmp and friends are symlinks).
  const root = await fs.promises.realpath(os.tmpdir());
  const dir = await fs.promises.mkdtemp(path.join(root, prefix));
  try {
    return await fn(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 2 }).catch(() => {});
  }
}
