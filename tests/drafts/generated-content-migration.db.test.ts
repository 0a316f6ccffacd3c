import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../../src/main/db/migrate';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { createDraftsRepository } from '../../src/main/db/repositories/drafts';
import { makeTempDir } from '../support/temp-dir';

describe('migration 0090 (generated_content rebuilt for drafts)', () => {
  const temp = makeTempDir();
  const db = new Database(path.join(temp.dir, 'wb.db'));
  afterAll(() => {
    db.close();
    temp.cleanup();
  });

  it('keeps old rows (reading becomes reading_guide), adds the new states, and keeps the owner cascade', () => {
    migrate(db, MIGRATIONS.filter((m) => m.version < 90));
    db.prepare("INSERT INTO profiles (id, name, created_at) VALUES ('u1', 'One', '2026-01-01T00:00:00.000Z')").run();
    db.prepare(
      "INSERT INTO generated_content (id, user_id, kind, state, title, created_at) VALUES ('g1', 'u1', 'reading', 'draft', 'Old guide', '2026-01-02T00:00:00.000Z'), ('g2', 'u1', 'exercise', 'live', 'Old ex', '2026-01-03T00:00:00.000Z')",
    ).run();
    migrate(db, MIGRATIONS);
    const repo = createDraftsRepository(db);
    expect(repo.get('u1', 'g1')).toMatchObject({ kind: 'reading_guide', state: 'draft', title: 'Old guide', updatedAt: '2026-01-02T00:00:00.000Z', checkJson: null });
    expect(repo.get('u1', 'g2')).toMatchObject({ kind: 'exercise', state: 'live' });
    expect(repo.reject('u1', 'g1', 'outdated', '2026-02-01T00:00:00.000Z')).toBe(true);
    expect(repo.get('u1', 'g1')).toMatchObject({ state: 'rejected', rejectedReason: 'outdated' });
    expect(() => db.prepare("UPDATE generated_content SET state = 'published' WHERE id = 'g2'").run()).toThrow(/CHECK/);
    db.pragma('foreign_keys = ON');
    db.prepare("DELETE FROM profiles WHERE id = 'u1'").run();
    expect(repo.list('u1')).toEqual([]);
  });
});
