import type { Migration } from '../migrate';

/**
 * Problems: what 0010's attempts table does not keep but the page shows and the review needs: how long the
 * test run took, which isolation applied, the runner's plain explanation or compiler diagnostics when the run
 * errored, and the review voice chosen at submission. All additive and nullable/defaulted, so old rows stay valid.
 */
export const migration0040: Migration = {
  version: 40,
  name: 'attempt-run-details',
  up(db) {
    db.exec(`
      ALTER TABLE attempts ADD COLUMN duration_ms INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE attempts ADD COLUMN isolation TEXT;
      ALTER TABLE attempts ADD COLUMN error_message TEXT;
      ALTER TABLE attempts ADD COLUMN voice_key TEXT;
    `);
  },
};
