import type { AppContext } from '../../app-context';
import type { ingestionChannels } from '../../../shared/ipc/channels/ingestion';
import type { HandlersFor } from '../router';

export function ingestionHandlers(ctx: AppContext): HandlersFor<typeof ingestionChannels> {
  void ctx;
  return {};
}
