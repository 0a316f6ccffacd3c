import type { Db } from '../connection';
import { newId } from './ids';

export type FeedRow = {
  id: string;
  url: string;
  title: string;
  etag: string | null;
  lastModified: string | null;
  lastFetchedAt: string | null;
  lastError: string | null;
  createdAt: string;
};
export type NewsItemRow = {
  id: string;
  feedId: string | null;
  headline: string;
  url: string | null;
  source: string | null;
  summary: string;
  publishedAt: string | null;
  createdAt: string;
};
type RawFeed = {
  id: string;
  url: string;
  title: string;
  etag: string | null;
  last_modified: string | null;
  last_fetched_at: string | null;
  last_error: string | null;
  created_at: string;
};
type RawItem = {
  id: string;
  feed_id: string | null;
  headline: string;
  url: string | null;
  source: string | null;
  summary: string;
  published_at: string | null;
  created_at: string;
};
const toFeed = (r: RawFeed): FeedRow => ({
  id: r.id,
  url: r.url,
  title: r.title,
  etag: r.etag,
  lastModified: r.last_modified,
  lastFetchedAt: r.last_fetched_at,
  lastError: r.last_error,
  createdAt: r.created_at,
});
const toItem = (r: RawItem): NewsItemRow => ({
  id: r.id,
  feedId: r.feed_id,
  headline: r.headline,
  url: r.url,
  source: r.source,
  summary: r.summary,
  publishedAt: r.published_at,
  createdAt: r.created_at,
});

export type ResponseRow = { id: string; title: string; stage: string };

