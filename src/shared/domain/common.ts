import { z } from 'zod';

/** kebab-case identifiers used in paths: `arena`, `softmax-from-scratch`. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single dashes, e.g. "my-track"')
  .max(80, 'must be at most 80 characters');

export const IdSchema = z.string().uuid('must be a UUID');

/** ISO 8601 timestamps in UTC, as stored and sent everywhere. */
export const TimestampSchema = z.string().datetime({ offset: true, message: 'must be an ISO 8601 timestamp' });

export const HttpUrlSchema = z
  .string()
  .url('must be a URL')
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://');
