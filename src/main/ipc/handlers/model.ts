import type { AppContext } from '../../app-context';
import type { modelChannels } from '../../../shared/ipc/channels/model';
import type { HandlersFor } from '../router';

export function modelHandlers(ctx: AppContext): HandlersFor<typeof modelChannels> {
  const model = ctx.services.model;
  return {
    'model:get-settings': (_input, { userId }) => model.view(userId),
    'model:save-settings': (input, { userId }) => model.save(userId, input),
    'model:test-connection': (_input, { userId }) => model.testConnection(userId),
  };
}
