import { z } from 'zod';
import { AxisIdSchema } from './axes';

/** The /progress page (issue 19): axis estimates over time, confidence calibration, re-drills, streaks. */
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
    sentence: z.string(),
  }),
  streak: z.object({ current: z.number().int(), longest: z.number().int(), sentence: z.string() }),
});

export type Progress = z.infer<typeof ProgressSchema>;
export type Calibration = z.infer<typeof CalibrationSchema>;
