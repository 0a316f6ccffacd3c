import type { AppContext } from '../../app-context';
import type { tracksChannels } from '../../../shared/ipc/channels/tracks';
import type { HandlersFor } from '../router';

export function tracksHandlers(ctx: AppContext): HandlersFor<typeof tracksChannels> {
  void ctx;
  return {};
}
