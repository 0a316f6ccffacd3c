import type { AppContext } from '../../app-context';
import type { reflectionsChannels } from '../../../shared/ipc/channels/reflections';
import type { HandlersFor } from '../router';

export function reflectionsHandlers(ctx: AppContext): HandlersFor<typeof reflectionsChannels> {
  void ctx;
  return {};
}
