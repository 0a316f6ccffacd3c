import type { AppContext } from '../../app-context';
import type { exercismChannels } from '../../../shared/ipc/channels/exercism';
import type { HandlersFor } from '../router';

/** Problems → Import from Exercism. Every rule (bounds, verification, where files go) lives in services/exercism. */
export function exercismHandlers(ctx: AppContext): HandlersFor<typeof exercismChannels> {
  return {
    'exercism:import': (input, { userId }) => ctx.services.exercism.import(userId, input),
  };
}
