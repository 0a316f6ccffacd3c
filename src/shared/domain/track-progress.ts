import { z } from 'zod';
import { AxisIdSchema } from './axes';
import { TimestampSchema } from './common';
import { SectionKindSchema } from './track';

/** A user's progress through tracks, and the views of tracks that include it. */
/** "Tracks" in docs/product.md: the field names are the spec's. */
export const ActiveTrackSchema = z.object({
  slug: z.string(),
  cursor: z.number().int().nonnegative(),
  started_at: TimestampSchema,
  completed_sections: z.array(z.number().int().nonnegative()),
  section_reflections: z.record(z.string(), z.string()),
});

export type ActiveTrack = z.infer<typeof ActiveTrackSchema>;

/** The active track plus what a screen needs to show "section X of N". */
export const ActiveTrackViewSchema = ActiveTrackSchema.extend({
  title: z.string(),
  total_sections: z.number().int().nonnegative(),
  exhausted: z.boolean(),
  current: z
    .object({ title: z.string(), chapter_title: z.string(), chapter_index: z.number().int(), url: z.string() })
    .nullable(),
});

export type ActiveTrackView = z.infer<typeof ActiveTrackViewSchema>;

export const SectionStatusSchema = z.enum(['done', 'current', 'remaining']);

export type SectionStatus = z.infer<typeof SectionStatusSchema>;

export const TrackSectionViewSchema = z.object({
  position: z.number().int().nonnegative(),
  title: z.string(),
  url: z.string(),
  external: z.boolean(),
  kind: SectionKindSchema,
  duration_min: z.number().int(),
  domain_tags: z.array(z.string()),
  axes: z.array(AxisIdSchema),
  status: SectionStatusSchema,
  reflection: z.string().nullable(),
  companion: z
    .object({ problem_slug: z.string(), title: z.string(), available: z.boolean(), opted_in: z.boolean() })
    .nullable(),
  /** A promoted generated reading guide for this section; absent when there is none. */
  reading_guide_md: z.string().optional(),
});

export type TrackSectionView = z.infer<typeof TrackSectionViewSchema>;

export const TrackSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  source_url: z.string(),
  chapter_count: z.number().int(),
  section_count: z.number().int(),
  total_minutes: z.number().int(),
  axes: z.array(AxisIdSchema),
  is_active: z.boolean(),
  progress: z
    .object({
      cursor: z.number().int(),
      completed_count: z.number().int(),
      /** Positions done, so the list can draw the same picture as the detail page. */
      completed_sections: z.array(z.number().int()),
      started_at: TimestampSchema,
    })
    .nullable(),
});

export type TrackSummary = z.infer<typeof TrackSummarySchema>;

/** A section the user completed that a newer version of the track no longer has ("Versioning" in docs/product.md). */
export const RetiredSectionSchema = z.object({
  title: z.string(),
  /** Empty when the earlier version's layout was not recorded (the section is known by position only). */
  url: z.string(),
  completed_at: z.string(),
  retired_at: z.string(),
});

export type RetiredSection = z.infer<typeof RetiredSectionSchema>;

export const TrackDetailSchema = TrackSummarySchema.extend({
  body_md: z.string(),
  chapters: z.array(z.object({ title: z.string(), sections: z.array(TrackSectionViewSchema) })),
  active_track: ActiveTrackSchema.nullable(),
  /** Oldest completion first; empty for most users and tracks. */
  retired_sections: z.array(RetiredSectionSchema),
});

export type TrackDetail = z.infer<typeof TrackDetailSchema>;

export const ReflectionPromptSchema = z.object({
  slug: z.string(),
  idx: z.number().int(),
  section_title: z.string(),
  prompt: z.string(),
  existing_text: z.string().nullable(),
});

export type ReflectionPrompt = z.infer<typeof ReflectionPromptSchema>;

export const CompanionOfferSchema = z.object({
  problem_slug: z.string(),
  title: z.string(),
  url: z.string(),
});
