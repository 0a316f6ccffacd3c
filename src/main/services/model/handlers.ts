import type { modelChannels } from '@shared/ipc/channels/model';
import type { HandlersFor } from '@shared/ipc/define';
import type { ModelService } from './model-service';

export function modelHandlers(model: ModelService): HandlersFor<typeof modelChannels> {
  return {
    'model:get-settings': (_input, { userId }) => model.view(userId),
    'model:save-settings': ({ base_url, model: name, api_key, timeout_seconds }, { userId }) =>
      model.save(userId, { baseUrl: base_url, model: name, apiKey: api_key, timeoutSeconds: timeout_seconds }),
    'model:test-connection': ({ base_url, model: name, api_key, timeout_seconds }, { userId }) =>
      model.testConnection(userId, { baseUrl: base_url, model: name, apiKey: api_key, timeoutSeconds: timeout_seconds }),
  };
}
