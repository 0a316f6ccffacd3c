/** News items: feeds, offline import, Draft a response (issue 15; docs/news.md). */
export { createNewsService, type NewsService } from './service';
export { parseFeedText, htmlToText } from './parse';
export { decodeFeed, charsetOf } from './decode';
