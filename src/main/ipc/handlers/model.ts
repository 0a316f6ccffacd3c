import type { AppContext } from '../../app-context';
import type { modelChannels } from '../../../shared/ipc/channels/model';
import type { HandlersFor } from '../router';

export function modelHandlers(ctx: AppContext): HandlersFor<typeof modelChannels> {
  void ctx;
  return {};
}
