import { z } from 'zod';
import { IdSchema } from './common';

export const ProfileSchema = z.object({
  id: IdSchema,
  name: z.string(),
  created_at: z.string(),
});

export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the profile a name')
  .max(60, 'A profile name can be at most 60 characters');
