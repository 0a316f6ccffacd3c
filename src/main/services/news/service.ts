import { notFound } from '@shared/errors';
import type { NewsFeed, NewsItem } from '@shared/domain/news';
import type { FeedRow, NewsItemRow, NewsRepository, ResponseRow } from '../../db/repositories/news';
import type { Stage } from '@shared/domain/writing';
import type { Clock } from '../clock';
import type { WritingsService } from '../writings';
import { decodeFeed } from './decode';
import { fetchFeed, type FetchResult } from './fetch-feed';
import { assertCompleteFeed } from './feed-structure';
import { parseFeedText } from './parse';

const ITEM_GONE = 'That news item does not exist (it may have been removed with its feed).';
const LIST_LIMIT = 500;

const feedWire = (f: FeedRow): NewsFeed => ({
  id: f.id,
  url: f.url,
  title: f.title,
  last_fetched_at: f.lastFetchedAt,
  last_error: f.lastError,
});
const itemWire = (i: NewsItemRow, response: ResponseRow | undefined): NewsItem => ({
  id: i.id,
  feed_id: i.feedId,
  headline: i.headline,
  url: i.url,
  source: i.source,
  summary: i.summary,
  published_at: i.publishedAt,
  created_at: i.createdAt,
  response: response ? { id: response.id, title: response.title, stage: response.stage as Stage } : null,
});

/**
 * News items (docs/news.md). A feed is fetched and parsed completely before anything is stored, so an
 * unreachable or malformed feed stores nothing. Draft a response creates an empty idea and nothing else: the
 * headline becomes the title, the body stays empty (the first assist guardrail: nothing generates a body from a seed).
 */
export function createNewsService(deps: {
  repo: NewsRepository;
  writings: WritingsService;
  clock: Clock;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}) {
  const { repo, clock } = deps;
  const get = (url: string, validators: { etag: string | null; lastModified: string | null }): Promise<FetchResult> =>
    fetchFeed(url, validators, { fetchImpl: deps.fetchImpl, timeoutMs: deps.timeoutMs });

  async function addFeed(userId: string, url: string) {
    const existing = repo.feedByUrl(userId, url);
    if (existing) {
      const [result] = await refreshFeeds(userId, [existing]);
      return result!;
    }
    const fetched = await get(url, { etag: null, lastModified: null });
    if (fetched.status !== 'ok') throw new Error('unreachable: a first fetch sends no validators');
    const parsed = parseFeedText(decodeFeed(fetched.bytes, fetched.contentType), fetched.finalUrl);
    const saved = repo.addFeed(
      userId,
      { url, title: parsed.title, etag: fetched.etag, lastModified: fetched.lastModified },
      parsed.items,
      clock.now(),
    );
    return { feed: feedWire(repo.feedById(userId, saved.feedId)!), added: saved.added, skipped: saved.skipped };
  }

  async function refreshFeeds(userId: string, feeds: FeedRow[]) {
    const out = [];
    for (const f of feeds) {
      try {
        const fetched = await get(f.url, { etag: f.etag, lastModified: f.lastModified });
        if (fetched.status === 'not_modified') {
          repo.refreshed(userId, f.id, { title: null, etag: null, lastModified: null, error: null, source: f.title }, [], clock.now());
          out.push({ feed: feedWire(repo.feedById(userId, f.id)!), added: 0, skipped: 0, not_modified: true });
          continue;
        }
        const parsed = parseFeedText(decodeFeed(fetched.bytes, fetched.contentType), fetched.finalUrl);
        const counts = repo.refreshed(
          userId,
          f.id,
          { title: parsed.title, etag: fetched.etag, lastModified: fetched.lastModified, error: null, source: parsed.title },
          parsed.items,
          clock.now(),
        );
        out.push({ feed: feedWire(repo.feedById(userId, f.id)!), ...counts, not_modified: false });
      } catch (err) {
        const message = err instanceof Error && err.name === 'AppError' ? err.message : 'The feed could not be read.';
        repo.refreshed(userId, f.id, { title: null, etag: null, lastModified: null, error: message, source: f.title }, [], clock.now());
        out.push({ feed: feedWire(repo.feedById(userId, f.id)!), added: 0, skipped: 0, not_modified: false });
      }
    }
    return out;
  }

  return {
    addFeed,
    refresh: (userId: string) => refreshFeeds(userId, repo.feeds(userId)),
    removeFeed(userId: string, feedId: string) {
      if (!repo.deleteFeed(userId, feedId)) throw notFound('That feed is not in your list.');
    },
    import(userId: string, text: string) {
      // A pasted document is checked whole first: the tolerant parser reads a cut-off feed as an empty one.
      assertCompleteFeed(text);
      const parsed = parseFeedText(text, null);
      return repo.importItems(userId, parsed.title, parsed.items, clock.now());
    },
    list: (userId: string) => {
      const responses = repo.responses(userId);
      return {
        items: repo.items(userId, LIST_LIMIT).map((i) => itemWire(i, responses.get(i.id))),
        feeds: repo.feeds(userId).map(feedWire),
      };
    },
    dismiss(userId: string, itemId: string) {
      if (!repo.item(userId, itemId)) throw notFound(ITEM_GONE);
      repo.dismiss(userId, itemId, clock.now());
    },
    /**
     * One response per item: when a piece already answers this item, it is the answer (whatever its stage), so
     * a second press opens it instead of leaving another empty idea behind. Found-or-created in one write
     * transaction, so two presses at once still make one piece.
     */
    draftResponse(userId: string, itemId: string) {
      const item = repo.item(userId, itemId);
      if (!item) throw notFound(ITEM_GONE);
      return repo.exclusively(() => {
        const existing = repo.responseFor(userId, item.id);
        if (existing) return deps.writings.get(userId, existing);
        const title = item.headline.length > 200 ? `${item.headline.slice(0, 199)}…` : item.headline;
        return deps.writings.create(userId, {
          title,
          type: 'news_response',
          sourceRef: { kind: 'news_item', id: item.id, title: item.headline, ...(item.url ? { url: item.url } : {}) },
        });
      });
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
