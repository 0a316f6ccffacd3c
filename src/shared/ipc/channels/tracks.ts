import { z } from 'zod';
import { channel } from '../define';
import { AxisIdSchema } from '../../domain/axes';
import { SlugSchema, TimestampSchema } from '../../domain/common';
import { SectionKindSchema } from '../../domain/track';

/** SPEC "Active-track user setting": the field names are the spec's. */
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

export const TrackDetailSchema = TrackSummarySchema.extend({
  body_md: z.string(),
  chapters: z.array(z.object({ title: z.string(), sections: z.array(TrackSectionViewSchema) })),
  active_track: ActiveTrackSchema.nullable(),
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

const SlugInput = SlugSchema.describe('track slug');
const IdxInput = z
  .number({ error: () => 'idx must be a section position (a whole number from 0)' })
  .int('idx must be a whole number')
  .nonnegative('idx must be 0 or more: sections are numbered from 0');

export const tracksChannels = {
  'tracks:list': channel(
    z.object({}).strict(),
    z.object({ tracks: z.array(TrackSummarySchema), active_slug: z.string().nullable() }),
  ),
  'tracks:get': channel(z.object({ slug: SlugInput }).strict(), TrackDetailSchema),
  /** Makes the track the only active one; resumes its stored cursor or starts at 0. */
  'tracks:activate': channel(z.object({ slug: SlugInput }).strict(), z.object({ active_track: ActiveTrackViewSchema })),
  /** Opts out of the active track; every track's cursor and progress are kept. */
  'tracks:clear-active': channel(
    z.object({}).strict(),
    z.object({ active_track: z.null(), previous_slug: z.string().nullable() }),
  ),
  'tracks:complete-section': channel(
    z.object({ slug: SlugInput, idx: IdxInput }).strict(),
    z.object({
      /** The progress of the track completed in (in the active-track shape, even if it is not the active one). */
      progress: ActiveTrackSchema,
      is_active: z.boolean(),
      changed: z.boolean(),
      exhausted: z.boolean(),
      reflection_prompt: ReflectionPromptSchema,
      companion_offer: CompanionOfferSchema.nullable(),
    }),
  ),
  /** Opt in or out of the companion problem a section names (SPEC "Companion problems"). */
  'tracks:set-companion': channel(
    z.object({ slug: SlugInput, idx: IdxInput, opted_in: z.boolean() }).strict(),
    z.object({ slug: z.string(), idx: z.number().int(), opted_in: z.boolean() }),
  ),
};
