import { REVIEW_DAYS } from '@shared/domain/reflection';

/**
 * Spaced review of a reflection: it comes back 1, 3 and 7 local calendar days after it was first written.
 * Only the latest review that has come due is shown: someone away for five days answers the day-3 review,
 * not day 1 and day 3 in a row; an answer also settles every earlier review.
 */
export function dueReview(daysSince: number, answeredDays: readonly number[]): number | null {
  const settled = answeredDays.length ? Math.max(...answeredDays) : 0;
  let due: number | null = null;
  for (const day of REVIEW_DAYS) if (day <= daysSince && day > settled) due = day;
  return due;
}
