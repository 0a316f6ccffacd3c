import type { AppContext } from '../../app-context';
import type { ingestionChannels } from '../../../shared/ipc/channels/ingestion';
import { unavailable } from '../../../shared/errors';
import type { HandlersFor } from '../router';

export function ingestionHandlers(ctx: AppContext): HandlersFor<typeof ingestionChannels> {
  void ctx;
  return {
    'ingestion:import': () => {
      throw unavailable('Importing manifests is being built; try again in a later build.');
    },
  };
}
