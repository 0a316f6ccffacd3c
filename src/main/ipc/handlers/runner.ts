import type { AppContext } from '../../app-context';
import type { runnerChannels } from '../../../shared/ipc/channels/runner';
import type { HandlersFor } from '../router';

export function runnerHandlers(ctx: AppContext): HandlersFor<typeof runnerChannels> {
  const settings = ctx.services.runnerSettings;
  return {
    'runner:get-settings': (_input, { userId }) => settings.view(userId),
    'runner:save-settings': ({ python_path, rustc_path, timeout_seconds }, { userId }) =>
      settings.save(userId, { pythonPath: python_path, rustcPath: rustc_path, timeoutSeconds: timeout_seconds }),
    'runner:check': (_input, { userId }) => settings.check(userId),
    'runner:sandbox-status': (_input, { userId }) => settings.sandboxStatus(userId),
    'runner:acknowledge-unsandboxed': (_input, { userId }) => settings.acknowledgeUnsandboxed(userId),
  };
}
