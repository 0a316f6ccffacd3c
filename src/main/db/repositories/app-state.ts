import type { Db } from '../connection';

/** App-wide values that belong to no profile (window bounds and the like). */
export function createAppStateRepository(db: Db) {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM app_state WHERE key = ?');
  const set = db.prepare(
    'INSERT INTO app_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (key: string): string | undefined => get.get(key)?.value,
    set: (key: string, value: string): void => {
      set.run(key, value);
    },
  };
}
export type AppStateRepository = ReturnType<typeof createAppStateRepository>;
