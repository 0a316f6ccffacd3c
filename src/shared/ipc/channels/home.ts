import { z } from 'zod';
import { channel } from '../define';
import { AxisEstimateSchema, NextActionSchema, SlotSchema, TzOffsetSchema } from '../../domain/home';
import { ActiveTrackViewSchema, ReflectionPromptSchema } from '../../domain/track-progress';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/home';

export const homeChannels = {
  'home:get': channel(
    () => z.object({ tz_offset_minutes: TzOffsetSchema.optional() }).strict(),
    () =>
      z.object({
        next: NextActionSchema,
        alternatives: z.array(NextActionSchema),
        /**
         * The picker's whole ranking (best first, at most MAX_CANDIDATES): every problem, reading, piece and
         * reflection it weighed, so a learner can choose any of them and see why it stands where it does.
         */
        candidates: z.array(NextActionSchema).optional(),
        active_track: ActiveTrackViewSchema.nullable(),
        /** The daily-slot strip; the screen hides it while a track is active ("Daily flow" in docs/product.md). */
        slots: z.array(SlotSchema),
        estimates: z.array(AxisEstimateSchema),
        /** A section completed recently whose reflection was neither written nor skipped. */
        reflection_prompt: ReflectionPromptSchema.nullable(),
        due_reflections: z.number().int().nonnegative(),
        /** Problems whose spaced re-drill (FSRS) is due by the end of the user's day. */
        due_redrills: z.number().int().nonnegative(),
      }),
  ),
};
