import path from 'node:path';
import type { AppContext, AppPaths } from './app-context';
import { MIGRATIONS } from './db/migrations';
import { openCheckedDatabase } from './open-checked-database';
import { schemaVersion } from './db/migrate';
import { createRepositories } from './db/repositories';
import { ContentCatalog } from './content/catalog';
import { createRouter, type Handlers, type Logger, type Router } from './ipc/router';
import { profileHandlers } from './ipc/handlers/profiles';
import { systemHandlers } from './ipc/handlers/system';
import { writingsHandlers } from './ipc/handlers/writings';
import { tracksHandlers } from './ipc/handlers/tracks';
import { homeHandlers } from './ipc/handlers/home';
import { progressHandlers } from './ipc/handlers/progress';
import { reflectionsHandlers } from './ipc/handlers/reflections';
import { ingestionHandlers } from './ipc/handlers/ingestion';
import { problemsHandlers } from './ipc/handlers/problems';
import { reviewsHandlers } from './ipc/handlers/reviews';
import { modelHandlers } from './ipc/handlers/model';
import { runnerHandlers } from './ipc/handlers/runner';
import { spendHandlers } from './ipc/handlers/spend';
import { draftsHandlers } from './ipc/handlers/drafts';
import { assistHandlers } from './ipc/handlers/assist';
import { newsHandlers } from './ipc/handlers/news';
import { ideasHandlers } from './ipc/handlers/ideas';
import { exercismHandlers } from './ipc/handlers/exercism';
import { dataHandlers } from './ipc/handlers/data';
import { systemClock, type Clock } from './services/clock';
import { EventBus } from './services/events';
import { createProfileService } from './services/profiles';
import { createWritingsService } from './services/writings';
import { createDailyFlowServices } from './services/home/create';
import { createRetentionService } from './services/retention';
import { createLanguageModelServices } from './services/model/create';
import type { SecretStore } from './services/model/secret-store';
import type { ChatClient } from './services/model/client';
import { createRunner, runnerIsolationFromEnv } from './services/runner';
import { createRunnerSettingsService } from './services/runner/settings';
import { createProblemsService } from './services/problems';
import { createDraftsService } from './services/drafts';
import { createAssistService, createIdeasService } from './services/assist';
import { createNewsService } from './services/news';
import { createExercismService } from './services/exercism';
import { reconcileTrackLayouts } from './services/tracks/layouts';
import { createDataService } from './services/data';

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
  /** Automatic backups at start and every few hours (the desktop app and the browser host; tests opt in). */
  autoBackup?: boolean;
};

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

