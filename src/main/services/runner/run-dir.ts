import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh private folder per run (mode 0700, from mkdtemp) in the OS temp folder, never inside the app's data
 * folder, removed afterwards whatever happened. `under` is for the Rust compile folder only (no learner code
 * runs there), which sits beside the binary cache so the binary can be linked in rather than copied. Removal is asynchronous: a run may leave thousands of files.
 */
export async function withRunDir<T>(fn: (dir: string) => Promise<T>, prefix = 'workbench-run-', under?: string): Promise<T> {
  // bubblewrap binds need a real absolute path (macOS /tmp and friends are symlinks).
  const root = await fs.promises.realpath(under ?? os.tmpdir());
  const dir = await fs.promises.mkdtemp(path.join(root, prefix));
  try {
    return await fn(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 2 }).catch(() => {});
  }
}
