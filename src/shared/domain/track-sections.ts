import type { Track, TrackSection } from './track';

/** Sections are numbered 0.. across all chapters in order ("Tracks" in docs/product.md). */
export function flattenSections(track: Pick<Track, 'chapters'>): Array<{
  position: number;
  chapterIndex: number;
  sectionIndex: number;
  chapterTitle: string;
  section: TrackSection;
}> {
  const out: ReturnType<typeof flattenSections> = [];
  track.chapters.forEach((chapter, chapterIndex) => {
    chapter.sections.forEach((section, sectionIndex) => {
      out.push({ position: out.length, chapterIndex, sectionIndex, chapterTitle: chapter.title, section });
    });
  });
  return out;
}

export function sectionCount(track: Pick<Track, 'chapters'>): number {
  return track.chapters.reduce((sum, chapter) => sum + chapter.sections.length, 0);
}
