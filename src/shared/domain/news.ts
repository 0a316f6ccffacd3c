import { z } from 'zod';
import { IdSchema } from './common';
import { StageSchema } from './writing';

/** A news item as shown: every field is plain text (summaries are reduced from untrusted HTML in main). */
export const NewsItemSchema = z.object({
  id: IdSchema,
  feed_id: IdSchema.nullable(),
  headline: z.string(),
  url: z.string().nullable(),
  source: z.string().nullable(),
  summary: z.string(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  /** The piece drafted in response to this item, if there is one ("Draft a response" opens it). */
  response: z.object({ id: IdSchema, title: z.string(), stage: StageSchema }).nullable(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsFeedSchema = z.object({
  id: IdSchema,
  url: z.string(),
  title: z.string(),
  last_fetched_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type NewsFeed = z.infer<typeof NewsFeedSchema>;
