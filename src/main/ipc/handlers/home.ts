import type { AppContext } from '../../app-context';
import type { homeChannels } from '../../../shared/ipc/channels/home';
import type { HandlersFor } from '../router';

export function homeHandlers(ctx: AppContext): HandlersFor<typeof homeChannels> {
  return {
    'home:get': ({ tz_offset_minutes: tzOffsetMinutes }, { userId }) => ctx.services.home.get(userId, tzOffsetMinutes ?? 0),
  };
}
