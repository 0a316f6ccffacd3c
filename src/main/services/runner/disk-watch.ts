import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_DIR } from './isolation';
import { DISK_CAP_BYTES, FILES_CAP } from './limits';

/** How often a running test is checked against the disk limits. */
export const DISK_WATCH_INTERVAL_MS = 100;

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const DISK_FULL_MESSAGE = `the code wrote more than ${MB(DISK_CAP_BYTES)} (the limit for what a run may write) and was stopped`;
export const FILES_FULL_MESSAGE = `the code created more than ${FILES_CAP} files (the limit for a run) and was stopped`;
/** A tmpfs with less room than this left is full: the last write was refused. */
const FULL_MARGIN_BYTES = 64 * 1024;
/** lstat calls in flight at once while walking a run folder. */
const STAT_BATCH = 64;

/** What statfs reports that the watch reads: free blocks and their size, file slots and how many are free. */
type DiskFigures = Pick<fs.StatsFs, 'bavail' | 'bsize' | 'files' | 'ffree'>;

/**
 * Inside bubblewrap the run folder and /tmp are tmpfs of DISK_CAP_BYTES each, so the kernel already refuses
 * writes past the cap; this watch turns "full" into a stopped run with a plain reason instead of a test loop
 * swallowing ENOSPC until the timeout. It looks through /proc/<sandbox pid>/root (statfs reads no file).
 */
export function sandboxDiskCheck(
  // A parameter so the thresholds can be tested without a sandbox.
  statfs: (path: string) => Promise<DiskFigures> = (p) => fs.promises.statfs(p),
): (sandboxPid: number | null) => Promise<string | null> {
  return async (sandboxPid) => {
    if (sandboxPid === null) return null;
    for (const inside of [SANDBOX_DIR, '/tmp']) {
      let s: DiskFigures;
      try {
        s = await statfs(`/proc/${sandboxPid}/root${inside}`);
      } catch {
        return null; // The sandbox is gone or not set up yet.
      }
      if (s.bavail * s.bsize < FULL_MARGIN_BYTES) return DISK_FULL_MESSAGE;
      if (s.files - s.ffree > FILES_CAP) return FILES_FULL_MESSAGE;
    }
    return null;
  };
}

/**
 * Without bubblewrap there is no bounded file system: the run folder is walked (lstat only: links are not
 * followed, nothing is opened) and the run stopped once it holds more than the cap. Each file is also capped by
 * RLIMIT_FSIZE, so the overshoot is at most what the code writes between two checks.
 */
export function folderDiskCheck(dir: string): () => Promise<string | null> {
  return async () => {
    let bytes = 0;
    let files = 0;
    const pending = [dir];
    while (pending.length > 0) {
      const current = pending.pop()!;
      // Count while listing (opendir streams entries), so a flood of files is caught before any is stat'ed and a
      // huge folder is never read whole.
      const regular: string[] = [];
      try {
        for await (const entry of await fs.promises.opendir(current)) {
          if (++files > FILES_CAP) return FILES_FULL_MESSAGE;
          const full = path.join(current, entry.name);
          if (entry.isDirectory()) pending.push(full);
          else regular.push(full);
        }
      } catch {
        continue; // Removed while we looked.
      }
      for (let i = 0; i < regular.length; i += STAT_BATCH) {
        const sizes = await Promise.all(
          regular.slice(i, i + STAT_BATCH).map((file) =>
            // Allocated blocks, not the apparent size: a sparse file costs the disk nothing. Deleted meanwhile: 0.
            fs.promises.lstat(file).then(
              (s) => s.blocks * 512,
              () => 0,
            ),
          ),
        );
        for (const size of sizes) bytes += size;
        if (bytes > DISK_CAP_BYTES) return DISK_FULL_MESSAGE;
      }
    }
    return null;
  };
}
