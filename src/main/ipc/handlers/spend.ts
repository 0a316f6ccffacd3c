import type { AppContext } from '../../app-context';
import type { spendChannels } from '../../../shared/ipc/channels/spend';
import type { HandlersFor } from '../router';

export function spendHandlers(ctx: AppContext): HandlersFor<typeof spendChannels> {
  void ctx;
  return {};
}
