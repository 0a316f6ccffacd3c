import { z } from 'zod';
import { channel } from '../define';
import { SlugSchema } from '../../domain/common';
import { SectionMinutesSchema } from '../../domain/section-time';
import {
  ActiveTrackSchema,
  ActiveTrackViewSchema,
  CompanionOfferSchema,
  ReflectionPromptSchema,
  TrackDetailSchema,
  TrackSummarySchema,
} from '../../domain/track-progress';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/track-progress';

const SlugInput = SlugSchema.describe('track slug');
const IdxInput = z
  .number({ error: () => 'idx must be a section position (a whole number from 0)' })
  .int('idx must be a whole number')
  .nonnegative('idx must be 0 or more: sections are numbered from 0');

export const tracksChannels = {
  'tracks:list': channel(
    () => z.object({}).strict(),
    () => z.object({ tracks: z.array(TrackSummarySchema), active_slug: z.string().nullable() }),
  ),
  'tracks:get': channel(
    () => z.object({ slug: SlugInput }).strict(),
    () => TrackDetailSchema,
  ),
  /** Makes the track the only active one; resumes its stored cursor or starts at 0. */
  'tracks:activate': channel(
    () => z.object({ slug: SlugInput }).strict(),
    () => z.object({ active_track: ActiveTrackViewSchema }),
  ),
  /** Opts out of the active track; every track's cursor and progress are kept. */
  'tracks:clear-active': channel(
    () => z.object({}).strict(),
    () => z.object({ active_track: z.null(), previous_slug: z.string().nullable() }),
  ),
  'tracks:complete-section': channel(
    () =>
      z
        .object({
          slug: SlugInput,
          idx: IdxInput,
          /** How long it took, as the learner states it; left out, the measured time is used (if plausible). */
          minutes: SectionMinutesSchema.optional(),
        })
        .strict(),
    () =>
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
  /** The user opened a section to work on it: its first start is recorded (time calibration). */
  'tracks:start-section': channel(
    () => z.object({ slug: SlugInput, idx: IdxInput }).strict(),
    () => z.object({ started_at: z.string() }),
  ),
  /** Corrects how long a completed section took, in minutes (null goes back to the measured time). */
  'tracks:correct-section-time': channel(
    () =>
      z
        .object({
          slug: SlugInput,
          idx: IdxInput,
          minutes: SectionMinutesSchema.nullable(),
        })
        .strict(),
    () => z.object({ minutes: z.number().nullable() }),
  ),
  /** Opt in or out of the companion problem a section names ("Tracks" in docs/product.md). */
  'tracks:set-companion': channel(
    () => z.object({ slug: SlugInput, idx: IdxInput, opted_in: z.boolean() }).strict(),
    () => z.object({ slug: z.string(), idx: z.number().int(), opted_in: z.boolean() }),
  ),
  /**
   * Skip an opted-in companion problem from home: every opt-in naming this problem is
   * withdrawn, so it stops leading Up next and stays skipped. Answers how many opt-ins were withdrawn.
   */
  'tracks:skip-companion': channel(
    () => z.object({ problem_slug: SlugInput }).strict(),
    () => z.object({ problem_slug: z.string(), skipped: z.number().int() }),
  ),
};
