import type { Db } from '../connection';
import type { Mode } from '@shared/domain/attempt';
import { parseJson } from './ids';

/**
 * Work in progress on a problem page, one row per user, problem and mode (table problem_work). The state is a
 * JSON document whose shape the problems service owns; this repository only stores and scopes it.
 * writings_owner_only: every statement carries `user_id = ?`.
 */
export function createProblemWorkRepository(db: Db) {
  const get = db.prepare<[string, string, string], { state_json: string; updated_at: string }>(
    'SELECT state_json, updated_at FROM problem_work WHERE user_id = ? AND problem_slug = ? AND mode = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO problem_work (user_id, problem_slug, mode, state_json, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(user_id, problem_slug, mode) DO UPDATE SET state_json = excluded.state_json,
       updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM problem_work WHERE user_id = ? AND problem_slug = ? AND mode = ?');

  return {
    /** The stored document (unvalidated: the service checks it) and when it was saved, or undefined. */
    get: (userId: string, slug: string, mode: Mode): { state: unknown; updatedAt: string } | undefined => {
      const row = get.get(userId, slug, mode);
      return row ? { state: parseJson<unknown>(row.state_json, null), updatedAt: row.updated_at } : undefined;
    },
    put: (userId: string, slug: string, mode: Mode, state: unknown, now: Date): void => {
      upsert.run(userId, slug, mode, JSON.stringify(state), now.toISOString());
    },
    /**
     * Read-modify-write in one transaction, so a reveal (server-owned fields) and a save (client-owned
     * fields) arriving together cannot overwrite each other.
     */
    update: <T>(userId: string, slug: string, mode: Mode, change: (current: unknown) => T, now: Date): T =>
      db.transaction(() => {
        const row = get.get(userId, slug, mode);
        const next = change(row ? parseJson<unknown>(row.state_json, null) : undefined);
        upsert.run(userId, slug, mode, JSON.stringify(next), now.toISOString());
        return next;
      })(),
    delete: (userId: string, slug: string, mode: Mode): boolean => remove.run(userId, slug, mode).changes === 1,
  };
}
export type ProblemWorkRepository = ReturnType<typeof createProblemWorkRepository>;
