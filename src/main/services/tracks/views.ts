import { flattenSections, sectionCount, type Track } from '@shared/domain/track';
import type { AxisId } from '@shared/domain/axes';
import type { ActiveTrack, ActiveTrackView, SectionStatus } from '@shared/domain/track-progress';
import { normalizeForTotal, type TrackProgress } from './progress';

/** The spec's `active_track` record: slug, cursor, started_at, completed_sections, section_reflections. */
export function toActiveTrack(progress: TrackProgress, reflections: ReadonlyMap<number, string>): ActiveTrack {
  return {
    slug: progress.slug,
    cursor: progress.cursor,
    started_at: progress.startedAt,
    completed_sections: [...progress.completedSections],
    section_reflections: Object.fromEntries([...reflections].map(([idx, text]) => [String(idx), text])),
  };
}

export function toActiveTrackView(
  track: Track,
  stored: TrackProgress,
  reflections: ReadonlyMap<number, string>,
): ActiveTrackView {
  const total = sectionCount(track);
  const progress = normalizeForTotal(stored, total);
  const at = flattenSections(track)[progress.cursor];
  return {
    ...toActiveTrack(progress, reflections),
    title: track.title,
    total_sections: total,
    exhausted: progress.cursor >= total,
    current: at
      ? { title: at.section.title, chapter_title: at.chapterTitle, chapter_index: at.chapterIndex, url: at.section.url }
      : null,
  };
}

export function sectionStatus(position: number, progress: TrackProgress | undefined): SectionStatus {
  if (!progress) return 'remaining';
  if (progress.completedSections.includes(position)) return 'done';
  return position === progress.cursor ? 'current' : 'remaining';
}

export function trackAxes(track: Track): AxisId[] {
  const seen = new Set<AxisId>();
  for (const { section } of flattenSections(track)) for (const a of section.axes) seen.add(a);
  return [...seen];
}

export const totalMinutes = (track: Track): number =>
  flattenSections(track).reduce((sum, s) => sum + s.section.duration_min, 0);
