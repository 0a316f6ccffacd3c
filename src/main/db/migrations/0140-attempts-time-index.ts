import type { Migration } from '../migrate';

/**
 * Retention reads attempts by time (`repositories/retention.ts` `sources`): the submit path derives the attempt
 * it just stored from a 1 ms window and recomputes its day, the stale-day refresh reads whole days. With only
 * (user_id, problem_slug, created_at) SQLite scanned and sorted every attempt of the user for each of those
 * reads, so a submit cost more the longer the history. This index makes them range searches.
 */
export const migration0140: Migration = {
  version: 140,
  name: 'attempts-time-index',
  up(db) {
    db.exec('CREATE INDEX attempts_user_time ON attempts (user_id, created_at);');
  },
};
