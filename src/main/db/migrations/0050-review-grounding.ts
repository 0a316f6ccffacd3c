import type { Migration } from '../migrate';

/**
 * Honest reviews: a review keeps the notices the app added (score capped, repair blocked by a cap);
 * evidence and removed points live inside per_phase_json / rubric_json. The ledger keeps the model name the
 * server reported beside the requested one it is priced by, and marks token counts the app had to estimate.
 * Additive and defaulted, so older rows stay valid (their reported model is unknown, their counts were reported).
 */
export const migration0050: Migration = {
  version: 50,
  name: 'review-grounding',
  up(db) {
    db.exec(`
      ALTER TABLE reviews ADD COLUMN notices_json TEXT;
      ALTER TABLE spend_ledger ADD COLUMN reported_model TEXT;
      ALTER TABLE spend_ledger ADD COLUMN estimated INTEGER NOT NULL DEFAULT 0 CHECK (estimated IN (0, 1));
    `);
  },
};
