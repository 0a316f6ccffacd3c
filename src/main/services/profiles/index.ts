import { conflict, notFound } from '@shared/errors';
import { DEFAULT_PROFILE_NAME, type ProfileRow, type ProfilesRepository } from '../../db/repositories/profiles';
import type { Clock } from '../clock';

/**
 * Profiles are the users of one installation. A default profile exists from the first start, and exactly one
 * is current: the acting user of every channel call.
 */
export function createProfileService(deps: { profiles: ProfilesRepository; clock: Clock }) {
  const { profiles, clock } = deps;

  function ensureDefault(): ProfileRow {
    const currentId = profiles.currentId();
    const current = currentId ? profiles.get(currentId) : undefined;
    if (current) return current;
    const first = profiles.list()[0] ?? profiles.create(DEFAULT_PROFILE_NAME, clock.now());
    profiles.setCurrent(first.id);
    return first;
  }

  let currentId = ensureDefault().id;
  // Like the current id, the list is kept in memory: profiles change only through this service, and the list
  // is read on every settings render. Creating a profile drops the copy.
  let listed: ProfileRow[] | undefined;

  return {
    currentId: (): string => currentId,
    list: () => ({ profiles: (listed ??= profiles.list()), currentId }),
    create: (name: string): ProfileRow => {
      if (profiles.findByName(name)) throw conflict(`A profile called "${name}" already exists; pick another name.`);
      listed = undefined;
      return profiles.create(name, clock.now());
    },
    /** After every row was replaced (a restore or an import): the stored current profile, or the first one. */
    reload: (): void => {
      listed = undefined;
      currentId = ensureDefault().id;
    },
    switchTo: (id: string): ProfileRow => {
      const profile = profiles.get(id);
      if (!profile) throw notFound('That profile does not exist any more; reload the settings screen.');
      profiles.setCurrent(id);
      currentId = id;
      return profile;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
