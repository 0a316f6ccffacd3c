import path from 'node:path';
import type { ContentCatalog } from './content/catalog';
import type { Repositories } from './db/repositories';
import type { Clock } from './services/clock';
import type { EventBus } from './services/events';
import { createProfileService } from './services/profiles';
import { createSystemService } from './services/system';
import { createWritingsService } from './services/writings';
import { createSpendService, loadPriceFile } from './services/spend';
import { createChatClient, createMemorySecretStore, createModelService, type ChatClient, type SecretStore } from './services/model';
import { createReviewService } from './services/reviews';
import { createRunner, runnerIsolationFromEnv } from './services/runner';
import { createRunnerSettingsService } from './services/runner-settings';
import { createRetentionService } from './services/retention';
import { createDraftsService } from './services/drafts';
import { createReflectionsService } from './services/reflections';
import { createTracksService } from './services/tracks';
import { createHomeService } from './services/home';
import { createProblemsService } from './services/problems';
import { createAssistService, createIdeasService } from './services/assist';
import { createNewsService } from './services/news';
import { createExercismService } from './services/exercism';
import { createIngestionService } from './services/ingestion';
import { createDataService, type Recovery } from './services/data';
import type { Db } from './db/connection';
import { reconcileTrackLayouts } from './services/tracks';

/** What the services are built from: storage, content, time, events, where files go and the host's options. */
export type ServiceInfrastructure = {
  host: 'electron' | 'web';
  version: string;
  repos: Repositories;
  content: ContentCatalog;
  clock: Clock;
  events: EventBus;
  paths: { dataDir: string; databaseFile: string; bundledContentDir: string; userTracksDir: string; runnerDir: string };
  env: Readonly<Record<string, string | undefined>>;
  schemaVersion: () => number;
  /** Where API keys are kept: Electron safeStorage in the app; omitted means environment only. */
  secretStore?: SecretStore;
  /** Tests may swap the model transport; the app uses the openai SDK. */
  chatClient?: ChatClient;
  logger?: { error(message: string, err?: unknown): void };
  /** The open database (backups copy it and restore replaces its rows) and the newest schema this build knows. */
  db: () => Db;
  latestSchema: number;
  /** Set when the database was found damaged at start and moved aside: the app runs on an empty one meanwhile. */
  recovery?: Recovery;
};

/**
 * The one place services are built: each exactly once, in dependency order, and each given the instances it
 * uses (no service looks another up later). A service that needs another is built after it; the order below
 * is the dependency graph read bottom-up. tests/architecture/composition-root.test.ts checks every factory runs once.
 */
