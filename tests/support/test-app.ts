import path from 'node:path';
import { createApp, resolvePaths, type App, type AppOptions } from '../../src/main/bootstrap';
import { FixedClock, type Clock } from '../../src/main/services/clock';
import { useContentMemo } from './content-memo';
import { startFromTemplate } from './template-database';
import { makeTempDir } from './temp-dir';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const CONTENT_DIR = path.join(REPO_ROOT, 'content');

/** The day every test app starts on unless a test gives its own clock. */
export const TEST_DAY = new Date('2026-11-02T09:00:00.000Z');

/**
 * A real app on `dataDir` as tests start it: the browser host's, the bundled content (its YAML parsed once a run,
 * tests/support/content-memo.ts), a fixed clock, no environment and a silent logger; `overrides` changes any of
 * these (a later start on the same folder, backups).
 */
export function startApp(dataDir: string, overrides: Partial<AppOptions> = {}): App {
  useContentMemo(CONTENT_DIR);
  return createApp({
    host: 'web',
    dataDir,
    bundledContentDir: CONTENT_DIR,
    clock: new FixedClock(TEST_DAY),
    env: {},
    logger: { error: () => undefined },
    ...overrides,
  });
}

/**
 * A real app (real SQLite file in a temp folder, real bundled content) for service, db and channel tests.
 * Its database starts as a copy of the run's migrated template (tests/support/template-database.ts), the same
 * database a first start would create. Call `close()` in afterEach/afterAll.
 */
export function createTestApp(
  options: { clock?: Clock; contentDir?: string; env?: Record<string, string | undefined> } = {},
): App & {
  dataDir: string;
  clock: Clock;
} {
  const temp = makeTempDir();
  const clock = options.clock ?? new FixedClock(TEST_DAY);
  const bundledContentDir = options.contentDir ?? CONTENT_DIR;
  startFromTemplate(resolvePaths(temp.dir, bundledContentDir).databaseFile);
  const app = startApp(temp.dir, { bundledContentDir, clock, env: options.env ?? {} });
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
