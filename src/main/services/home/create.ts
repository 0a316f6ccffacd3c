import type { ContentCatalog } from '../../content/catalog';
import type { Repositories } from '../../db/repositories';
import type { Clock } from '../clock';
import { createReflectionsService } from '../reflections';
import { createTracksService } from '../tracks';
import { createRetentionService } from '../retention';
import { createHomeService } from '.';

/** Builds the daily-flow services (tracks, reflections, home and its picker) for the composition root. */
export function createDailyFlowServices(deps: { repos: Repositories; content: ContentCatalog; clock: Clock }) {
  const { repos, content, clock } = deps;
  const tracks = createTracksService({
    content,
    progress: repos.trackProgress,
    settings: repos.userSettings,
    reflections: repos.reflections,
    optins: repos.companionOptins,
    sectionTimes: repos.sectionTimes,
    retired: repos.trackLayouts,
    clock,
  });
  const reflections = createReflectionsService({
    content,
    reflections: repos.reflections,
    progress: repos.trackProgress,
    settings: repos.userSettings,
    clock,
  });
  const retention = createRetentionService({ repo: repos.retention, content, clock, sectionTimes: repos.sectionTimes });
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
  return { tracks, reflections, home, retention };
}
