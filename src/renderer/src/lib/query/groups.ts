import type { Channel } from '@shared/ipc/contract';

/**
 * Channels whose answers change together, named once so every action that changes them refreshes all of them.
 */

/** Anything that moves track progress or the active track: the lists, the detail page and Home's pick. */
export const TRACK_VIEWS = ['tracks:list', 'tracks:get', 'home:get'] as const satisfies readonly Channel[];

/** A new or answered reflection: both lists on Reflections, Home's prompt and slots, the track detail. */
export const REFLECTION_VIEWS = [
  'reflections:due',
  'reflections:list',
  'home:get',
  'tracks:get',
] as const satisfies readonly Channel[];

/** A stored attempt: the history, the problem list's last result, Home's pick, reviews and the last voice. */
export const ATTEMPT_VIEWS = [
  'attempts:list',
  'problems:list',
  'home:get',
  'reviews:list',
  'voices:list',
  'spend:summary',
] as const satisfies readonly Channel[];

/** A review written or retried: the review list, the voice last used, and what it cost. */
export const REVIEW_VIEWS = ['reviews:list', 'voices:list', 'spend:summary'] as const satisfies readonly Channel[];
