import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type TokenSource = { token: string; from: 'environment' | 'file' | 'generated' };

/** What a token must look like: printable, no separators that would break the cookie or the printed URL. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~-]{16,256}$/;

function checkShape(token: string, where: string): string {
  if (!TOKEN_SHAPE.test(token))
    throw new Error(`${where}: the token must be 16 to 256 characters of letters, digits, '.', '_', '~' or '-'.`);
  return token;
}

/**
 * Reads a token file, refusing one other users could read: the token opens every channel of the app. Opened
 * without following a link, and read with a size cap.
 */
export function readTokenFile(file: string): string {
  const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new Error(`${file} is not a regular file.`);
    if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0)
      throw new Error(
        `${file} can be read by other users (mode ${(stat.mode & 0o777).toString(8)}); run chmod 600 on it.`,
      );
    if (stat.size > 1024) throw new Error(`${file} is larger than 1 KB; it should hold only the token.`);
    const buffer = Buffer.alloc(stat.size);
    fs.readSync(fd, buffer, 0, stat.size, 0);
    return checkShape(buffer.toString('utf8').trim(), file);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Where the browser host's token comes from, never the command line (any process on the machine can read
 * another's arguments): WORKBENCH_WEB_TOKEN, else an explicit token file, else `<data folder>/web-token`,
 * created with mode 0600 on first start and reused so the 30-day access cookie survives a restart of the host.
 */
export function resolveToken(options: { env: NodeJS.ProcessEnv; tokenFile?: string; dataDir: string }): TokenSource {
  const fromEnv = options.env.WORKBENCH_WEB_TOKEN;
  if (fromEnv !== undefined && fromEnv !== '')
    return { token: checkShape(fromEnv, 'WORKBENCH_WEB_TOKEN'), from: 'environment' };
  if (options.tokenFile !== undefined) return { token: readTokenFile(options.tokenFile), from: 'file' };
  const file = path.join(options.dataDir, 'web-token');
  if (fs.existsSync(file)) return { token: readTokenFile(file), from: 'file' };
  const token = randomBytes(24).toString('base64url');
  fs.mkdirSync(options.dataDir, { recursive: true });
  // 'wx': never overwrite (or follow) something that appeared in between.
  fs.writeFileSync(file, token + '\n', { mode: 0o600, flag: 'wx' });
  return { token, from: 'generated' };
}
