import { z } from 'zod';
import { AxisIdSchema } from './axes';

/** The /progress page: axis estimates over time, confidence calibration, re-drills, streaks. */
export const AxisHistorySchema = z.object({
  axis: AxisIdSchema,
  title: z.string(),
  /** The picker's estimate (0..1) at the end of each month, oldest first. */
  points: z.array(z.object({ month: z.string(), estimate: z.number().min(0).max(1), attempts: z.number().int() })),
});

export const CalibrationLevelSchema = z.object({
  confidence: z.number().int().min(1).max(5),
  attempts: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  /** passed / attempts, or null with no attempts at that level. */
  pass_rate: z.number().min(0).max(1).nullable(),
});

export const CalibrationSchema = z.object({
  mode: z.enum(['practice', 'interview', 'all']),
  levels: z.array(CalibrationLevelSchema),
  /** One plain sentence per level that has attempts. */
  sentences: z.array(z.string()),
});

export const TimeRatioSchema = z.object({
  kind: z.string(),
  sections: z.number().int(),
  /** Your minutes over the authored minutes (1 = as authored). */
  ratio: z.number().nonnegative(),
});

/** Personal time estimates for one track's sections. */
export const TimeEstimatesSchema = z.object({
  track_slug: z.string(),
  ratios: z.array(TimeRatioSchema),
  sections: z.array(
    z.object({
      position: z.number().int(),
      kind: z.string(),
      authored_min: z.number(),
      /** Authored minutes times your ratio for this kind; null until that kind has enough timed sections. */
      personal_min: z.number().nullable(),
      /** "about 9 h for you", or null. */
      label: z.string().nullable(),
      started_at: z.string().nullable(),
      /** A section opened and not yet done: minutes since it was first opened (main's clock), else null. */
      elapsed_min: z.number().nullable(),
      /** What "Mark done" offers as the time spent: the elapsed minutes when plausible for the section, else null. */
      suggested_min: z.number().nullable(),
      /** How long the completed section took you (your correction if you gave one), in minutes. */
      took_min: z.number().nullable(),
      corrected: z.boolean(),
      /** Whether that time counts toward the ratios: your own figure, or a plausible measured one. */
      counted: z.boolean(),
    }),
  ),
  authored_total_min: z.number(),
  personal_total_min: z.number().nullable(),
  personal_total_label: z.string().nullable(),
});
export type TimeEstimates = z.infer<typeof TimeEstimatesSchema>;

export const ProgressSchema = z.object({
  axis_history: z.array(AxisHistorySchema),
  axis_sentence: z.string(),
  /** Practice and interview apart, when interview has enough attempts; always the combined one first. */
  calibration: z.array(CalibrationSchema),
  calibration_sentence: z.string(),
  time_ratios: z.array(TimeRatioSchema),
  time_sentence: z.string(),
  redrills: z.object({
    due_today: z.number().int().nonnegative(),
    done_total: z.number().int().nonnegative(),
    /** Re-drills done per month, oldest first (the last 12 months). */
    done_by_month: z.array(z.object({ month: z.string(), done: z.number().int().nonnegative() })),
    /** The problems coming back soonest (due ones first), with their scheduled day. */
    upcoming: z.array(
      z.object({ slug: z.string(), title: z.string(), due: z.string(), due_now: z.boolean(), last_rating: z.string() }),
    ),
    reviews: z.number().int().nonnegative(),
    /** Reviews needed before a personal optimisation of the FSRS parameters is worth it. */
    optimise_after: z.number().int().positive(),
    optimiser_available: z.boolean(),
    /** When "Optimise my schedule" last fitted this profile's weights (and on how many reviews); null: defaults. */
    optimised_at: z.string().nullable(),
    optimised_reviews: z.number().int().nullable(),
    sentence: z.string(),
  }),
  streak: z.object({ current: z.number().int(), longest: z.number().int(), sentence: z.string() }),
});

export type Progress = z.infer<typeof ProgressSchema>;
export type Calibration = z.infer<typeof CalibrationSchema>;
