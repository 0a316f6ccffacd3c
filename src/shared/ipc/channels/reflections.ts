import { z } from 'zod';
import { channel } from '../define';
import { IdSchema, SlugSchema, TimestampSchema } from '../../domain/common';
import { TzOffsetSchema } from './home';

export const REVIEW_DAYS = [1, 3, 7] as const;
export const StillHoldsSchema = z.enum(['yes', 'partly', 'no'], {
  error: () => 'still_holds must be "yes", "partly" or "no"',
});
export type StillHolds = z.infer<typeof StillHoldsSchema>;

export const ReflectionAnswerSchema = z.object({
  due_day: z.number().int(),
  still_holds: StillHoldsSchema,
  would_change: z.string(),
  answered_at: TimestampSchema,
});

export const ReflectionSchema = z.object({
  id: IdSchema,
  track_slug: z.string(),
  track_title: z.string(),
  section_idx: z.number().int(),
  section_title: z.string(),
  text: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  answers: z.array(ReflectionAnswerSchema),
});
export type Reflection = z.infer<typeof ReflectionSchema>;

export const DueReflectionSchema = ReflectionSchema.extend({
  /** Which review this is: 1, 3 or 7 days after the reflection was written. */
  due_day: z.number().int(),
  days_since: z.number().int(),
});
export type DueReflection = z.infer<typeof DueReflectionSchema>;

/** A short reflection: the key insight in a few sentences, not an essay. */
export const MAX_REFLECTION_CHARS = 4000;
const TextSchema = z
  .string()
  .trim()
  .min(1, 'Write a sentence or two, or choose Skip')
  .max(MAX_REFLECTION_CHARS, `Keep it under ${MAX_REFLECTION_CHARS} characters: the key insight, not the whole section`);

export const reflectionsChannels = {
  'reflections:save': channel(
    z
      .object({
        slug: SlugSchema,
        idx: z.number().int('idx must be a whole number').nonnegative('idx must be 0 or more'),
        text: TextSchema,
      })
      .strict(),
    ReflectionSchema,
  ),
  /** "Not now" on the prompt after a section: remembered so the prompt does not come back. */
  'reflections:skip': channel(
    z.object({ slug: SlugSchema, idx: z.number().int().nonnegative('idx must be 0 or more') }).strict(),
    z.object({ skipped: z.literal(true) }),
  ),
  'reflections:due': channel(
    z.object({ tzOffsetMinutes: TzOffsetSchema.optional() }).strict(),
    z.object({ due: z.array(DueReflectionSchema) }),
  ),
  'reflections:list': channel(z.object({}).strict(), z.object({ reflections: z.array(ReflectionSchema) })),
  'reflections:answer': channel(
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
        tzOffsetMinutes: TzOffsetSchema.optional(),
      })
      .strict(),
    ReflectionSchema,
  ),
};
