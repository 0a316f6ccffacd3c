import type { AppContext } from '../../app-context';
import type { spendChannels } from '../../../shared/ipc/channels/spend';
import type { HandlersFor } from '../router';

export function spendHandlers(ctx: AppContext): HandlersFor<typeof spendChannels> {
  const spend = ctx.services.spend;
  return {
    'spend:summary': (_input, { userId }) => spend.summary(userId),
    'spend:set-caps': ({ caps }, { userId }) => spend.setCaps(userId, caps),
    'spend:set-prices': ({ prices }, { userId }) => spend.setPrices(userId, prices),
  };
}
