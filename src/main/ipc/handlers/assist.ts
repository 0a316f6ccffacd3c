import type { AppContext } from '../../app-context';
import type { assistChannels } from '../../../shared/ipc/channels/assist';
import type { HandlersFor } from '../router';

/** Writing assist: every rule (guardrails, Apply's refusal, caps) lives in services/assist. */
export function assistHandlers(ctx: AppContext): HandlersFor<typeof assistChannels> {
  const assist = ctx.services.assist;
  return {
    'assist:suggest': ({ writing_id, action, selection }, { userId }) =>
      assist.suggest(userId, { writingId: writing_id, action, selection }),
    'assist:apply': ({ id, text }, { userId }) => assist.apply(userId, id, text),
    'assist:discard': ({ id }, { userId }) => assist.discard(userId, id),
    'assist:list': ({ writing_id }, { userId }) => ({ suggestions: assist.list(userId, writing_id) }),
    'assist:provenance': ({ writing_id }, { userId }) => ({ ranges: assist.provenance(userId, writing_id) }),
  };
}
