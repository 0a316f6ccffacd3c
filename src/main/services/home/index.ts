import { flattenSections } from '@shared/domain/track';
import type { ContentCatalog } from '../../content/catalog';
import type { CompanionOptinsRepository } from '../../db/repositories/companion-optins';
import type { PickerEvidenceRepository } from '../../db/repositories/picker-evidence';
import type { ReflectionsRepository } from '../../db/repositories/reflections';
import type { TrackProgressRepository } from '../../db/repositories/track-progress';
import type { Clock } from '../clock';
import { EVIDENCE_WINDOW_DAYS } from '../picker';
import type { CompanionEvidence, PickerInput, ReadingCandidate } from '../picker';
import { PROMPT_WINDOW_MS, type ReflectionsService } from '../reflections';
import type { TracksService } from '../tracks';
import type { RetentionService } from '../retention';
import { utcDay } from '../retention';
import { localDayStart } from '../local-day';
import { buildSlots } from './slots';
import { composeHome, dayWindow, pickerInputAt, type HomeAnswer, type HomeSnapshot } from './compose';

export type HomeDeps = {
  content: Pick<ContentCatalog, 'axes' | 'listTracks' | 'getTrack' | 'listProblems'>;
  evidence: PickerEvidenceRepository;
  progress: TrackProgressRepository;
  optins: CompanionOptinsRepository;
  reflectionsRepo: Pick<ReflectionsRepository, 'activitySince'>;
  tracks: TracksService;
  reflections: Pick<ReflectionsService, 'due' | 'promptCandidates'>;
  retention: Pick<RetentionService, 'homeEvidence' | 'attemptsSince'>;
  clock: Clock;
};

/** Home offers at most this many due re-drills by name (the count covers all of them). */
const REDRILL_LIMIT = 20;
const DAY_MS = 86_400_000;

/**
 * Gathers the picker's inputs for one user and day (`snapshot`), and answers home from them at an instant
 * (`composeHome`, pure: the browser host answers a returning start from a kept snapshot with the same function).
 */
export function createHomeService(deps: HomeDeps) {
  const { content, evidence, progress, clock } = deps;

  /** Everything home reads for `userId` on the day of `now` (local for `tzOffsetMinutes`, and UTC). */
  function snapshot(userId: string, tzOffsetMinutes: number, now: Date = clock.now()): HomeSnapshot {
    const window = dayWindow(now.getTime(), tzOffsetMinutes);
    const activeTrack = deps.tracks.active(userId);
    const allProgress = new Map(progress.list(userId).map((p) => [p.slug, p]));
    const readings: ReadingCandidate[] = [];
    for (const track of content.listTracks()) {
      const done = new Set(allProgress.get(track.slug)?.completedSections ?? []);
      for (const { position, section } of flattenSections(track)) {
        if (done.has(position)) continue;
        readings.push({
          trackSlug: track.slug,
          trackTitle: track.title,
          position,
          title: section.title,
          url: section.url,
          axes: section.axes,
          durationMin: section.duration_min,
        });
      }
    }
    const completedAt = new Map(progress.completions(userId).map((c) => [`${c.trackSlug}:${c.idx}`, c.completedAt]));
    const companions: CompanionEvidence[] = [];
    for (const o of deps.optins.list(userId)) {
      const at = completedAt.get(`${o.trackSlug}:${o.idx}`);
      const track = content.getTrack(o.trackSlug);
      const section = track ? flattenSections(track)[o.idx]?.section : undefined;
      if (!at || !track || !section?.companion_problem) continue;
      companions.push({ trackTitle: track.title, sectionTitle: section.title, problemSlug: section.companion_problem, completedAt: at });
    }
    const dayStart = localDayStart(now, tzOffsetMinutes);
    // Bounded reads: per-axis weekly rows over the window, one row per attempted problem and the
    // first due re-drills, from the derived tables, instead of every attempt.
    const derived = deps.retention.homeEvidence(
      userId,
      utcDay(new Date(now.getTime() - EVIDENCE_WINDOW_DAYS * DAY_MS).toISOString()),
      new Date(dayStart.getTime() + DAY_MS).toISOString(),
      REDRILL_LIMIT,
    );
    const summaries = new Map(derived.problems.map((p) => [p.problemSlug, p]));
    const dueRedrills = derived.due.map((d) => ({
      problemSlug: d.problemSlug,
      due: d.due,
      lastAt: d.lastReview,
      lastRating: d.lastRating,
      lastPassed: summaries.get(d.problemSlug)?.lastPassed ?? false,
      reps: d.reps,
    }));
    const dueReflections = deps.reflections.due(userId, tzOffsetMinutes).map((r) => ({
      id: r.id,
      sectionTitle: r.section_title,
      trackTitle: r.track_title,
      dueDay: r.due_day,
      daysSince: r.days_since,
    }));
    const since = dayStart.toISOString();
    return {
      userId,
      tzOffsetMinutes,
      validFromMs: window.fromMs,
      validUntilMs: window.untilMs,
      picker: {
        settings: { activeTrack },
        axes: content.axes.map((a) => ({ id: a.id, title: a.title })),
        // What the picker reads of a problem (PickerProblem), not its statement and files.
        problems: content.listProblems().map((p) => ({ slug: p.slug, title: p.title, axes: p.axes, difficulty: p.difficulty })),
        readings,
        writings: evidence.writings(userId),
        dueReflections,
        companions,
        dueRedrills,
      },
      axisWeeks: derived.axisWeeks,
      problemSummaries: derived.problems,
      dueRedrillCount: derived.dueCount,
      activeTrack: deps.tracks.activeView(userId),
      slots: buildSlots(
        {
          attempts: deps.retention.attemptsSince(userId, since),
          sections: progress.completionsSince(userId, since),
          writings: evidence.writingsTouchedSince(userId, since),
          reflections: deps.reflectionsRepo.activitySince(userId, since),
        },
        dueReflections.length,
      ),
      dueReflections: dueReflections.length,
      prompts: deps.reflections.promptCandidates(userId, window.fromMs - PROMPT_WINDOW_MS),
    };
  }

  return {
    snapshot,
    /** The picker's input now (tests and the picker's benchmark rank it themselves). */
    pickerInput(userId: string, tzOffsetMinutes: number): PickerInput {
      const now = clock.now();
      return pickerInputAt(snapshot(userId, tzOffsetMinutes, now), now.getTime());
    },
    get(userId: string, tzOffsetMinutes = 0): HomeAnswer {
      const now = clock.now();
      return composeHome(snapshot(userId, tzOffsetMinutes, now), now.getTime());
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
export { composeHome, dayWindow, type HomeAnswer, type HomeSnapshot } from './compose';
