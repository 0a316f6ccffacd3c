import type { newsChannels } from '@shared/ipc/channels/news';
import type { HandlersFor } from '@shared/ipc/define';
import { toWriting } from '../writings';
import type { NewsService } from './service';

/** News items; every rule (fetch limits, parsing, no body from a headline) lives in the news service. */
export function newsHandlers(news: NewsService): HandlersFor<typeof newsChannels> {
  return {
    'news:add-feed': ({ url }, { userId }) => news.addFeed(userId, url),
    'news:refresh': async (_input, { userId }) => ({ feeds: await news.refresh(userId) }),
    'news:remove-feed': ({ feed_id }, { userId }) => {
      news.removeFeed(userId, feed_id);
      return { removed: true as const };
    },
    'news:import': ({ text }, { userId }) => news.import(userId, text),
    'news:list': (_input, { userId }) => news.list(userId),
    'news:dismiss': ({ item_id }, { userId }) => {
      news.dismiss(userId, item_id);
      return { dismissed: true as const };
    },
    'news:draft-response': ({ item_id }, { userId }) => toWriting(news.draftResponse(userId, item_id)),
  };
}
