import type { Db } from './db/connection';
import type { Repositories } from './db/repositories';
import type { ContentCatalog } from './content/catalog';
import type { Clock } from './services/clock';
import type { EventBus } from './services/events';
import type { ProfileService } from './services/profiles';
import type { WritingsService } from './services/writings';
import type { TracksService } from './services/tracks';
import type { ReflectionsService } from './services/reflections';
import type { HomeService } from './services/home';
import type { RetentionService } from './services/retention';
import type { LanguageModelServices } from './services/model/create';
import type { Runner } from './services/runner';
import type { RunnerSettingsService } from './services/runner/settings';
import type { ProblemsService } from './services/problems';
import type { DraftsService } from './services/drafts';
import type { AssistService } from './services/assist';
import type { NewsService } from './services/news';
import type { IdeasService } from './services/assist';
import type { ExercismService } from './services/exercism';
import type { DataService } from './services/data';

export type AppPaths = {
  dataDir: string;
  databaseFile: string;
  bundledContentDir: string;
  userTracksDir: string;
  /** Scratch space for the code runner and its binary cache. */
  runnerDir: string;
};

/**
 * Everything handlers may use. Built once in bootstrap.ts (the one composition root) and passed to each
 * domain's handler factory. Services here are plain TypeScript and run under jest without Electron.
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
  services: {
    profiles: ProfileService;
    writings: WritingsService;
    tracks: TracksService;
    reflections: ReflectionsService;
    home: HomeService;
    /** Spaced re-drills, calibration and the derived tables home reads (issue 19). */
    retention: RetentionService;
    /** Language models: gateway + settings, spend ledger and caps, reviews (ARCHITECTURE.md section 7). */
    model: LanguageModelServices['model'];
    spend: LanguageModelServices['spend'];
    reviews: LanguageModelServices['reviews'];
    /** Runs learner code against a problem's tests (services/runner, ARCHITECTURE.md section 8). */
    runner: Runner;
    /** Each user's interpreter and compiler paths and run budget (Settings → Code runner). */
    runnerSettings: RunnerSettingsService;
    problems: ProblemsService;
    /** Generated content drafts and their promotion (issue 16). */
    drafts: DraftsService;
    /** Writing assist under guardrails, its audit trail and provenance (issue 15). */
    assist: AssistService;
    /** News feeds and items, Draft a response (issue 15). */
    news: NewsService;
    /** Writing ideas from the user's reflections and attempts (issue 15 item 2). */
    ideas: IdeasService;
    /** Importing Exercism exercises from the Problems screen (issue 18). */
    exercism: ExercismService;
    /** Backups, restore, the start-up recovery state, export and import (Settings > Data). */
    data: DataService;
  };
};
