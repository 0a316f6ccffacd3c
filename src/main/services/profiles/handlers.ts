import type { profileChannels } from '@shared/ipc/channels/profiles';
import type { HandlersFor } from '@shared/ipc/define';
import type { Profile } from '@shared/domain/profile';
import type { ProfileRow } from '../../db/repositories/profiles';
import type { ProfileService } from './index';

const toProfile = (p: ProfileRow): Profile => ({ id: p.id, name: p.name, created_at: p.createdAt });

export function profileHandlers(profiles: ProfileService): HandlersFor<typeof profileChannels> {
  return {
    'profiles:list': () => {
      const { profiles: all, currentId } = profiles.list();
      return { profiles: all.map(toProfile), current_id: currentId };
    },
    'profiles:create': ({ name }) => toProfile(profiles.create(name)),
    'profiles:switch': ({ id }) => toProfile(profiles.switchTo(id)),
  };
}
