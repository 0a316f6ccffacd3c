import type { AppContext } from '../../app-context';
import type { progressChannels } from '../../../shared/ipc/channels/progress';
import type { HandlersFor } from '../router';

export function progressHandlers(ctx: AppContext): HandlersFor<typeof progressChannels> {
  return {
    'progress:get': ({ tz_offset_minutes: tz }, { userId }) => ctx.services.retention.progress(userId, tz ?? 0),
    'progress:optimise': (_input, { userId }) => ctx.services.retention.optimise(userId),
    'progress:reset-parameters': (_input, { userId }) => ctx.services.retention.resetParameters(userId),
    'progress:time-estimates': ({ track_slug }, { userId }) => ctx.services.retention.timeEstimates(userId, track_slug),
  };
}
