import type { AppContext } from '../../app-context';
import type { reviewsChannels } from '../../../shared/ipc/channels/reviews';
import type { HandlersFor } from '../router';

export function reviewsHandlers(ctx: AppContext): HandlersFor<typeof reviewsChannels> {
  void ctx;
  return {};
}
