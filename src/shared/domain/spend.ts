import { z } from 'zod';

/**
 * Spend accounting (docs/product.md): every language-model call lands in a ledger with its tag; caps per tag and
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

export const CapPairSchema = z.object({ daily_usd: UsdCap, weekly_usd: UsdCap }).strict();

export type CapPair = z.infer<typeof CapPairSchema>;

export const SpendCapsSchema = z
  .object({
    overall: CapPairSchema,
    per_tag: z.record(SpendTagSchema, CapPairSchema),
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
    input_per_mtok: PerMTok,
    output_per_mtok: PerMTok,
  })
  .strict();

export type ModelPrice = z.infer<typeof ModelPriceSchema>;

export const SpendTotalsSchema = z.object({
  cost_usd: z.number(),
  calls: z.number().int(),
  tokens_in: z.number().int(),
  tokens_out: z.number().int(),
});

export type SpendTotals = z.infer<typeof SpendTotalsSchema>;

export const LedgerEntrySchema = z.object({
  id: z.string(),
  tag: z.string(),
  /** The model the app asked for; the row is priced by it. */
  model: z.string(),
  /** The model name the server reported (null for failed calls and rows from before 0050). */
  reported_model: z.string().nullable(),
  tokens_in: z.number().int(),
  tokens_out: z.number().int(),
  /** True when the server sent no usage and the app counted the tokens itself. */
  estimated: z.boolean(),
  cost_usd: z.number(),
  outcome: z.string(),
  created_at: z.string(),
});

export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const SpendSummarySchema = z.object({
  today: SpendTotalsSchema,
  week: SpendTotalsSchema,
  by_tag: z.array(z.object({ tag: z.string(), today: SpendTotalsSchema, week: SpendTotalsSchema })),
  caps: SpendCapsSchema,
  /** Tags the app knows about (shown in the caps editor even before their first call). */
  known_tags: z.array(z.string()),
  prices: z.array(ModelPriceSchema.extend({ source: z.enum(['content', 'override']) })),
  recent: z.array(LedgerEntrySchema),
  day_resets_at: z.string(),
  week_resets_at: z.string(),
});

export type SpendSummary = z.infer<typeof SpendSummarySchema>;
