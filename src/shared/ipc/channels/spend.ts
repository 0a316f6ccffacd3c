import { z } from 'zod';
import { channel } from '../define';
import { ModelPriceSchema, SpendCapsSchema, SpendSummarySchema } from '../../domain/spend';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/spend';

export const spendChannels = {
  'spend:summary': channel(
    () => z.object({}).strict(),
    () => SpendSummarySchema,
  ),
  'spend:set-caps': channel(
    () => z.object({ caps: SpendCapsSchema }).strict(),
    () => SpendSummarySchema,
  ),
  /** Replaces the user's price overrides; prices from content/model-prices.yaml stay underneath. */
  'spend:set-prices': channel(
    () => z.object({ prices: z.array(ModelPriceSchema).max(200, 'At most 200 price rows') }).strict(),
    () => SpendSummarySchema,
  ),
};
