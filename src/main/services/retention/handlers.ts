import type { progressChannels } from '@shared/ipc/channels/progress';
import type { HandlersFor } from '@shared/ipc/define';
import type { RetentionService } from './index';

/** The Progress page: calibration, the FSRS parameters and time estimates all come from the retention service. */
export function progressHandlers(retention: RetentionService): HandlersFor<typeof progressChannels> {
  return {
    'progress:get': ({ tz_offset_minutes: tz }, { userId }) => retention.progress(userId, tz ?? 0),
    'progress:optimise': (_input, { userId }) => retention.optimise(userId),
    'progress:reset-parameters': (_input, { userId }) => retention.resetParameters(userId),
    'progress:time-estimates': ({ track_slug }, { userId }) => retention.timeEstimates(userId, track_slug),
  };
}