/** The one composition root: Electron (src/main/index.ts), the browser host and tests all start here. */
export function createApp(options: AppOptions): App {
  const paths = resolvePaths(options.dataDir, options.bundledContentDir);
  const clock = options.clock ?? systemClock;
  const { db, recovery } = openCheckedDatabase(paths, clock);
  const repos = createRepositories(db);
  // Promoted generated problems (issue 16) live beside the user's tracks, in the bundled format.
  const userProblemsDir = path.join(paths.dataDir, 'problems');
  const content = new ContentCatalog({ bundledDir: paths.bundledContentDir, userTracksDir: paths.userTracksDir, userProblemsDir });
  const profiles = createProfileService({ profiles: repos.profiles, clock });
  // SPEC "Versioning": a track file replaced by a version whose sections moved gets its stored positions remapped.
  reconcileTrackLayouts(repos.trackLayouts, content.listTracks(), clock.now());

  const retention = createRetentionService({ repo: repos.retention, content, clock });
  const latestSchema = Math.max(...MIGRATIONS.map((m) => m.version));
  const ctx: AppContext = {
    host: options.host,
    version: options.version ?? '0.1.0',
    db,
    repos,
    content,
    clock,
    events: new EventBus(),
    paths,
    env: options.env ?? {},
    services: {
      profiles,
      writings: createWritingsService({ writings: repos.writings, userSettings: repos.userSettings, clock }),
      ...createDailyFlowServices({ repos, content, clock }),
      ...createLanguageModelServices({
        repos,
        content,
        clock,
        env: options.env ?? {},
        bundledContentDir: paths.bundledContentDir,
        secretStore: options.secretStore,
        chatClient: options.chatClient,
        logger: options.logger,
      }),
      runner: createRunner({
        workDir: paths.runnerDir,
        pythonPath: options.env?.WORKBENCH_PYTHON,
        rustcPath: options.env?.WORKBENCH_RUSTC,
        isolation: runnerIsolationFromEnv(options.env?.WORKBENCH_RUNNER_ISOLATION),
      }),
      runnerSettings: createRunnerSettingsService({
        env: options.env ?? {},
        settings: repos.userSettings,
        clock,
        runner: () => ctx.services.runner,
      }),
      problems: createProblemsService({
        content,
        // Every stored attempt updates the retention tables in the same transaction (issue 19).
        attempts: retention.attemptsWithRetention(repos.attempts),
        redrillDue: (userId, slug) => retention.isRedrillDue(userId, slug),
        work: repos.problemWork,
        clock,
        // The runner is another service in this same object; read it per call so construction order is free.
        runner: () => ctx.services.runner,
        runOptions: (userId) => ctx.services.runnerSettings.runOptions(userId),
        reviews: () => ctx.services.reviews,
        logger: options.logger,
      }),
      drafts: createDraftsService({
        repo: repos.drafts,
        content,
        clock,
        complete: (userId, request) => ctx.services.model.complete(userId, request),
        runner: () => ctx.services.runner,
        runOptions: (userId) => ctx.services.runnerSettings.runOptions(userId),
        userProblemsDir,
      }),
      assist: createAssistService({
        repo: repos.assist,
        writings: () => ctx.services.writings,
        complete: (userId, request) => ctx.services.model.complete(userId, request),
        modelName: (userId) => ctx.services.model.config(userId).model ?? '',
        clock,
      }),
      news: createNewsService({ repo: repos.news, writings: () => ctx.services.writings, clock }),
      ideas: createIdeasService({
        reflection: (userId, id) => repos.reflections.get(userId, id),
        attempt: (userId, id) => repos.attempts.get(userId, id),
        problemTitle: (slug) => content.getProblem(slug)?.title,
        writings: () => ctx.services.writings,
      }),
      data: createDataService({
        db: () => db,
        dataDir: paths.dataDir,
        clock,
        latestSchema,
        recovery,
        afterReplace: () => {
          // What lives in memory above the rows: the current profile, and stored track layouts.
          profiles.reload();
          reconcileTrackLayouts(repos.trackLayouts, content.listTracks(), clock.now());
        },
        onFilesImported: ({ tracks, problems }) => {
          // A file that does not load stays where it was copied; the next start lists it under content diagnostics.
          const load = (add: () => unknown, file: string) => {
            try {
              add();
            } catch (err) {
              options.logger?.error(`Imported file ${file} did not load`, err);
            }
          };
          for (const file of tracks) load(() => content.addTrackFile(file), file);
          for (const dir of problems) load(() => content.addProblemDir(dir), dir);
          if (tracks.length > 0) ctx.events.emit('tracks:changed', {});
        },
        onProgress: (progress) => ctx.events.emit('data:backup-progress', progress),
        onRestored: () => ctx.events.emit('data:restored', {}),
        onAutoBackupFailed: (message) =>
          ctx.events.emit('app:notice', { kind: 'error', message: `Automatic backup failed. ${message}` }),
      }),
      exercism: createExercismService({
        content,
        runner: () => ctx.services.runner,
        runOptions: (userId) => ctx.services.runnerSettings.runOptions(userId),
        userProblemsDir,
        scratchDir: paths.runnerDir,
      }),
    },
  };

  const handlers: Handlers = {
    ...systemHandlers(ctx, () => schemaVersion(db)),
    ...profileHandlers(ctx),
    ...writingsHandlers(ctx),
    ...tracksHandlers(ctx),
    ...homeHandlers(ctx),
    ...progressHandlers(ctx),
    ...reflectionsHandlers(ctx),
    ...ingestionHandlers(ctx),
    ...problemsHandlers(ctx),
    ...reviewsHandlers(ctx),
    ...modelHandlers(ctx),
    ...spendHandlers(ctx),
    ...runnerHandlers(ctx),
    ...draftsHandlers(ctx),
    ...assistHandlers(ctx),
    ...newsHandlers(ctx),
    ...ideasHandlers(ctx),
    ...exercismHandlers(ctx),
    ...dataHandlers(ctx),
  };

  const router = createRouter({
    handlers,
    resolveContext: () => ({ userId: profiles.currentId() }),
    logger: options.logger,
  });

  if (options.autoBackup) ctx.services.data.startSchedule();
  return {
    ctx,
    router,
    close: () => {
      ctx.services.data.stop();
      db.close();
    },
  };
}
