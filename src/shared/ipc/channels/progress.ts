import { z } from 'zod';
import { channel } from '../define';
import { TzOffsetSchema } from '../../domain/home';
import { ProgressSchema, TimeEstimatesSchema } from '../../domain/progress';
import { SlugSchema } from '../../domain/common';

export * from '../../domain/progress';

export const progressChannels = {
  'progress:get': channel(
    () => z.object({ tz_offset_minutes: TzOffsetSchema.optional() }).strict(),
    () => ProgressSchema,
  ),
  /**
   * "Optimise my schedule": fits FSRS weights to this profile's reviews (at least `optimise_after` of them),
   * stores them and re-schedules every problem with them.
   */
  'progress:optimise': channel(
    () => z.object({}).strict(),
    () => z.object({ reviews: z.number().int(), weights: z.number().int(), optimised_at: z.string() }),
  ),
  /** Back to the library's default FSRS weights (every problem re-scheduled). */
  'progress:reset-parameters': channel(
    () => z.object({}).strict(),
    () => z.object({ reset: z.boolean() }),
  ),
  /** Personal time estimates for a track's sections, from your time ratio per kind of section. */
  'progress:time-estimates': channel(
    () => z.object({ track_slug: SlugSchema.describe('track slug') }).strict(),
    () => TimeEstimatesSchema,
  ),
};