/** Feeds and their items, per user; an item's key is unique per user, so a re-fetch adds only new items. */
export function createNewsRepository(db: Db) {
  const feedByUrl = db.prepare<[string, string], RawFeed>('SELECT * FROM news_feeds WHERE user_id = ? AND url = ?');
  const feedById = db.prepare<[string, string], RawFeed>('SELECT * FROM news_feeds WHERE user_id = ? AND id = ?');
  const feeds = db.prepare<[string], RawFeed>('SELECT * FROM news_feeds WHERE user_id = ? ORDER BY created_at, rowid');
  const insertFeed = db.prepare(
    `INSERT INTO news_feeds (id, user_id, url, title, etag, last_modified, last_fetched_at, created_at)
     VALUES (@id, @userId, @url, @title, @etag, @lastModified, @now, @now)`,
  );
  const updateFeed = db.prepare(
    `UPDATE news_feeds SET title = COALESCE(@title, title), etag = COALESCE(@etag, etag),
       last_modified = COALESCE(@lastModified, last_modified), last_fetched_at = @now, last_error = @error
     WHERE user_id = @userId AND id = @id`,
  );
  const deleteFeed = db.prepare('DELETE FROM news_feeds WHERE user_id = ? AND id = ?');
  const insertItem = db.prepare(
    `INSERT INTO news_items (id, user_id, feed_id, item_key, headline, url, source, summary, published_at, created_at)
     VALUES (@id, @userId, @feedId, @key, @headline, @url, @source, @summary, @publishedAt, @now)
     ON CONFLICT (user_id, item_key) DO NOTHING`,
  );
  const items = db.prepare<[string, number], RawItem>(
    `SELECT id, feed_id, headline, url, source, summary, published_at, created_at FROM news_items
     WHERE user_id = ? AND dismissed_at IS NULL
     ORDER BY COALESCE(published_at, created_at) DESC, rowid DESC LIMIT ?`,
  );
  const item = db.prepare<[string, string], RawItem>(
    'SELECT id, feed_id, headline, url, source, summary, published_at, created_at FROM news_items WHERE user_id = ? AND id = ?',
  );
  const dismiss = db.prepare(
    'UPDATE news_items SET dismissed_at = @now WHERE user_id = @userId AND id = @id AND dismissed_at IS NULL',
  );
  const countItems = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM news_items WHERE user_id = ?');
  // Pieces drafted as a response to a news item (their source ref names it); the oldest first, so the first one
  // drafted is the one an item leads to.
  const responses = db.prepare<[string], { id: string; title: string; stage: string; item_id: string }>(
    `SELECT id, title, stage, json_extract(source_refs_json, '$.id') AS item_id FROM writings
     WHERE user_id = ? AND json_valid(source_refs_json) AND json_extract(source_refs_json, '$.kind') = 'news_item'
     ORDER BY created_at, rowid`,
  );
  const responseFor = db.prepare<[string, string], { id: string }>(
    `SELECT id FROM writings
     WHERE user_id = ? AND json_valid(source_refs_json) AND json_extract(source_refs_json, '$.kind') = 'news_item'
       AND json_extract(source_refs_json, '$.id') = ?
     ORDER BY created_at, rowid LIMIT 1`,
  );

  type NewItem = { key: string; headline: string; url: string | null; summary: string; publishedAt: string | null };
  const insertItems = (userId: string, feedId: string | null, source: string, list: NewItem[], now: Date) => {
    let added = 0;
    for (const i of list) {
      added += insertItem.run({ id: newId(), userId, feedId, source, now: now.toISOString(), ...i }).changes;
    }
    return { added, skipped: list.length - added };
  };

  return {
    feedByUrl: (userId: string, url: string) => {
      const r = feedByUrl.get(userId, url);
      return r ? toFeed(r) : undefined;
    },
    feedById: (userId: string, id: string) => {
      const r = feedById.get(userId, id);
      return r ? toFeed(r) : undefined;
    },
    feeds: (userId: string) => feeds.all(userId).map(toFeed),
    /** A new feed and its first items, in one transaction. */
    addFeed: db.transaction(
      (
        userId: string,
        feed: { url: string; title: string; etag: string | null; lastModified: string | null },
        list: NewItem[],
        now: Date,
      ) => {
        const id = newId();
        insertFeed.run({ id, userId, ...feed, now: now.toISOString() });
        return { feedId: id, ...insertItems(userId, id, feed.title, list, now) };
      },
    ),
    /** Records a fetch (new validators and items, or the error) for an existing feed. */
    refreshed: db.transaction(
      (
        userId: string,
        feedId: string,
        result: { title: string | null; etag: string | null; lastModified: string | null; error: string | null; source: string },
        list: NewItem[],
        now: Date,
      ) => {
        updateFeed.run({ userId, id: feedId, title: result.title, etag: result.etag, lastModified: result.lastModified, error: result.error, now: now.toISOString() });
        return insertItems(userId, feedId, result.source, list, now);
      },
    ),
    importItems: db.transaction((userId: string, source: string, list: NewItem[], now: Date) =>
      insertItems(userId, null, source, list, now),
    ),
    deleteFeed: (userId: string, id: string) => deleteFeed.run(userId, id).changes === 1,
    items: (userId: string, limit: number) => items.all(userId, limit).map(toItem),
    item: (userId: string, id: string) => {
      const r = item.get(userId, id);
      return r ? toItem(r) : undefined;
    },
    dismiss: (userId: string, id: string, now: Date) => dismiss.run({ userId, id, now: now.toISOString() }).changes === 1,
    count: (userId: string) => countItems.get(userId)!.n,
    /** Each news item that has a response piece: the piece's id, title and stage (the oldest piece per item). */
    responses: (userId: string): Map<string, ResponseRow> => {
      const out = new Map<string, ResponseRow>();
      for (const r of responses.all(userId)) if (!out.has(r.item_id)) out.set(r.item_id, { id: r.id, title: r.title, stage: r.stage });
      return out;
    },
    /** The id of the piece already drafted in response to an item, if any. */
    responseFor: (userId: string, itemId: string): string | undefined => responseFor.get(userId, itemId)?.id,
    /**
     * Runs `fn` in one write transaction taken up front (BEGIN IMMEDIATE): "find the response, else create it"
     * cannot interleave with another process on the same file (the desktop app and the browser host).
     */
    exclusively: <T>(fn: () => T): T => db.transaction(fn).immediate(),
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
