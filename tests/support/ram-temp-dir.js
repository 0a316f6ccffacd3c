// Puts the test run's temporary files (test apps' data folders and databases, the browser hosts' folders, the
// runner's run folders, Chromium's profiles) in memory, when the machine has a large tmpfs at /dev/shm and the
// caller has not chosen a TMPDIR. Every test app's SQLite database runs with `synchronous = FULL` in WAL mode, so
// each commit, checkpoint and close waits for fsync; on the build machines' virtual disk those waits left the
// cores idle while the test workers blocked, and the ext4 journal cost system time. On tmpfs an fsync returns at
// once. The files and what they test are the same; only where they live changes. Called by both jest global
// setups before anything makes a folder; `removeRamTempDir` (the global teardowns) deletes the folder.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const RAM_DIR_ENV = 'WORKBENCH_TEST_RAM_TMPDIR';
const SHM = '/dev/shm';
/** Enough for a whole run's folders (a few hundred MB at its peak) with room to spare. */
const MIN_FREE_BYTES = 4 * 1024 ** 3;

function hasRoomyTmpfs() {
  try {
    const mounts = fs.readFileSync('/proc/mounts', 'utf8');
    if (!mounts.split('\n').some((line) => line.split(' ')[1] === SHM && line.split(' ')[2] === 'tmpfs')) return false;
    const stats = fs.statfsSync(SHM);
    return stats.bavail * stats.bsize >= MIN_FREE_BYTES;
  } catch {
    return false;
  }
}

/** Folders of earlier runs that were killed before their teardown: their jest process (in the name) is gone. */
function removeStaleRamDirs() {
  for (const name of fs.readdirSync(SHM)) {
    const pid = Number(/^workbench-tests-(\d+)-/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if (error.code === 'ESRCH') fs.rmSync(path.join(SHM, name), { recursive: true, force: true });
    }
  }
}

function useRamTempDir() {
  if (process.env.TMPDIR || process.platform !== 'linux' || !hasRoomyTmpfs()) return;
  removeStaleRamDirs();
  const dir = fs.mkdtempSync(path.join(SHM, `workbench-tests-${process.pid}-`));
  // The workers, hosts and every process they start inherit it; os.tmpdir() reads TMPDIR on each call.
  process.env.TMPDIR = dir;
  process.env[RAM_DIR_ENV] = dir;
  if (os.tmpdir() !== dir) throw new Error(`TMPDIR=${dir} was not taken by os.tmpdir()`);
}

function removeRamTempDir() {
  const dir = process.env[RAM_DIR_ENV];
  if (dir && dir.startsWith(`${SHM}/workbench-tests-`)) fs.rmSync(dir, { recursive: true, force: true });
}

module.exports = { useRamTempDir, removeRamTempDir };
