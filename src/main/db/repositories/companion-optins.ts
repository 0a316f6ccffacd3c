import type { Db } from '../connection';

/** Which sections' companion problems the user opted in to (writings_owner_only: scoped by user_id). */
export function createCompanionOptinsRepository(db: Db) {
  const list = db.prepare<[string], { track_slug: string; section_idx: number }>(
    'SELECT track_slug, section_idx FROM companion_optins WHERE user_id = ? ORDER BY track_slug, section_idx',
  );
  const add = db.prepare(
    `INSERT INTO companion_optins (user_id, track_slug, section_idx, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id, track_slug, section_idx) DO NOTHING`,
  );
  const remove = db.prepare('DELETE FROM companion_optins WHERE user_id = ? AND track_slug = ? AND section_idx = ?');
  return {
    list: (userId: string) => list.all(userId).map((r) => ({ trackSlug: r.track_slug, idx: r.section_idx })),
    set: (userId: string, slug: string, idx: number, optedIn: boolean, now: Date): void => {
      if (optedIn) add.run(userId, slug, idx, now.toISOString());
      else remove.run(userId, slug, idx);
    },
  };
}
export type CompanionOptinsRepository = ReturnType<typeof createCompanionOptinsRepository>;
