import { invalidInput, notFound } from '@shared/errors';
import { flattenSections, sectionCount, type Track } from '@shared/domain/track';
import type { ActiveTrackView, ReflectionPrompt, TrackDetail, TrackSummary } from '@shared/domain/track-progress';
import type { ContentCatalog } from '../../content/catalog';
import type { CompanionOptinsRepository } from '../../db/repositories/companion-optins';
import type { ReflectionsRepository } from '../../db/repositories/reflections';
import type { TrackProgressRepository } from '../../db/repositories/track-progress';
import type { UserSettingsRepository } from '../../db/repositories/user-settings';
import type { SectionTimesRepository } from '../../db/repositories/section-times';
import type { TrackLayoutsRepository } from '../../db/repositories/track-layouts';
import type { Clock } from '../clock';
import { activate, completeSection, normalizeForTotal, type TrackProgress } from './progress';
import { sectionStatus, toActiveTrack, toActiveTrackView, totalMinutes, trackAxes } from './views';

export { reconcileTrackLayouts } from './layouts';
export type { TrackProgress } from './progress';

export type TracksDeps = {
  content: Pick<ContentCatalog, 'listTracks' | 'getTrack' | 'getProblem'>;
  progress: TrackProgressRepository;
  settings: Pick<UserSettingsRepository, 'activeTrackSlug' | 'setActiveTrackSlug'>;
  reflections: Pick<ReflectionsRepository, 'forTrack'>;
  optins: CompanionOptinsRepository;
  clock: Clock;
  /** Section start times and corrections (time calibration); absent: starts are not recorded. */
  sectionTimes?: SectionTimesRepository;
  /** Completed sections a newer version of a track dropped (track layouts remap); absent: none are shown. */
  retired?: Pick<TrackLayoutsRepository, 'retired'>;
  /** The reflection prompt answered after a section is marked done (the reflections service). */
  reflectionPrompts: { promptFor(userId: string, slug: string, idx: number): ReflectionPrompt };
  /** A section's live reading guide (promoted drafts only; a draft never reaches a track page); absent: none. */
  readingGuides?: { liveGuideMarkdown(userId: string, sectionUrl: string): string | null };
};

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** Tracks as the user sees them: the content catalog joined with this user's progress. */
export function createTracksService(deps: TracksDeps) {
  const { content, progress, settings, clock } = deps;

  function mustTrack(slug: string): Track {
    const track = content.getTrack(slug);
    if (!track) throw notFound(`There is no track "${slug}". Open Tracks to see the ones that are loaded.`);
    return track;
  }

  function reflectionMap(userId: string, slug: string): Map<number, string> {
    // A reflection on a section that a newer version of the track dropped sits at a negative position (layouts.ts).
    return new Map(
      deps.reflections
        .forTrack(userId, slug)
        .filter((r) => r.sectionIdx >= 0)
        .map((r) => [r.sectionIdx, r.text]),
    );
  }

  /** The active track and its progress, or null (none set, or its file is no longer loaded). */
  function active(userId: string): { track: Track; progress: TrackProgress } | null {
    const slug = settings.activeTrackSlug(userId);
    const track = slug ? content.getTrack(slug) : undefined;
    if (!slug || !track) return null;
    const stored = progress.get(userId, slug) ?? {
      slug,
      cursor: 0,
      startedAt: clock.now().toISOString(),
      completedSections: [],
    };
    return { track, progress: normalizeForTotal(stored, sectionCount(track)) };
  }

  function activeView(userId: string): ActiveTrackView | null {
    const a = active(userId);
    return a ? toActiveTrackView(a.track, a.progress, reflectionMap(userId, a.track.slug)) : null;
  }

  function summary(userId: string, track: Track, activeSlug: string | null): TrackSummary {
    const p = progress.get(userId, track.slug);
    const total = sectionCount(track);
    return {
      slug: track.slug,
      title: track.title,
      description: track.description,
      source_url: track.source_url,
      chapter_count: track.chapters.length,
      section_count: total,
      total_minutes: totalMinutes(track),
      axes: trackAxes(track),
      is_active: activeSlug === track.slug,
      progress: p
        ? {
            cursor: normalizeForTotal(p, total).cursor,
            completed_count: p.completedSections.filter((i) => i < total).length,
            completed_sections: p.completedSections.filter((i) => i < total),
            started_at: p.startedAt,
          }
        : null,
    };
  }

  return {
    active,
    activeView,

    list(userId: string): { tracks: TrackSummary[]; active_slug: string | null } {
      const activeSlug = active(userId)?.track.slug ?? null;
      const tracks = [...content.listTracks()].sort(
        (a, b) => a.title.localeCompare(b.title) || a.slug.localeCompare(b.slug),
      );
      return { tracks: tracks.map((t) => summary(userId, t, activeSlug)), active_slug: activeSlug };
    },

    get(userId: string, slug: string): TrackDetail {
      const track = mustTrack(slug);
      const activeSlug = active(userId)?.track.slug ?? null;
      const stored = progress.get(userId, slug);
      const p = stored ? normalizeForTotal(stored, sectionCount(track)) : undefined;
      const reflections = reflectionMap(userId, slug);
      const optedIn = new Set(
        deps.optins
          .list(userId)
          .filter((o) => o.trackSlug === slug)
          .map((o) => o.idx),
      );
      const flat = flattenSections(track);
      return {
        ...summary(userId, track, activeSlug),
        body_md: track.body_md,
        chapters: track.chapters.map((chapter, ci) => ({
          title: chapter.title,
          sections: flat
            .filter((s) => s.chapterIndex === ci)
            .map(({ position, section }) => {
              const problem = section.companion_problem ? content.getProblem(section.companion_problem) : undefined;
              const guide = deps.readingGuides?.liveGuideMarkdown(userId, section.url);
              return {
                position,
                title: section.title,
                url: section.url,
                external: isExternal(section.url),
                kind: section.kind,
                duration_min: section.duration_min,
                domain_tags: section.domain_tags,
                axes: section.axes,
                status: sectionStatus(position, p),
                reflection: reflections.get(position) ?? null,
                companion: section.companion_problem
                  ? {
                      problem_slug: section.companion_problem,
                      title: problem?.title ?? section.companion_problem,
                      available: Boolean(problem),
                      opted_in: optedIn.has(position),
                    }
                  : null,
                ...(guide ? { reading_guide_md: guide } : {}),
              };
            }),
        })),
        active_track: p ? toActiveTrack(p, reflections) : null,
        retired_sections: (deps.retired?.retired(userId, slug) ?? []).map((r) => ({
          title: r.title,
          url: r.url,
          completed_at: r.completedAt,
          retired_at: r.retiredAt,
        })),
      };
    },

    activate(userId: string, slug: string): ActiveTrackView {
      const track = mustTrack(slug);
      const now = clock.now();
      const current = settings.activeTrackSlug(userId);
      const stored = progress.get(userId, slug);
      const next = activate({ activeSlug: current, progress: stored ? { [slug]: stored } : {} }, slug, now);
      if (!stored) progress.save(userId, next.progress[slug]!, now);
      settings.setActiveTrackSlug(userId, slug, now);
      return toActiveTrackView(track, next.progress[slug]!, reflectionMap(userId, slug));
    },

    clearActive(userId: string): { previous: string | null } {
      const previous = settings.activeTrackSlug(userId);
      if (previous !== null) settings.setActiveTrackSlug(userId, null, clock.now());
      return { previous };
    },

    /**
     * Marks a section done (idempotent) and answers what the page shows next: the progress, whether the track is
     * the active one, the reflection prompt for that section and the companion problem the user opted into.
     * `minutes`, when the learner gives how long it took, is kept as their figure (a confirmed time); without it the
     * measured time is used, and only if it is plausible (section-time.ts).
     */
    completeSection(userId: string, slug: string, idx: number, minutes?: number) {
      const track = mustTrack(slug);
      const flat = flattenSections(track);
      const at = flat[idx];
      if (!at) {
        throw invalidInput(
          `"${track.title}" has ${flat.length} sections, numbered 0 to ${flat.length - 1}; there is no section ${idx}.`,
        );
      }
      const now = clock.now();
      const outcome = completeSection(progress.get(userId, slug), slug, idx, flat.length, now);
      if (outcome.changed) progress.save(userId, outcome.progress, now, idx);
      if (minutes !== undefined && deps.sectionTimes) deps.sectionTimes.correct(userId, slug, idx, minutes);
      const optedIn = deps.optins.list(userId).some((o) => o.trackSlug === slug && o.idx === idx);
      const problem =
        at.section.companion_problem && optedIn ? content.getProblem(at.section.companion_problem) : undefined;
      const reflections = reflectionMap(userId, slug);
      return {
        progress: toActiveTrack(outcome.progress, reflections),
        is_active: settings.activeTrackSlug(userId) === slug,
        changed: outcome.changed,
        exhausted: outcome.exhausted,
        reflection_prompt: deps.reflectionPrompts.promptFor(userId, slug, idx),
        companion_offer: problem
          ? { problem_slug: problem.slug, title: problem.title, url: `/problem/${problem.slug}` }
          : null,
      };
    },

    /**
     * Records that the user started a section (opened it from the track page or Up next). Only the first start
     * counts, so the time to "done" is measured from it (time calibration).
     */
    startSection(userId: string, slug: string, idx: number): { started_at: string } {
      const track = mustTrack(slug);
      if (!flattenSections(track)[idx]) throw invalidInput(`"${track.title}" has no section ${idx}; sections are numbered from 0.`);
      if (!deps.sectionTimes) throw invalidInput('Section start times are not recorded in this build.');
      return { started_at: deps.sectionTimes.start(userId, slug, idx, clock.now().toISOString()) };
    },

    /** The user's own figure for how long a completed section took (null takes it back). */
    correctSectionTime(userId: string, slug: string, idx: number, minutes: number | null): { minutes: number | null } {
      const track = mustTrack(slug);
      const at = flattenSections(track)[idx];
      if (!at) throw invalidInput(`"${track.title}" has no section ${idx}; sections are numbered from 0.`);
      if (!deps.sectionTimes) throw invalidInput('Section times are not recorded in this build.');
      const done = progress.get(userId, slug)?.completedSections.includes(idx) ?? false;
      if (!done) throw invalidInput(`Mark "${at.section.title}" done first; then you can correct how long it took.`);
      deps.sectionTimes.correct(userId, slug, idx, minutes);
      return { minutes };
    },

    setCompanion(userId: string, slug: string, idx: number, optedIn: boolean) {
      const track = mustTrack(slug);
      const at = flattenSections(track)[idx];
      if (!at) throw invalidInput(`"${track.title}" has no section ${idx}; sections are numbered from 0.`);
      if (!at.section.companion_problem) {
        throw invalidInput(`Section ${idx + 1} ("${at.section.title}") has no companion problem to opt in to.`);
      }
      deps.optins.set(userId, slug, idx, optedIn, clock.now());
      return { slug, idx, opted_in: optedIn };
    },

    /** Withdraws every opt-in whose section names this companion problem: skipped from home, remembered. */
    skipCompanion(userId: string, problemSlug: string) {
      const now = clock.now();
      let skipped = 0;
      for (const o of deps.optins.list(userId)) {
        const track = content.getTrack(o.trackSlug);
        const section = track ? flattenSections(track)[o.idx]?.section : undefined;
        if (section?.companion_problem !== problemSlug) continue;
        deps.optins.set(userId, o.trackSlug, o.idx, false, now);
        skipped += 1;
      }
      if (skipped === 0) {
        throw notFound(`"${problemSlug}" is not a companion problem you opted in to, so there is nothing to skip.`);
      }
      return { problem_slug: problemSlug, skipped };
    },
  };
}
export type TracksService = ReturnType<typeof createTracksService>;
