import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type WriteOutcome = { ok: true } | { ok: false; reason: 'exists' };

/** fs errors are checked by shape: under some runners (jest's vm realms) they are not `instanceof Error`. */
export function errnoCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  const code = (err as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isErrno(err: unknown, ...codes: string[]): boolean {
  return codes.includes(errnoCode(err) ?? '');
}

/**
 * Writes `text` to `target` atomically and never over an existing file. The text goes to a hidden temp file
 * in the same folder (flushed to disk), which is then hard-linked to the target name: link(2) is atomic and
 * fails with EEXIST instead of replacing, so there is no window where a half-written or clobbered track file
 * can exist (rename(2) would silently overwrite). File systems without hard links fall back to
 * check-then-rename. The temp file is always removed.
 */
export function writeNewFileAtomic(target: string, text: string): WriteOutcome {
  const dir = path.dirname(target);
  fs.mkdirSync(dir, { recursive: true });
  if (fs.existsSync(target)) return { ok: false, reason: 'exists' };
  const temp = path.join(dir, `.${path.basename(target)}.${randomUUID()}.tmp`);
  const fd = fs.openSync(temp, 'wx');
  try {
    fs.writeFileSync(fd, text, 'utf8');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    try {
      fs.linkSync(temp, target);
    } catch (err) {
      if (isErrno(err, 'EEXIST')) return { ok: false, reason: 'exists' };
      if (!isErrno(err, 'EPERM', 'ENOTSUP', 'EXDEV', 'ENOSYS')) throw err;
      if (fs.existsSync(target)) return { ok: false, reason: 'exists' };
      fs.renameSync(temp, target);
    }
    return { ok: true };
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
