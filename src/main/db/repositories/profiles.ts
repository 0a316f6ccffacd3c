import type { Db } from '../connection';
import { newId } from './ids';

export type ProfileRow = { id: string; name: string; createdAt: string };

type Raw = { id: string; name: string; created_at: string };
const toProfile = (r: Raw): ProfileRow => ({ id: r.id, name: r.name, createdAt: r.created_at });

export const DEFAULT_PROFILE_NAME = 'Me';
const CURRENT_KEY = 'current_profile_id';

/** Profiles are the users of this installation. Not user-owned themselves, so not scoped. */
export function createProfilesRepository(db: Db) {
  const byId = db.prepare<[string], Raw>('SELECT id, name, created_at FROM profiles WHERE id = ?');
  const byName = db.prepare<[string], Raw>('SELECT id, name, created_at FROM profiles WHERE name = ?');
  const all = db.prepare<[], Raw>('SELECT id, name, created_at FROM profiles ORDER BY created_at, name');
  const insert = db.prepare('INSERT INTO profiles (id, name, created_at) VALUES (?, ?, ?)');
  const getState = db.prepare<[string], { value: string }>('SELECT value FROM app_state WHERE key = ?');
  const setState = db.prepare(
    'INSERT INTO app_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );

  return {
    list: (): ProfileRow[] => all.all().map(toProfile),
    get: (id: string): ProfileRow | undefined => {
      const row = byId.get(id);
      return row ? toProfile(row) : undefined;
    },
    findByName: (name: string): ProfileRow | undefined => {
      const row = byName.get(name);
      return row ? toProfile(row) : undefined;
    },
    create: (name: string, now: Date): ProfileRow => {
      const row = { id: newId(), name, createdAt: now.toISOString() };
      insert.run(row.id, row.name, row.createdAt);
      return row;
    },
    currentId: (): string | undefined => getState.get(CURRENT_KEY)?.value,
    setCurrent: (id: string): void => {
      setState.run(CURRENT_KEY, id);
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
