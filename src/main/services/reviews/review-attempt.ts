import type { AttemptRow } from '../../db/repositories/attempts';

/** What a review reads of a stored attempt: the attempt itself, as the attempts repository returns it. */
export type ReviewAttempt = AttemptRow;
