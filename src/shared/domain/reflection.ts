import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

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
export { MAX_REFLECTION_CHARS } from './reflection-limits';
