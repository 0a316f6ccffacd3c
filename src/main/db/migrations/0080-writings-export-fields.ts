import type { Migration } from '../migrate';

/**
 * Writings export fields: an optional epistemic status (exported as a collapsible block on the forums)
 * and tags (a JSON array of strings, for the personal site's front matter). Additive: existing pieces get no
 * status and no tags. Both columns belong to the owner's row, so writings_owner_only covers them.
 */
export const migration0080: Migration = {
  version: 80,
  name: 'writings-export-fields',
  up(db) {
    db.exec(`
      ALTER TABLE writings ADD COLUMN epistemic_status TEXT;
      ALTER TABLE writings ADD COLUMN tags_json TEXT NOT NULL DEFAULT '[]';
      CREATE INDEX writings_user_board ON writings (user_id, stage, updated_at);
    `);
  },
};
