import type { spendChannels } from '@shared/ipc/channels/spend';
import type { HandlersFor } from '@shared/ipc/define';
import type { SpendService } from './spend-service';

export function spendHandlers(spend: SpendService): HandlersFor<typeof spendChannels> {
  return {
    'spend:summary': (_input, { userId }) => spend.summary(userId),
    'spend:set-caps': ({ caps }, { userId }) => spend.setCaps(userId, caps),
    'spend:set-prices': ({ prices }, { userId }) => spend.setPrices(userId, prices),
  };
}
