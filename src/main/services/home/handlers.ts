import type { homeChannels } from '@shared/ipc/channels/home';
import type { HandlersFor } from '@shared/ipc/define';
import type { HomeService } from './index';

export function homeHandlers(home: HomeService): HandlersFor<typeof homeChannels> {
  return {
    'home:get': ({ tz_offset_minutes: tzOffsetMinutes }, { userId }) => home.get(userId, tzOffsetMinutes ?? 0),
  };
}
