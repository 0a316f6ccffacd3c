import { z } from 'zod';
import { channel } from '../define';
import { IdSchema, SlugSchema } from '../../domain/common';
import { TzOffsetSchema } from '../../domain/home';
import { DueReflectionSchema, MAX_REFLECTION_CHARS, ReflectionSchema, StillHoldsSchema } from '../../domain/reflection';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/reflection';
const TextSchema = z
  .string()
  .trim()
  .min(1, 'Write a sentence or two, or choose Skip')
  .max(
    MAX_REFLECTION_CHARS,
    `Keep it under ${MAX_REFLECTION_CHARS} characters: the key insight, not the whole section`,
  );

export const reflectionsChannels = {
  'reflections:save': channel(
    () =>
      z
        .object({
          slug: SlugSchema,
          idx: z.number().int('idx must be a whole number').nonnegative('idx must be 0 or more'),
          text: TextSchema,
        })
        .strict(),
    () => ReflectionSchema,
  ),
  /** "Not now" on the prompt after a section: remembered so the prompt does not come back. */
  'reflections:skip': channel(
    () => z.object({ slug: SlugSchema, idx: z.number().int().nonnegative('idx must be 0 or more') }).strict(),
    () => z.object({ skipped: z.literal(true) }),
  ),
  'reflections:due': channel(
    () => z.object({ tz_offset_minutes: TzOffsetSchema.optional() }).strict(),
    () => z.object({ due: z.array(DueReflectionSchema) }),
  ),
  'reflections:list': channel(
    () => z.object({}).strict(),
    () => z.object({ reflections: z.array(ReflectionSchema) }),
  ),
  'reflections:answer': channel(
    () =>
      z
        .object({
          id: IdSchema,
          due_day: z.union([z.literal(1), z.literal(3), z.literal(7)], {
            error: () => 'due_day must be 1, 3 or 7',
          }),
          still_holds: StillHoldsSchema,
          would_change: z
            .string()
            .trim()
            .max(MAX_REFLECTION_CHARS, `Keep it under ${MAX_REFLECTION_CHARS} characters`)
            .default(''),
          /** The same local-day count as reflections:due, so what shows as due can always be answered. */
          tz_offset_minutes: TzOffsetSchema.optional(),
        })
        .strict(),
    () => ReflectionSchema,
  ),
};
