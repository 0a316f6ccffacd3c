import { z } from 'zod';
import { channel } from '../define';
import { IdSchema } from '../../domain/common';
import { ProfileNameSchema, ProfileSchema } from '../../domain/profile';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/profile';

export const profileChannels = {
  'profiles:list': channel(
    () => z.object({}).strict(),
    () => z.object({ profiles: z.array(ProfileSchema), current_id: IdSchema }),
  ),
  'profiles:create': channel(
    () => z.object({ name: ProfileNameSchema }).strict(),
    () => ProfileSchema,
  ),
  'profiles:switch': channel(
    () => z.object({ id: IdSchema }).strict(),
    () => ProfileSchema,
  ),
};
