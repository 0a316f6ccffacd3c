import type { AppContext } from '../../app-context';
import type { profileChannels } from '../../../shared/ipc/channels/profiles';
import type { Profile } from '../../../shared/domain/profile';
import type { ProfileRow } from '../../db/repositories/profiles';
import type { HandlersFor } from '../router';

const toProfile = (p: ProfileRow): Profile => ({ id: p.id, name: p.name, created_at: p.createdAt });

export function profileHandlers(ctx: AppContext): HandlersFor<typeof profileChannels> {
  const profiles = ctx.services.profiles;
  return {
    'profiles:list': () => {
      const { profiles: all, currentId } = profiles.list();
      return { profiles: all.map(toProfile), current_id: currentId };
    },
    'profiles:create': ({ name }) => toProfile(profiles.create(name)),
    'profiles:switch': ({ id }) => toProfile(profiles.switchTo(id)),
  };
}
