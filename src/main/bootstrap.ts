import path from 'node:path';
import type { AppContext, AppPaths } from './app-context';
import { MIGRATIONS } from './db/migrations';
import { openCheckedDatabase } from './open-checked-database';
import { schemaVersion } from './db/migrate';
import { createRepositories } from './db/repositories';
import { ContentCatalog } from './content/catalog';
import { createRouter, type Logger, type Router } from './ipc/router';
import { createHandlers } from './ipc/handlers';
import { systemClock, type Clock } from './services/clock';
import { EventBus } from './services/events';
import type { ChatClient, SecretStore } from './services/model';
import { reconcileTrackLayouts } from './services/tracks';
import { composeServices } from './compose-services';

export type AppOptions = {
  host: 'electron' | 'web';
  dataDir: string;
  bundledContentDir: string;
  version?: string;
  clock?: Clock;
  env?: Readonly<Record<string, string | undefined>>;
  logger?: Logger;
  /** Where API keys are kept: Electron safeStorage in the app; omitted means environment only. */
  secretStore?: SecretStore;
  /** Tests may swap the model transport; the app uses the openai SDK. */
  chatClient?: ChatClient;
  /** Automatic backups soon after start and every few hours (the desktop app and the browser host; tests opt in). */
  autoBackup?: boolean;
  /** How long after start the automatic backups begin (default FIRST_AUTO_BACKUP_AFTER_MS; tests shorten it). */
  firstAutoBackupAfterMs?: number;
};

/**
 * The start's backup (when the newest is older than a day) waits this long: on a fresh or day-old data folder it
 * copied the database and fsynced while home's first request was being answered, on the same thread. Five
 * seconds is after the first paint even on a loaded machine; a session shorter than that backs up next time.
 */
export const FIRST_AUTO_BACKUP_AFTER_MS = 5000;

export type App = { ctx: AppContext; router: Router; close(): void };

export function resolvePaths(dataDir: string, bundledContentDir: string): AppPaths {
  return {
    dataDir,
    databaseFile: path.join(dataDir, 'workbench.db'),
    bundledContentDir,
    userTracksDir: path.join(dataDir, 'tracks'),
    runnerDir: path.join(dataDir, 'runner'),
  };
}

/** Electron (src/main/index.ts), the browser host and tests all start here: storage, content, services, router. */
export function createApp(options: AppOptions): App {
  const paths = resolvePaths(options.dataDir, options.bundledContentDir);
  const clock = options.clock ?? systemClock;
  const { db, recovery } = openCheckedDatabase(paths, clock);
  const repos = createRepositories(db);
  // Promoted generated problems live beside the user's tracks, in the bundled format.
  const userProblemsDir = path.join(paths.dataDir, 'problems');
  const content = new ContentCatalog({ bundledDir: paths.bundledContentDir, userTracksDir: paths.userTracksDir, userProblemsDir });
  // A track file replaced by a version whose sections moved gets its stored positions remapped.
  reconcileTrackLayouts(repos.trackLayouts, content.listTracks(), clock.now());

  const events = new EventBus();
  const env = options.env ?? {};
  const version = options.version ?? '0.1.0';
  const services = composeServices({
    host: options.host,
    version,
    repos,
    content,
    clock,
    events,
    paths,
    env,
    schemaVersion: () => schemaVersion(db),
    secretStore: options.secretStore,
    chatClient: options.chatClient,
    logger: options.logger,
    db: () => db,
    latestSchema: Math.max(...MIGRATIONS.map((m) => m.version)),
    recovery,
  });
  const ctx: AppContext = { host: options.host, version, db, repos, content, clock, events, paths, env, services };

  const router = createRouter({
    handlers: createHandlers(services),
    resolveContext: () => ({ userId: services.profiles.currentId() }),
    logger: options.logger,
  });

  const backupStart = options.autoBackup
    ? setTimeout(() => ctx.services.data.startSchedule(), options.firstAutoBackupAfterMs ?? FIRST_AUTO_BACKUP_AFTER_MS)
    : undefined;
  backupStart?.unref();
  return {
    ctx,
    router,
    close: () => {
      clearTimeout(backupStart);
      ctx.services.data.stop();
      ctx.services.writings.close();
      db.close();
    },
  };
}
