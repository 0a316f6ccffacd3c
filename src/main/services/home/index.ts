import { flattenSections } from '@shared/domain/track';
import type { ContentCatalog } from '../../content/catalog';
import type { CompanionOptinsRepository } from '../../db/repositories/companion-optins';
import type { PickerEvidenceRepository } from '../../db/repositories/picker-evidence';
import type { ReflectionsRepository } from '../../db/repositories/reflections';
import type { TrackProgressRepository } from '../../db/repositories/track-progress';
import type { Clock } from '../clock';
import { computeNext, rankCandidates, toAction } from '../picker';
import { EVIDENCE_WINDOW_DAYS } from '../picker';
import type { CompanionEvidence, PickerInput, ReadingCandidate } from '../picker';
import type { ReflectionsService } from '../reflections';
import type { TracksService } from '../tracks';
import type { RetentionService } from '../retention';
import { utcDay } from '../retention';
import { localDayStart } from '../local-day';
import { buildSlots } from './slots';

export type HomeDeps = {
  content: Pick<ContentCatalog, 'axes' | 'listTracks' | 'getTrack' | 'listProblems'>;
  evidence: PickerEvidenceRepository;
  progress: TrackProgressRepository;
  optins: CompanionOptinsRepository;
  reflectionsRepo: Pick<ReflectionsRepository, 'activitySince'>;
  tracks: TracksService;
  reflections: ReflectionsService;
  retention: Pick<RetentionService, 'homeEvidence' | 'attemptsSince'>;
  clock: Clock;
};

/** Home offers at most this many due re-drills by name (the count covers all of them). */
const REDRILL_LIMIT = 20;
const DAY_MS = 86_400_000;

/** The picker's full ranking on home is cut here: enough for every problem and a track's open sections. */
const MAX_CANDIDATES = 60;

/** Gathers the picker's inputs for one user and day; `computeNext` itself stays pure. */
export function createHomeService(deps: HomeDeps) {
  const { content, evidence, progress, clock } = deps;

  function pickerInput(userId: string, tzOffsetMinutes: number): PickerInput & { dueRedrillCount: number } {
    const today = clock.now();
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
    // Bounded reads: per-axis sums by day over the window, one row per attempted problem and the
    // first due re-drills, from the derived tables, instead of every attempt.
    const derived = deps.retention.homeEvidence(
      userId,
      utcDay(new Date(today.getTime() - EVIDENCE_WINDOW_DAYS * DAY_MS).toISOString()),
      new Date(localDayStart(today, tzOffsetMinutes).getTime() + DAY_MS).toISOString(),
      REDRILL_LIMIT,
    );
    const dueRedrills = derived.due.map((d) => {
      const facts = derived.problems.get(d.problemSlug);
      return {
        problemSlug: d.problemSlug,
        due: d.due,
        lastAt: d.lastReview,
        lastRating: d.lastRating,
        lastPassed: facts?.lastPassed ?? false,
        reps: d.reps,
      };
    });
    return {
      today,
      settings: { activeTrack },
      axes: content.axes,
      problems: content.listProblems(),
      attempts: [],
      derived: { axisSums: derived.axisSums, problems: derived.problems },
      dueRedrills,
      dueRedrillCount: derived.dueCount,
      readings,
      writings: evidence.writings(userId),
      dueReflections: deps.reflections.due(userId, tzOffsetMinutes).map((r) => ({
        id: r.id,
        sectionTitle: r.section_title,
        trackTitle: r.track_title,
        dueDay: r.due_day,
        daysSince: r.days_since,
      })),
      companions,
    };
  }

  return {
    pickerInput,
    get(userId: string, tzOffsetMinutes = 0) {
      const input = pickerInput(userId, tzOffsetMinutes);
      const picked = computeNext(input);
      const axisTitles = new Map(content.axes.map((a) => [a.id, a.title]));
      const since = localDayStart(clock.now(), tzOffsetMinutes).toISOString();
      const slots = buildSlots(
        {
          attempts: deps.retention.attemptsSince(userId, since),
          sections: progress.completionsSince(userId, since),
          writings: evidence.writingsTouchedSince(userId, since),
          reflections: deps.reflectionsRepo.activitySince(userId, since),
        },
        input.dueReflections.length,
      );
      const view = deps.tracks.activeView(userId);
      return {
        next: picked.next,
        alternatives: picked.alternatives,
        candidates: rankCandidates(input).slice(0, MAX_CANDIDATES).map((c) => toAction(c, axisTitles)),
        active_track: view,
        slots,
        estimates: picked.estimates,
        reflection_prompt: deps.reflections.pendingPrompt(userId),
        due_reflections: input.dueReflections.length,
        due_redrills: input.dueRedrillCount,
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
