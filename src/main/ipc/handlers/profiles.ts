import type { AppContext } from '../../app-context';
import type { profileChannels } from '../../../shared/ipc/channels/profiles';
import type { HandlersFor } from '../router';

export function profileHandlers(ctx: AppContext): HandlersFor<typeof profileChannels> {
  const profiles = ctx.services.profiles;
  return {
    'profiles:list': () => profiles.list(),
    'profiles:create': ({ name }) => profiles.create(name),
    'profiles:switch': ({ id }) => profiles.switchTo(id),
  };
}
