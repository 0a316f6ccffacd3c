import { z } from 'zod';
import { channel } from '../define';
import { TzOffsetSchema } from '../../domain/home';
import { ProgressSchema, TimeEstimatesSchema } from '../../domain/progress';
import { SlugSchema } from '../../domain/common';

export * from '../../domain/progress';

export const progressChannels = {
  'progress:get': channel(z.object({ tz_offset_minutes: TzOffsetSchema.optional() }).strict(), ProgressSchema),
  /** Personal time estimates for a track's sections, from your time ratio per kind of section (issue 19). */
  'progress:time-estimates': channel(
    z.object({ track_slug: SlugSchema.describe('track slug') }).strict(),
    TimeEstimatesSchema,
  ),
};
