import { invalidInput, notFound } from '@shared/errors';
import { flattenSections, type Track } from '@shared/domain/track';
import type { DueReflection, Reflection, StillHolds } from '@shared/domain/reflection';
import type { ReflectionPrompt } from '@shared/domain/track-progress';
import type { ContentCatalog } from '../../content/catalog';
import type { ReflectionAnswerRow, ReflectionRow, ReflectionsRepository } from '../../db/repositories/reflections';
import type { TrackProgressRepository } from '../../db/repositories/track-progress';
import { SKIPPED_REFLECTIONS_PREFERENCE, type UserSettingsRepository } from '../../db/repositories/user-settings';
import type { Clock } from '../clock';
import { calendarDaysBetween } from '../local-day';
import { dueReview } from './schedule';

const SKIPS_KEY = SKIPPED_REFLECTIONS_PREFERENCE;
/** Enough to cover every section of several long tracks; older skips no longer matter for the prompt. */
const MAX_SKIPS = 500;
const DEFAULT_PROMPT = 'What was the key insight of this section, in a sentence or two of your own words?';
/** The prompt after a section stays on home for this long if neither answered nor skipped. */
const PROMPT_WINDOW_MS = 36 * 3_600_000;

export type ReflectionsDeps = {
  content: Pick<ContentCatalog, 'getTrack'>;
  reflections: ReflectionsRepository;
  progress: Pick<TrackProgressRepository, 'completions'>;
  settings: Pick<UserSettingsRepository, 'getPreference' | 'setPreference'>;
  clock: Clock;
};

export function createReflectionsService(deps: ReflectionsDeps) {
  const { content, reflections, clock } = deps;

  function section(slug: string, idx: number): { track: Track; title: string; prompt: string } {
    const track = content.getTrack(slug);
    if (!track) throw notFound(`There is no track "${slug}". Open Tracks to see the ones that are loaded.`);
    const at = flattenSections(track)[idx];
    if (!at) throw invalidInput(`"${track.title}" has no section ${idx}; sections are numbered from 0.`);
    return { track, title: at.section.title, prompt: at.section.reflection_prompt ?? DEFAULT_PROMPT };
  }

  function answersBy(userId: string): Map<string, ReflectionAnswerRow[]> {
    const map = new Map<string, ReflectionAnswerRow[]>();
    for (const a of reflections.answers(userId)) map.set(a.reflectionId, [...(map.get(a.reflectionId) ?? []), a]);
    return map;
  }

  function view(row: ReflectionRow, answers: readonly ReflectionAnswerRow[]): Reflection {
    return {
      id: row.id,
      track_slug: row.trackSlug,
      track_title: content.getTrack(row.trackSlug)?.title ?? row.trackSlug,
      section_idx: row.sectionIdx,
      section_title: row.sectionTitle,
      text: row.text,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      answers: answers.map((a) => ({
        due_day: a.dueDay,
        still_holds: a.stillHolds,
        would_change: a.wouldChange,
        answered_at: a.answeredAt,
      })),
    };
  }

  const skips = (userId: string): string[] => deps.settings.getPreference<string[]>(userId, SKIPS_KEY) ?? [];

  function due(userId: string, tzOffsetMinutes = 0): DueReflection[] {
    const now = clock.now();
    const answers = answersBy(userId);
    const out: DueReflection[] = [];
    for (const row of reflections.list(userId)) {
      const mine = answers.get(row.id) ?? [];
      const daysSince = calendarDaysBetween(row.createdAt, now, tzOffsetMinutes);
      const dueDay = dueReview(daysSince, mine.map((a) => a.dueDay));
      if (dueDay !== null) out.push({ ...view(row, mine), due_day: dueDay, days_since: daysSince });
    }
    // Oldest first: the one waiting longest is the one most at risk of being forgotten.
    return out.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  }

  function promptFor(userId: string, slug: string, idx: number): ReflectionPrompt {
    const s = section(slug, idx);
    return {
      slug,
      idx,
      section_title: s.title,
      prompt: s.prompt,
      existing_text: reflections.forSection(userId, slug, idx)?.text ?? null,
    };
  }

  return {
    due,
    promptFor,

    list: (userId: string): Reflection[] => {
      const answers = answersBy(userId);
      return reflections.list(userId).map((r) => view(r, answers.get(r.id) ?? []));
    },

    save(userId: string, slug: string, idx: number, text: string): Reflection {
      const s = section(slug, idx);
      const row = reflections.save(userId, { slug, idx, title: s.title, text }, clock.now());
      return view(row, answersBy(userId).get(row.id) ?? []);
    },

    skip(userId: string, slug: string, idx: number): void {
      section(slug, idx);
      const key = `${slug}:${idx}`;
      const next = [...skips(userId).filter((k) => k !== key), key].slice(-MAX_SKIPS);
      deps.settings.setPreference(userId, SKIPS_KEY, next, clock.now());
    },

    answer(
      userId: string,
      id: string,
      input: { dueDay: number; stillHolds: StillHolds; wouldChange: string },
      tzOffsetMinutes = 0,
    ): Reflection {
      const row = reflections.get(userId, id);
      if (!row) throw notFound('That reflection does not exist (it may belong to another profile).');
      const daysSince = calendarDaysBetween(row.createdAt, clock.now(), tzOffsetMinutes);
      if (input.dueDay > daysSince) {
        throw invalidInput(
          `This reflection is not due for its day-${input.dueDay} review yet (it was written ${daysSince === 0 ? 'today' : `${daysSince} day(s) ago`}). Come back then.`,
        );
      }
      reflections.answer(userId, id, input, clock.now());
      return view(row, answersBy(userId).get(id) ?? []);
    },

    /**
     * The reflection prompt home shows after a section: the most recent completion (within a day and a
     * half), if it has neither a reflection nor a skip.
     */
    pendingPrompt(userId: string): ReflectionPrompt | null {
      const now = clock.now().getTime();
      const skipped = new Set(skips(userId));
      const recent = deps.progress
        .completions(userId)
        .filter((c) => now - Date.parse(c.completedAt) <= PROMPT_WINDOW_MS)
        .reverse();
      // Only the latest section asks: a backlog of prompts would turn an invitation into homework.
      const c = recent[0];
      if (!c || skipped.has(`${c.trackSlug}:${c.idx}`) || reflections.forSection(userId, c.trackSlug, c.idx)) return null;
      const track = content.getTrack(c.trackSlug);
      if (!track || !flattenSections(track)[c.idx]) return null;
      return promptFor(userId, c.trackSlug, c.idx);
    },
  };
}
export type ReflectionsService = ReturnType<typeof createReflectionsService>;
