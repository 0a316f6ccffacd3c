import type { Migration } from '../migrate';

/**
 * "Optimise my schedule": a profile's FSRS weights fitted to its own reviews. Absent means the
 * library's defaults. The schedule is derived state, so fitting (or resetting) weights rebuilds it.
 */
export const migration0121: Migration = {
  version: 121,
  name: 'retention-params',
  up(db) {
    db.exec(`
      CREATE TABLE retention_params (
        user_id TEXT PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
        weights_json TEXT NOT NULL,
        reviews INTEGER NOT NULL CHECK (reviews >= 0),
        optimised_at TEXT NOT NULL
      );
    `);
  },
};
