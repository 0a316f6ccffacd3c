import { isPlausibleSectionTime } from '@shared/domain/section-time';

/**
 * Time calibration (docs/retention.md): for completed track sections, the user's time against
 * the authored duration_min, as a ratio per kind of section, and the personal estimates it gives.
 */
export type SectionTiming = {
  kind: string;
  authoredMin: number;
  startedAt: string | null;
  completedAt: string | null;
  correctedMinutes: number | null;
};

export type TimeRatio = { kind: string; sections: number; ratio: number };

/** Sections of a kind with a known time before that kind gets a personal estimate. */
export const ESTIMATE_MIN_SECTIONS = 2;

/**
 * The minutes a section took: the user's correction if they gave one, else the time from its first start to
 * marking it done (wall-clock, so a section spread over days counts its nights until corrected). Null when the
 * app does not know both ends, or they are out of order.
 */
export function sectionMinutes(t: SectionTiming): number | null {
  if (t.correctedMinutes !== null) return t.correctedMinutes > 0 ? t.correctedMinutes : null;
  if (!t.startedAt || !t.completedAt) return null;
  const ms = Date.parse(t.completedAt) - Date.parse(t.startedAt);
  return Number.isFinite(ms) && ms > 0 ? ms / 60_000 : null;
}

/**
 * The minutes a section contributes to calibration: the learner's own figure (a confirmed time), else the
 * measured time only when it is plausible for the section's authored length. An implausible measure ("0 min"
 * after marking done right after opening) stays out until the learner confirms or corrects it.
 */
export function countedMinutes(t: SectionTiming): number | null {
  if (t.correctedMinutes !== null) return sectionMinutes(t);
  const measured = sectionMinutes(t);
  return measured !== null && isPlausibleSectionTime(measured, t.authoredMin) ? measured : null;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Per kind: the median of (your minutes / authored minutes) over completed sections with a known time. The
 * median, not the sum, so one section left open over a holiday does not decide every estimate.
 */
export function timeRatios(timings: readonly SectionTiming[]): TimeRatio[] {
  const byKind = new Map<string, number[]>();
  for (const t of timings) {
    const minutes = countedMinutes(t);
    if (minutes === null || !(t.authoredMin > 0)) continue;
    const list = byKind.get(t.kind) ?? [];
    list.push(minutes / t.authoredMin);
    byKind.set(t.kind, list);
  }
  return [...byKind.entries()]
    .map(([kind, ratios]) => ({ kind, sections: ratios.length, ratio: Math.round(median(ratios) * 100) / 100 }))
    .sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}

/** Your estimate for a section of a kind, in minutes, or null without enough sections of that kind. */
export function personalMinutes(authoredMin: number, kind: string, ratios: readonly TimeRatio[]): number | null {
  const r = ratios.find((x) => x.kind === kind);
  return r && r.sections >= ESTIMATE_MIN_SECTIONS ? authoredMin * r.ratio : null;
}

/** "about 40 min", "about 1.5 h", "about 9 h": rounded so it does not pretend to precision. */
export function formatEstimate(minutes: number): string {
  if (minutes < 55) return `about ${Math.max(5, Math.round(minutes / 5) * 5)} min`;
  if (minutes < 150) return `about ${(Math.round(minutes / 30) / 2).toString()} h`;
  return `about ${Math.round(minutes / 60)} h`;
}

const KIND_WORDS: Record<string, string> = { external_reading: 'readings', external_exercise: 'exercises' };

/** One plain sentence reading the ratios. */
export function timeSentence(ratios: readonly TimeRatio[]): string {
  const shown = ratios.filter((r) => r.sections > 0);
  if (shown.length === 0)
    return 'No timed sections yet: open a track section from its page or Up next, mark it done, and your time is compared with the authored minutes.';
  const parts = shown.map((r) => {
    const what = KIND_WORDS[r.kind] ?? r.kind;
    const pace =
      r.ratio > 1.1
        ? `${r.ratio.toFixed(1)}x the authored time`
        : r.ratio < 0.9
          ? `${r.ratio.toFixed(1)}x the authored time (faster)`
          : 'about the authored time';
    return `${what} take you ${pace} (median of ${r.sections} section${r.sections === 1 ? '' : 's'})`;
  });
  const enough = shown.some((r) => r.sections >= ESTIMATE_MIN_SECTIONS);
  return (
    `${parts.join('; ').replace(/^./, (c) => c.toUpperCase())}. ` +
    (enough
      ? 'Track pages and Up next show estimates scaled by these ratios.'
      : `Estimates appear after ${ESTIMATE_MIN_SECTIONS} timed sections of a kind.`)
  );
}