export function composeServices(infra: ServiceInfrastructure) {
  const { repos, content, clock, env, paths, logger } = infra;
  // Promoted generated problems and imported Exercism exercises live beside the user's tracks.
  const userProblemsDir = path.join(paths.dataDir, 'problems');

  const profiles = createProfileService({ profiles: repos.profiles, clock });
  const system = createSystemService({
    host: infra.host,
    version: infra.version,
    paths,
    content,
    schemaVersion: infra.schemaVersion,
  });
  const writings = createWritingsService({
    writings: repos.writings,
    userSettings: repos.userSettings,
    clock,
    events: infra.events,
  });

  // Language models: the spend ledger and caps, the gateway, reviews.
  const prices = loadPriceFile(path.join(paths.bundledContentDir, 'model-prices.yaml'));
  if (prices.problem) logger?.error(`model prices: ${prices.problem}`);
  const spend = createSpendService({
    ledger: repos.spendLedger,
    settings: repos.userSettings,
    clock,
    contentPrices: prices.prices,
  });
  const model = createModelService({
    env,
    settings: repos.userSettings,
    secrets: infra.secretStore ?? createMemorySecretStore({ writable: false }),
    spend,
    client: infra.chatClient ?? createChatClient(),
    clock,
  });
  const reviews = createReviewService({
    reviews: repos.reviews,
    attempts: repos.attempts,
    settings: repos.userSettings,
    content,
    model,
    clock,
    logger,
  });

  // The code runner and each profile's toolchain settings.
  const runner = createRunner({
    workDir: paths.runnerDir,
    pythonPath: env.WORKBENCH_PYTHON,
    rustcPath: env.WORKBENCH_RUSTC,
    isolation: runnerIsolationFromEnv(env.WORKBENCH_RUNNER_ISOLATION),
  });
  const runnerSettings = createRunnerSettingsService({ env, settings: repos.userSettings, clock, runner });
  const runOptions = (userId: string) => runnerSettings.runOptions(userId);

  // The daily flow: retention, generated drafts (a track page shows their live reading guides), reflections,
  // tracks, home.
  const retention = createRetentionService({ repo: repos.retention, content, clock, sectionTimes: repos.sectionTimes });
  const drafts = createDraftsService({
    repo: repos.drafts,
    content,
    clock,
    complete: (userId, request) => model.complete(userId, request),
    runner,
    runOptions,
    userProblemsDir,
  });
  const reflections = createReflectionsService({
    content,
    reflections: repos.reflections,
    progress: repos.trackProgress,
    settings: repos.userSettings,
    clock,
  });
  const tracks = createTracksService({
    content,
    progress: repos.trackProgress,
    settings: repos.userSettings,
    reflections: repos.reflections,
    optins: repos.companionOptins,
    sectionTimes: repos.sectionTimes,
    retired: repos.trackLayouts,
    clock,
    reflectionPrompts: reflections,
    readingGuides: drafts,
  });
  const home = createHomeService({
    content,
    evidence: repos.pickerEvidence,
    progress: repos.trackProgress,
    optins: repos.companionOptins,
    reflectionsRepo: repos.reflections,
    tracks,
    reflections,
    retention,
    clock,
  });
  const problems = createProblemsService({
    content,
    // Every stored attempt updates the retention tables in the same transaction.
    attempts: retention.attemptsWithRetention(repos.attempts),
    retention,
    work: repos.problemWork,
    clock,
    runner,
    runOptions,
    reviews,
    logger,
  });

  // Writing: assist, news, ideas.
  const assist = createAssistService({
    repo: repos.assist,
    writings,
    complete: (userId, request) => model.complete(userId, request),
    modelName: (userId) => model.config(userId).model ?? '',
    clock,
  });
  const news = createNewsService({ repo: repos.news, writings, clock });
  const ideas = createIdeasService({
    reflection: (userId, id) => repos.reflections.get(userId, id),
    attempt: (userId, id) => repos.attempts.get(userId, id),
    problemTitle: (slug) => content.getProblem(slug)?.title,
    writings,
  });

  // Content coming in: Exercism exercises and reading-list manifests.
  const exercism = createExercismService({ content, runner, runOptions, userProblemsDir, scratchDir: paths.runnerDir });
  const ingestion = createIngestionService({
    content,
    events: infra.events,
    userTracksDir: paths.userTracksDir,
    trackLayouts: repos.trackLayouts,
    clock,
  });

  // The learner's data as a whole: backups, restore, the start-up recovery, export and import.
  const data = createDataService({
    db: infra.db,
    dataDir: paths.dataDir,
    clock,
    latestSchema: infra.latestSchema,
    recovery: infra.recovery,
    afterReplace: () => {
      // What lives in memory above the rows: the current profile, and stored track layouts.
      profiles.reload();
      reconcileTrackLayouts(repos.trackLayouts, content.listTracks(), clock.now());
    },
    onFilesImported: ({ tracks: trackFiles, problems: problemDirs }) => {
      // A file that does not load stays where it was copied; the next start lists it under content diagnostics.
      const load = (add: () => unknown, file: string) => {
        try {
          add();
        } catch (err) {
          logger?.error(`Imported file ${file} did not load`, err);
        }
      };
      for (const file of trackFiles) load(() => content.addTrackFile(file), file);
      for (const dir of problemDirs) load(() => content.addProblemDir(dir), dir);
      if (trackFiles.length > 0) infra.events.emit('tracks:changed', {});
    },
    onProgress: (progress) => infra.events.emit('data:backup-progress', progress),
    onRestored: () => infra.events.emit('data:restored', {}),
    onAutoBackupFailed: (message) =>
      infra.events.emit('app:notice', { kind: 'error', message: `Automatic backup failed. ${message}` }),
  });

  return {
    data,
    system,
    profiles,
    writings,
    spend,
    model,
    reviews,
    runner,
    runnerSettings,
    retention,
    drafts,
    reflections,
    tracks,
    home,
    problems,
    assist,
    news,
    ideas,
    exercism,
    ingestion,
  };
}

export type Services = ReturnType<typeof composeServices>;
