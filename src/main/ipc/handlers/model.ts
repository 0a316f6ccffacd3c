import type { AppContext } from '../../app-context';
import type { modelChannels } from '../../../shared/ipc/channels/model';
import type { HandlersFor } from '../router';

export function modelHandlers(ctx: AppContext): HandlersFor<typeof modelChannels> {
  const model = ctx.services.model;
  return {
    'model:get-settings': (_input, { userId }) => model.view(userId),
    'model:save-settings': ({ base_url, model: name, api_key, timeout_seconds }, { userId }) =>
      model.save(userId, { baseUrl: base_url, model: name, apiKey: api_key, timeoutSeconds: timeout_seconds }),
    'model:test-connection': ({ base_url, model: name, api_key, timeout_seconds }, { userId }) =>
      model.testConnection(userId, { baseUrl: base_url, model: name, apiKey: api_key, timeoutSeconds: timeout_seconds }),
  };
}
