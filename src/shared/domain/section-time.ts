import { z } from 'zod';

/**
 * When a track section's measured time (from first opening it in the app to marking it done) is believable
 * enough to calibrate estimates without asking. "Mark done" pressed a minute after opening a 90-minute reading
 * measures 1 minute: the work happened elsewhere, and a ratio of 0.01 would make every estimate absurd. Such a
 * record counts only once the learner confirms or corrects it. The bounds are generous on purpose: skimming a
 * reading in a tenth of its time, or taking ten times as long, are both real.
 */
export const PLAUSIBLE_MIN_SHARE = 0.1;
export const PLAUSIBLE_MAX_TIMES = 10;

export function isPlausibleSectionTime(minutes: number, authoredMin: number): boolean {
  if (!(minutes >= 1) || !(authoredMin > 0)) return false;
  return minutes >= authoredMin * PLAUSIBLE_MIN_SHARE && minutes <= authoredMin * PLAUSIBLE_MAX_TIMES;
}

/** How long a section took, as the learner states it (marking it done, or correcting it later). */
export const SectionMinutesSchema = z
  .number({ error: () => 'minutes must be a number of minutes, or null to use the measured time' })
  .positive('minutes must be more than 0')
  .max(60 * 24 * 60, 'minutes must be at most 86,400 (60 days); give the time you actually worked');
