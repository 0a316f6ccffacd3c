import type { AppContext } from '../../app-context';
import type { problemsChannels } from '../../../shared/ipc/channels/problems';
import type { HandlersFor } from '../router';

export function problemsHandlers(ctx: AppContext): HandlersFor<typeof problemsChannels> {
  void ctx;
  return {};
}
