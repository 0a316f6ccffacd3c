import type { assistChannels } from '@shared/ipc/channels/assist';
import type { HandlersFor } from '@shared/ipc/define';
import type { AssistService } from './service';

/** Writing assist: every rule (guardrails, Apply's refusal, caps) lives in the assist service. */
export function assistHandlers(assist: AssistService): HandlersFor<typeof assistChannels> {
  return {
    'assist:suggest': ({ writing_id, action, selection }, { userId }) =>
      assist.suggest(userId, { writingId: writing_id, action, selection }),
    'assist:apply': ({ id, text }, { userId }) => assist.apply(userId, id, text),
    'assist:discard': ({ id }, { userId }) => assist.discard(userId, id),
    'assist:list': ({ writing_id }, { userId }) => ({ suggestions: assist.list(userId, writing_id) }),
    'assist:provenance': ({ writing_id }, { userId }) => ({ ranges: assist.provenance(userId, writing_id) }),
  };
}
