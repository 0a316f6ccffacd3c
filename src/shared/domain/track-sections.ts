/**
 * Numbering a track's sections, without the track's schemas (zod): the browser host's main thread composes home
 * with these and must not load zod. Generic over the section so that a Track gives back its TrackSection.
 */
type Chapters<S> = { chapters: ReadonlyArray<{ title: string; sections: readonly S[] }> };

/** Sections are numbered 0.. across all chapters in order ("Tracks" in docs/product.md). */
export function flattenSections<S>(track: Chapters<S>): Array<{
  position: number;
  chapterIndex: number;
  sectionIndex: number;
  chapterTitle: string;
  section: S;
}> {
  const out: ReturnType<typeof flattenSections<S>> = [];
  track.chapters.forEach((chapter, chapterIndex) => {
    chapter.sections.forEach((section, sectionIndex) => {
      out.push({ position: out.length, chapterIndex, sectionIndex, chapterTitle: chapter.title, section });
    });
  });
  return out;
}

export function sectionCount(track: Chapters<unknown>): number {
  return track.chapters.reduce((sum, chapter) => sum + chapter.sections.length, 0);
}
