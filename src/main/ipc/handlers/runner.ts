import type { AppContext } from '../../app-context';
import type { runnerChannels } from '../../../shared/ipc/channels/runner';
import type { HandlersFor } from '../router';

export function runnerHandlers(ctx: AppContext): HandlersFor<typeof runnerChannels> {
  const settings = ctx.services.runnerSettings;
  return {
    'runner:get-settings': (_input, { userId }) => settings.view(userId),
    'runner:save-settings': (input, { userId }) => settings.save(userId, input),
    'runner:check': (_input, { userId }) => settings.check(userId),
  };
}
