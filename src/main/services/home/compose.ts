import type { AxisEstimate, NextAction, Slot } from '@shared/domain/home';
import type { ActiveTrackView, ReflectionPrompt } from '@shared/domain/track-progress';
import type { AxisId } from '@shared/domain/axes';
import type { AxisWeekRow } from '../../db/repositories/retention-axes';
import { sumAxisWeeks } from '../../db/repositories/axis-week-sums';
import { computeNext, HALF_LIFE_DAYS, rankCandidates, toAction } from '../picker';
import type { PickerInput, ProblemSummary } from '../picker';

/** The picker's full ranking on home is cut here: enough for every problem and a track's open sections. */
const MAX_CANDIDATES = 60;

/**
 * Everything home's answer is computed from, read from the database and the content for one user, one time
 * zone and one day; plain JSON (the browser host keeps it in the data folder, web/kept-home.ts).
 * Every read here depends on the clock only through the local day of `tzOffsetMinutes` and the UTC day
 * (the evidence window, the due cut-off, the day's slots, the due reflections): `validFromMs`..`validUntilMs`
 * is the span of instants where both are the ones it was read on. What changes within a day (the evidence's
 * decay, "tried in the last 24 hours", the reflection prompt's 36 hours, the ages in whys) is left to
 * composeHome, which takes the instant.
 */
export type HomeSnapshot = {
  userId: string;
  tzOffsetMinutes: number;
  validFromMs: number;
  validUntilMs: number;
  picker: Omit<PickerInput, 'today' | 'attempts' | 'derived'>;
  /** The per-axis weekly evidence rows of the window, decayed to the instant by composeHome. */
  axisWeeks: AxisWeekRow[];
  /** One summary per attempted problem (the derived `retention_problems` rows). */
  problemSummaries: Array<ProblemSummary & { problemSlug: string }>;
  dueRedrillCount: number;
  activeTrack: ActiveTrackView | null;
  slots: Slot[];
  dueReflections: number;
  /**
   * Recent section completions in completion order, each with the prompt it would show (null when reflected on,
   * skipped or gone) and the instant until which it is offered; the latest one still offered is home's prompt.
   */
  prompts: Array<{ offeredUntilMs: number; prompt: ReflectionPrompt | null }>;
};

export type HomeAnswer = {
  next: NextAction;
  alternatives: NextAction[];
  candidates: NextAction[];
  active_track: ActiveTrackView | null;
  slots: Slot[];
  estimates: AxisEstimate[];
  reflection_prompt: ReflectionPrompt | null;
  due_reflections: number;
  due_redrills: number;
};

const DAY_MS = 86_400_000;

/** The instants whose local day (for `tzOffsetMinutes`) and UTC day are those of `nowMs`. */
export function dayWindow(nowMs: number, tzOffsetMinutes: number): { fromMs: number; untilMs: number } {
  const shift = tzOffsetMinutes * 60_000;
  const localStart = Math.floor((nowMs - shift) / DAY_MS) * DAY_MS + shift;
  const utcStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return { fromMs: Math.max(localStart, utcStart), untilMs: Math.min(localStart, utcStart) + DAY_MS };
}

/** The picker's input at `nowMs`: the snapshot's reads, with the evidence decayed to that instant. */
export function pickerInputAt(s: HomeSnapshot, nowMs: number): PickerInput {
  const axisSums = new Map(
    sumAxisWeeks(s.axisWeeks, nowMs, HALF_LIFE_DAYS).map((r) => [r.axis as AxisId, { w: r.w, ws: r.ws, n: r.n }]),
  );
  return {
    ...s.picker,
    today: new Date(nowMs),
    attempts: [],
    derived: { axisSums, problems: new Map(s.problemSummaries.map((p) => [p.problemSlug, p])) },
  };
}

/** Home's answer at `nowMs` from a snapshot read on the same day: pure, the same in the app and the host. */
export function composeHome(s: HomeSnapshot, nowMs: number): HomeAnswer {
  const input = pickerInputAt(s, nowMs);
  const picked = computeNext(input);
  const axisTitles = new Map(input.axes.map((a) => [a.id, a.title]));
  // Only the latest completion still within its window asks (as ReflectionsService.pendingPrompt).
  const offered = s.prompts.filter((p) => nowMs <= p.offeredUntilMs);
  return {
    next: picked.next,
    alternatives: picked.alternatives,
    candidates: rankCandidates(input).slice(0, MAX_CANDIDATES).map((c) => toAction(c, axisTitles)),
    active_track: s.activeTrack,
    slots: s.slots,
    estimates: picked.estimates,
    reflection_prompt: offered[offered.length - 1]?.prompt ?? null,
    due_reflections: s.dueReflections,
    due_redrills: s.dueRedrillCount,
  };
}
