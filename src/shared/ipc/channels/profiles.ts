import { z } from 'zod';
import { channel } from '../define';
import { IdSchema } from '../../domain/common';

export const ProfileSchema = z.object({
  id: IdSchema,
  name: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the profile a name')
  .max(60, 'A profile name can be at most 60 characters');

export const profileChannels = {
  'profiles:list': channel(z.object({}).strict(), z.object({ profiles: z.array(ProfileSchema), currentId: IdSchema })),
  'profiles:create': channel(z.object({ name: ProfileNameSchema }).strict(), ProfileSchema),
  'profiles:switch': channel(z.object({ id: IdSchema }).strict(), ProfileSchema),
};
