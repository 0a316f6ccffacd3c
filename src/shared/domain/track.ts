import { z } from 'zod';
import { AxisIdSchema } from './axes';
import { HttpUrlSchema, SlugSchema } from './common';

/**
 * The track-file shape of docs/product.md ("Tracks"). Field names are snake_case because they are authored in
 * YAML front matter. The shape is fixed for the ingestion tool: it must not change it.
 */
export const SECTION_KINDS = ['external_reading', 'external_exercise'] as const;
export const SectionKindSchema = z.enum(SECTION_KINDS, {
  error: () => `must be one of: ${SECTION_KINDS.join(', ')}`,
});

/** Internal links (`/problem/<slug>`, `/tracks/<slug>`) are allowed as well as http(s) URLs. */
export const SectionUrlSchema = z.union([HttpUrlSchema, z.string().regex(/^\/[a-z0-9/_-]*$/)], {
  error: () => 'must be an http(s) URL or an internal path such as /problem/softmax',
});

export const TrackSectionSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty'),
    url: SectionUrlSchema,
    kind: SectionKindSchema,
    duration_min: z.number().int('must be a whole number of minutes').positive('must be a positive number of minutes'),
    domain_tags: z.array(z.string().trim().min(1)),
    axes: z.array(AxisIdSchema),
    /** Optional bench-native problem offered after the reading when the user opts in ("Tracks" in docs/product.md). */
    companion_problem: SlugSchema.optional(),
    /** Optional prompt used by the reflection step instead of the generic "key insight" question. */
    reflection_prompt: z.string().trim().min(1).optional(),
  })
  .strict();
export type TrackSection = z.infer<typeof TrackSectionSchema>;

export const TrackChapterSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty'),
    sections: z.array(TrackSectionSchema).min(1, 'a chapter needs at least one section'),
  })
  .strict();
export type TrackChapter = z.infer<typeof TrackChapterSchema>;

export const TrackFrontMatterSchema = z
  .object({
    slug: SlugSchema,
    title: z.string().trim().min(1, 'must not be empty'),
    description: z.string().trim().min(1, 'must not be empty'),
    source_url: HttpUrlSchema,
    chapters: z.array(TrackChapterSchema).min(1, 'a track needs at least one chapter'),
  })
  .strict();
export type TrackFrontMatter = z.infer<typeof TrackFrontMatterSchema>;

/** A loaded track: the front matter plus the Markdown body shown on the detail page. */
export type Track = TrackFrontMatter & { body_md: string };

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
