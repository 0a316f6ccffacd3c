import { z } from 'zod';
import { channel } from '../define';
import { TzOffsetSchema } from '../../domain/home';
import { ProgressSchema } from '../../domain/progress';

export * from '../../domain/progress';

export const progressChannels = {
  'progress:get': channel(z.object({ tz_offset_minutes: TzOffsetSchema.optional() }).strict(), ProgressSchema),
};
