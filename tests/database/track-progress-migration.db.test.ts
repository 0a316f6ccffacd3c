import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../../src/main/db/migrate';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { createTrackProgressRepository } from '../../src/main/db/repositories/track-progress';
import { makeTempDir } from '../support/temp-dir';

describe('migration 0030 (section completion log)', () => {
  it('backfills completions from existing progress and keeps the progress row as it was', () => {
    const temp = makeTempDir();
    const db = new Database(path.join(temp.dir, 'wb.db'));
    try {
      migrate(db, MIGRATIONS.filter((m) => m.version < 30));
      db.prepare("INSERT INTO profiles (id, name, created_at) VALUES ('u1', 'Me', '2026-01-01T00:00:00.000Z')").run();
      db.prepare(
        `INSERT INTO track_progress (user_id, track_slug, cursor, started_at, completed_sections_json, updated_at)
         VALUES ('u1', 'arena', 2, '2026-01-01T00:00:00.000Z', '[0, 1, "junk", -3]', '2026-01-05T00:00:00.000Z')`,
      ).run();
      migrate(db, MIGRATIONS);
      const repo = createTrackProgressRepository(db);
      expect(repo.completions('u1')).toEqual([
        { trackSlug: 'arena', idx: 0, completedAt: '2026-01-05T00:00:00.000Z' },
        { trackSlug: 'arena', idx: 1, completedAt: '2026-01-05T00:00:00.000Z' },
      ]);
      // The stored list is read defensively: junk entries are dropped, nothing valid is lost.
      expect(repo.get('u1', 'arena')).toEqual({
        slug: 'arena',
        cursor: 2,
        startedAt: '2026-01-01T00:00:00.000Z',
        completedSections: [0, 1],
      });
    } finally {
      db.close();
      temp.cleanup();
    }
  });
});
