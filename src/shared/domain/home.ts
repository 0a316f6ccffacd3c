import { z } from 'zod';
import { AxisIdSchema } from './axes';

/** What the home screen shows: the next action, its alternatives, the daily slots and the axis estimates. */
export const NEXT_KINDS = [
  'track_section',
  'companion_problem',
  'reflection',
  'redrill',
  'problem',
  'reading',
  'writing',
  'none',
] as const;

export const NextKindSchema = z.enum(NEXT_KINDS);

export type NextKind = z.infer<typeof NextKindSchema>;

/** "Daily flow" in docs/product.md: `kind`, `url`, `why`, plus what the home screen needs to show and start it. */
export const NextActionSchema = z.object({
  kind: NextKindSchema,
  url: z.string(),
  why: z.string(),
  title: z.string(),
  /** External links open in the system browser; internal ones navigate inside the app. */
  external: z.boolean(),
  axis: AxisIdSchema.nullable(),
  duration_min: z.number().int().nullable(),
  /** For track sections: where the user is, so the screen can offer "mark done". */
  track: z
    .object({
      slug: z.string(),
      title: z.string(),
      position: z.number().int(),
      total: z.number().int(),
      chapter_title: z.string(),
      chapter_number: z.number().int(),
      chapter_count: z.number().int(),
    })
    .nullable(),
});

export type NextAction = z.infer<typeof NextActionSchema>;

export const AxisEstimateSchema = z.object({
  axis: AxisIdSchema,
  title: z.string(),
  /** 0..1: the picker's estimate of the user's skill on this axis (0.5 with no evidence). */
  estimate: z.number().min(0).max(1),
  /** Recency-weighted amount of evidence behind the estimate. */
  evidence: z.number().nonnegative(),
  attempts: z.number().int().nonnegative(),
  focus: z.boolean(),
});

export type AxisEstimate = z.infer<typeof AxisEstimateSchema>;

export const SLOT_KEYS = ['drill', 'read', 'write', 'reflect'] as const;

export const SlotSchema = z.object({
  key: z.enum(SLOT_KEYS),
  label: z.string(),
  done: z.boolean(),
  detail: z.string(),
  url: z.string(),
});

export type Slot = z.infer<typeof SlotSchema>;

/** Minutes to add to local time to get UTC, as `Date.prototype.getTimezoneOffset()` returns. */
export const TzOffsetSchema = z
  .number({ error: () => 'tzOffsetMinutes must be a number of minutes' })
  .int('tzOffsetMinutes must be whole minutes')
  .min(-840, 'tzOffsetMinutes must be between -840 and 840')
  .max(840, 'tzOffsetMinutes must be between -840 and 840');
