import { notFound } from '@shared/errors';
import type { TimeEstimates } from '@shared/domain/progress';
import { isPlausibleSectionTime } from '@shared/domain/section-time';
import { flattenSections, type Track } from '@shared/domain/track';
import type { SectionTimesRepository } from '../../db/repositories/section-times';
import type { Clock } from '../clock';
import {
  countedMinutes,
  formatEstimate,
  personalMinutes,
  sectionMinutes,
  timeRatios,
  type SectionTiming,
} from './time-calibration';

const roundMinutes = (m: number | null) => (m === null ? null : Math.round(m));

/** Time calibration's reads (docs/retention.md): the timed sections, and one track's personal estimates. */
export function createTimeEstimates(deps: {
  content: { getTrack?(slug: string): Track | undefined };
  clock: Clock;
  sectionTimes?: Pick<SectionTimesRepository, 'list'>;
}) {
  const { content } = deps;
  /** Every section the app has timing facts for, with its kind and authored minutes from the loaded track. */
  function timings(userId: string): Array<SectionTiming & { trackSlug: string; idx: number }> {
    const rows = deps.sectionTimes?.list(userId) ?? [];
    const flat = new Map<string, ReturnType<typeof flattenSections>>();
    const out: Array<SectionTiming & { trackSlug: string; idx: number }> = [];
    for (const r of rows) {
      if (!flat.has(r.trackSlug)) {
        const track = content.getTrack?.(r.trackSlug);
        flat.set(r.trackSlug, track ? flattenSections(track) : []);
      }
      const section = flat.get(r.trackSlug)![r.idx]?.section;
      if (!section) continue; // a section the loaded version of the track no longer has
      out.push({ ...r, kind: section.kind, authoredMin: section.duration_min });
    }
    return out;
  }

  /** Personal estimates for one track's sections (the track page and Up next): main scales, the UI shows. */
  function timeEstimates(userId: string, trackSlug: string): TimeEstimates {
    const track = content.getTrack?.(trackSlug);
    if (!track) throw notFound(`There is no track "${trackSlug}". Open Tracks to see the ones that are loaded.`);
    const all = timings(userId);
    const ratios = timeRatios(all);
    const mine = new Map(all.filter((t) => t.trackSlug === trackSlug).map((t) => [t.idx, t]));
    const now = deps.clock.now().getTime();
    let authoredTotal = 0;
    let personalTotal = 0;
    let allKnown = true;
    const sections = flattenSections(track).map(({ position, section }) => {
      const personal = personalMinutes(section.duration_min, section.kind, ratios);
      const t = mine.get(position);
      const elapsed =
        t?.startedAt && !t.completedAt ? Math.max(0, Math.round((now - Date.parse(t.startedAt)) / 60_000)) : null;
      authoredTotal += section.duration_min;
      if (personal === null) allKnown = false;
      else personalTotal += personal;
      return {
        position,
        kind: section.kind,
        authored_min: section.duration_min,
        personal_min: personal === null ? null : Math.round(personal),
        label: personal === null ? null : `${formatEstimate(personal)} for you`,
        started_at: t?.startedAt ?? null,
        elapsed_min: elapsed,
        suggested_min: elapsed !== null && isPlausibleSectionTime(elapsed, section.duration_min) ? elapsed : null,
        took_min: t && t.completedAt ? roundMinutes(sectionMinutes(t)) : null,
        corrected: t?.correctedMinutes != null,
        counted: Boolean(t?.completedAt) && countedMinutes(t!) !== null,
      };
    });
    return {
      track_slug: trackSlug,
      ratios,
      sections,
      authored_total_min: authoredTotal,
      personal_total_min: allKnown ? Math.round(personalTotal) : null,
      personal_total_label: allKnown ? `${formatEstimate(personalTotal)} for you` : null,
    };
  }


  return { timings, timeEstimates };
}
