import type { Db } from './db/connection';
import type { Repositories } from './db/repositories';
import type { ContentCatalog } from './content/catalog';
import type { Clock } from './services/clock';
import type { EventBus } from './services/events';
import type { Services } from './compose-services';

export type AppPaths = {
  dataDir: string;
  databaseFile: string;
  bundledContentDir: string;
  userTracksDir: string;
  /** Scratch space for the code runner and its binary cache. */
  runnerDir: string;
};

/**
 * The running app as the transports (Electron menus, the browser host) and tests see it. Built once in
 * bootstrap.ts; its services come from composeServices, the one composition root. Services are plain TypeScript
 * and run under jest without Electron.
 */
export type AppContext = {
  host: 'electron' | 'web';
  version: string;
  db: Db;
  repos: Repositories;
  content: ContentCatalog;
  clock: Clock;
  events: EventBus;
  paths: AppPaths;
  /** Environment the app was started with (model overrides etc.); never passed to user code. */
  env: Readonly<Record<string, string | undefined>>;
  /** Every service, built once by composeServices (compose-services.ts). */
  services: Services;
};
