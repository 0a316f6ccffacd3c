import { z } from 'zod';
import { channel } from '../define';
import { IdSchema } from '../../domain/common';
import { NewsFeedSchema, NewsItemSchema } from '../../domain/news';
import { WritingSchema } from '../../domain/writing';

export type { NewsItem, NewsFeed } from '../../domain/news';

const FeedUrlSchema = z
  .string()
  .trim()
  .max(2000, 'A feed address can be at most 2,000 characters')
  .regex(/^https?:\/\/[^\s]+$/i, 'Enter the full address of the feed, starting with https://');
const Counts = z.object({ added: z.number().int().min(0), skipped: z.number().int().min(0) });

/** News items: feeds fetched by main, offline import, and Draft a response (an empty idea). */
export const newsChannels = {
  'news:add-feed': channel(
    () => z.object({ url: FeedUrlSchema }).strict(),
    () => Counts.extend({ feed: NewsFeedSchema }),
  ),
  /** Fetches every feed again (conditional GET); one result per feed, errors kept on the feed. */
  'news:refresh': channel(
    () => z.object({}).strict(),
    () => z.object({ feeds: z.array(Counts.extend({ feed: NewsFeedSchema, not_modified: z.boolean() })) }),
  ),
  'news:remove-feed': channel(
    () => z.object({ feed_id: IdSchema }).strict(),
    () => z.object({ removed: z.literal(true) }),
  ),
  /** A feed document's text (a file the user picked); answers how many items were added and skipped. */
  'news:import': channel(
    () =>
      z.object({ text: z.string().max(5_000_000, 'That file is over 5 MB; feeds that large are not read') }).strict(),
    () => Counts,
  ),
  'news:list': channel(
    () => z.object({}).strict(),
    () => z.object({ items: z.array(NewsItemSchema), feeds: z.array(NewsFeedSchema) }),
  ),
  'news:dismiss': channel(
    () => z.object({ item_id: IdSchema }).strict(),
    () => z.object({ dismissed: z.literal(true) }),
  ),
  /** Creates an idea-stage news_response piece: the headline as title, an empty body, the item as its source. */
  'news:draft-response': channel(
    () => z.object({ item_id: IdSchema }).strict(),
    () => WritingSchema,
  ),
};
