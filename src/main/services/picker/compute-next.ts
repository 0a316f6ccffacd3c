import type { AxisId } from '@shared/domain/axes';
import { flattenSections } from '@shared/domain/track';
import type { NextAction } from '@shared/domain/home';
import { allCandidates, rank, type Scored } from './candidates';
import { estimateAxes, focusAxes } from './estimate';
import { explain } from './why';
import type { PickerInput, PickerOutput, PickerProblem } from './types';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * picker rule 1: the active track's section at the cursor, with a `why` naming the track, the
 * chapter and the section position. Returns null when no track is active or the cursor is past the end
 * (rule 2: the track branch yields nothing).
 */
export function trackBranch(input: PickerInput): NextAction | null {
  const active = input.settings.activeTrack;
  if (!active) return null;
  const sections = flattenSections(active.track);
  const at = sections[active.progress.cursor];
  if (!at) return null;
  const chapter = active.track.chapters[at.chapterIndex]!;
  const total = sections.length;
  return {
    kind: 'track_section',
    url: at.section.url,
    why:
      // The chapter by its own title only: ARENA's titles carry their own numbers ("Chapter 0: Fundamentals"),
      // and ours beside them ("chapter 1 of 5") contradicted them.
      `Next in your track "${active.track.title}": section ${at.position + 1} of ${total}, ` +
      `in "${chapter.title}" (part ${at.sectionIndex + 1} of ${chapter.sections.length}). ` +
      'While a track is active it leads; clear it to get picks by your weakest axes.',
    title: at.section.title,
    external: isExternal(at.section.url),
    axis: at.section.axes[0] ?? null,
    duration_min: at.section.duration_min,
    track: {
      slug: active.track.slug,
      title: active.track.title,
      position: at.position,
      total,
      chapter_title: chapter.title,
      chapter_number: at.chapterIndex + 1,
      chapter_count: active.track.chapters.length,
    },
  };
}

/** Whether the user submitted the problem at or after `sinceIso` (from the derived facts when home has them). */
function attemptedSince(input: PickerInput, slug: string, sinceIso: string): boolean {
  if (input.derived) {
    const last = input.derived.problems.get(slug)?.lastAt;
    return last !== undefined && last >= sinceIso;
  }
  return input.attempts.some((a) => a.problemSlug === slug && a.createdAt >= sinceIso);
}

/** Per-axis stats from the derived per-day sums when present, else from the attempts. */
function axisStats(input: PickerInput, problems: ReadonlyMap<string, PickerProblem>) {
  const ids = input.axes.map((a) => a.id);
  if (input.derived) {
    return estimateAxes(input.today, ids, problems, [], input.writings, input.derived.axisSums);
  }
  return estimateAxes(input.today, ids, problems, input.attempts, input.writings);
}

/**
 * An opted-in companion problem follows its reading ("Tracks" in docs/product.md) until the user has
 * submitted an attempt on it after finishing the section. The most recently finished section wins.
 */
export function companionBranch(input: PickerInput, problems: ReadonlyMap<string, PickerProblem>): NextAction | null {
  const open = input.companions
    .filter((c) => problems.has(c.problemSlug))
    .filter((c) => !attemptedSince(input, c.problemSlug, c.completedAt))
    .sort((a, b) =>
      a.completedAt < b.completedAt ? 1 : a.completedAt > b.completedAt ? -1 : a.problemSlug < b.problemSlug ? -1 : 1,
    );
  const pick = open[0];
  if (!pick) return null;
  const problem = problems.get(pick.problemSlug)!;
  return {
    kind: 'companion_problem',
    url: `/problem/${problem.slug}`,
    why: `You opted in to a companion problem for "${pick.sectionTitle}" (${pick.trackTitle}). Practise it while the reading is fresh; the track continues after your first submission.`,
    title: problem.title,
    external: false,
    axis: problem.axes[0] ?? null,
    duration_min: null,
    track: null,
  };
}

export function toAction(c: Scored, axisTitles: ReadonlyMap<AxisId, string>): NextAction {
  return {
    kind: c.kind,
    url: c.url,
    why: explain(c, axisTitles),
    title: c.title,
    external: isExternal(c.url),
    axis: c.axis,
    duration_min: c.durationMin,
    track: null,
  };
}

const NOTHING: NextAction = {
  kind: 'none',
  url: '/tracks',
  why: 'There is nothing to pick from yet: no problems, track sections, reflections or pieces in progress. Activate or import a track, or add problems, and the picker will start choosing.',
  title: 'Nothing to pick yet',
  external: false,
  axis: null,
  duration_min: null,
  track: null,
};

/**
 * compute_next(today, settings, evidence): pure and deterministic. Companion problem first (the user asked
 * for it), then the active track's cursor, then the axis-fit picker over every candidate.
 */
export function computeNext(input: PickerInput): PickerOutput {
  const problems = new Map(input.problems.map((p) => [p.slug, p]));
  const axisTitles = new Map(input.axes.map((a) => [a.id, a.title]));
  const stats = axisStats(input, problems);
  const focus = focusAxes(stats).map((s) => s.axis);
  const estimates = stats.map((s) => ({
    axis: s.axis,
    title: axisTitles.get(s.axis) ?? s.axis,
    estimate: s.estimate,
    evidence: s.evidence,
    attempts: s.attempts,
    focus: focus.includes(s.axis),
  }));

  const ranked = rank(allCandidates(input, new Map(stats.map((s) => [s.axis, s])), focus));
  const fixed = companionBranch(input, problems) ?? trackBranch(input);
  const actions = ranked.slice(0, fixed ? 3 : 4).map((c) => toAction(c, axisTitles));
  const next = fixed ?? actions.shift() ?? NOTHING;
  return { next, alternatives: actions.slice(0, 3), estimates };
}

/** The spec's name for the picker. */
export const compute_next = computeNext;

/** The full ranking (for tests and the benchmark): where each candidate landed and why. */
export function rankCandidates(input: PickerInput): Scored[] {
  const problems = new Map(input.problems.map((p) => [p.slug, p]));
  const stats = axisStats(input, problems);
  const focus = focusAxes(stats).map((s) => s.axis);
  return rank(allCandidates(input, new Map(stats.map((s) => [s.axis, s])), focus));
}
