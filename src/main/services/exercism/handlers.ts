import type { exercismChannels } from '@shared/ipc/channels/exercism';
import type { HandlersFor } from '@shared/ipc/define';
import type { ExercismService } from './index';

/** Problems → Import from Exercism. Every rule (bounds, verification, where files go) lives in the service. */
export function exercismHandlers(exercism: ExercismService): HandlersFor<typeof exercismChannels> {
  return {
    'exercism:import': (input, { userId }) => exercism.import(userId, input),
  };
}
