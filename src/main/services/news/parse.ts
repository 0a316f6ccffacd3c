import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as FeedParser from '@rowanmanning/feed-parser';
import { invalidInput } from '@shared/errors';

// Loaded at the first feed read rather than at start-up (with the html-entities tables it builds): nothing before
// a feed refresh needs it.
const load = createRequire(__filename);
let feedParser: typeof FeedParser | undefined;
const parseFeed: typeof FeedParser.parseFeed = (xml) => (feedParser ??= load('@rowanmanning/feed-parser') as typeof FeedParser).parseFeed(xml);

/** One item as stored: plain text only (summaries are untrusted HTML, reduced to text here). */
export type ParsedItem = {
  key: string;
  headline: string;
  url: string | null;
  summary: string;
  publishedAt: string | null;
};
export type ParsedFeed = { title: string; items: ParsedItem[] };

export const MAX_ITEMS = 500;
const MAX_SUMMARY = 1000;
const MAX_HEADLINE = 300;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

/** HTML to plain text: tags and comments dropped (script/style with their content), entities decoded. */
export function htmlToText(html: string): string {
  return html
    .slice(0, 200_000)
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<br\s*\/?>|<\/p\s*>|<\/li\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** An item link resolved against the feed's own address (relative links are common); only http(s) kept. */
function resolveUrl(raw: string | null, base: string | null): string | null {
  if (!raw) return null;
  try {
    const url = base ? new URL(raw.trim(), base) : new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Parses a feed document (RSS 0.9x/2.0, Atom, RDF/RSS 1.0) into stored items. `baseUrl` is where the feed came
 * from (relative links resolve against the feed's link, else it). Throws invalid_input for anything that is not a
 * feed, with what to do; never returns a partial result for a malformed document.
 */
export function parseFeedText(text: string, baseUrl: string | null): ParsedFeed {
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(text);
  } catch {
    throw invalidInput(
      'That is not an RSS or Atom feed we can read (the XML is malformed or it is another kind of page). Check the address, or open it in a browser to see what it returns.',
    );
  }
  const base = resolveUrl(feed.url, baseUrl) ?? baseUrl;
  const title = clip(htmlToText(feed.title ?? '') || (baseUrl ? new URL(baseUrl).host : 'Imported feed'), 200);
  const items: ParsedItem[] = [];
  for (const item of feed.items.slice(0, MAX_ITEMS)) {
    const url = resolveUrl(item.url, base);
    const headline = clip(htmlToText(item.title ?? ''), MAX_HEADLINE);
    const summary = clip(htmlToText(item.description ?? item.content ?? ''), MAX_SUMMARY);
    if (!headline && !summary) continue;
    const date = item.published ?? item.updated;
    const publishedAt = date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
    // A stable key across fetches: the item's id (guid), else its link, else its text.
    const identity = item.id?.trim() || url || `${headline}\n${summary}`;
    const key = createHash('sha256').update(identity).digest('hex').slice(0, 32);
    items.push({ key, headline: headline || clip(summary, 120), url, summary, publishedAt });
  }
  return { title, items };
}
