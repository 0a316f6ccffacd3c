import { z } from 'zod';
import { channel } from '../define';

/**
 * Spend accounting (SPEC Limits): every language-model call lands in a ledger with its tag; caps per tag and
 * overall, daily and weekly, are checked before a call. Days and weeks are UTC; weeks start on Monday.
 */
export const SpendTagSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'A tag is lowercase letters, digits and underscores, e.g. review or writing_assist');

const UsdCap = z
  .number()
  .min(0, 'A cap cannot be negative; leave it empty for no cap')
  .max(100_000, 'That cap is implausibly large; enter dollars, e.g. 2.50')
  .nullable();

export const CapPairSchema = z.object({ dailyUsd: UsdCap, weeklyUsd: UsdCap }).strict();
export type CapPair = z.infer<typeof CapPairSchema>;

export const SpendCapsSchema = z
  .object({
    overall: CapPairSchema,
    perTag: z.record(SpendTagSchema, CapPairSchema),
  })
  .strict();
export type SpendCaps = z.infer<typeof SpendCapsSchema>;

const PerMTok = z
  .number()
  .min(0, 'A price cannot be negative')
  .max(10_000, 'Prices are in dollars per million tokens; that one is too large');

export const ModelPriceSchema = z
  .object({
    model: z.string().trim().min(1, 'Name the model this price is for').max(200),
    inputPerMTok: PerMTok,
    outputPerMTok: PerMTok,
  })
  .strict();
export type ModelPrice = z.infer<typeof ModelPriceSchema>;

export const SpendTotalsSchema = z.object({
  costUsd: z.number(),
  calls: z.number().int(),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
});
export type SpendTotals = z.infer<typeof SpendTotalsSchema>;

export const LedgerEntrySchema = z.object({
  id: z.string(),
  tag: z.string(),
  model: z.string(),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
  costUsd: z.number(),
  outcome: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const SpendSummarySchema = z.object({
  today: SpendTotalsSchema,
  week: SpendTotalsSchema,
  byTag: z.array(z.object({ tag: z.string(), today: SpendTotalsSchema, week: SpendTotalsSchema })),
  caps: SpendCapsSchema,
  /** Tags the app knows about (shown in the caps editor even before their first call). */
  knownTags: z.array(z.string()),
  prices: z.array(ModelPriceSchema.extend({ source: z.enum(['content', 'override']) })),
  recent: z.array(LedgerEntrySchema),
  dayResetsAt: z.string(),
  weekResetsAt: z.string(),
});
export type SpendSummary = z.infer<typeof SpendSummarySchema>;

export const spendChannels = {
  'spend:summary': channel(z.object({}).strict(), SpendSummarySchema),
  'spend:set-caps': channel(z.object({ caps: SpendCapsSchema }).strict(), SpendSummarySchema),
  /** Replaces the user's price overrides; prices from content/model-prices.yaml stay underneath. */
  'spend:set-prices': channel(
    z.object({ prices: z.array(ModelPriceSchema).max(200, 'At most 200 price rows') }).strict(),
    SpendSummarySchema,
  ),
};
