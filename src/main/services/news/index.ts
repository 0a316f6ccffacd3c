/** News items: feeds, offline import, Draft a response (docs/news.md). */
export { createNewsService, type NewsService } from './service';
export { parseFeedText, htmlToText } from './parse';
export { decodeFeed, charsetOf } from './decode';
