import type { runnerChannels } from '@shared/ipc/channels/runner';
import type { HandlersFor } from '@shared/ipc/define';
import type { RunnerSettingsService } from './index';

/** Settings → Code runner: each profile's toolchain paths, run budget and agreement to unsandboxed runs. */
export function runnerHandlers(settings: RunnerSettingsService): HandlersFor<typeof runnerChannels> {
  return {
    'runner:get-settings': (_input, { userId }) => settings.view(userId),
    'runner:save-settings': ({ python_path, rustc_path, timeout_seconds }, { userId }) =>
      settings.save(userId, { pythonPath: python_path, rustcPath: rustc_path, timeoutSeconds: timeout_seconds }),
    'runner:check': (_input, { userId }) => settings.check(userId),
    'runner:sandbox-status': (_input, { userId }) => settings.sandboxStatus(userId),
    'runner:acknowledge-unsandboxed': (_input, { userId }) => settings.acknowledgeUnsandboxed(userId),
  };
}
