import path from 'node:path';
import { createApp, type App } from '../../src/main/bootstrap';
import { FixedClock, type Clock } from '../../src/main/services/clock';
import { makeTempDir } from './temp-dir';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const CONTENT_DIR = path.join(REPO_ROOT, 'content');

/**
 * A real app (real SQLite file in a temp folder, real bundled content) for service, db and channel tests.
 * Call `close()` in afterEach/afterAll.
 */
export function createTestApp(
  options: { clock?: Clock; contentDir?: string; env?: Record<string, string | undefined> } = {},
): App & {
  dataDir: string;
  clock: Clock;
} {
  const temp = makeTempDir();
  const clock = options.clock ?? new FixedClock(new Date('2026-11-02T09:00:00.000Z'));
  const app = createApp({
    host: 'web',
    dataDir: temp.dir,
    bundledContentDir: options.contentDir ?? CONTENT_DIR,
    clock,
    env: options.env ?? {},
    logger: { error: () => undefined },
  });
  return {
    ...app,
    dataDir: temp.dir,
    clock,
    close: () => {
      app.close();
      temp.cleanup();
    },
  };
}

/** Unwraps an ok result or fails the test with the error message. */
export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}
