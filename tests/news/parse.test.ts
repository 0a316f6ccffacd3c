import fc from 'fast-check';
import { decodeFeed, htmlToText, parseFeedText } from '../../src/main/services/news';
import { FEED_CASES, MALFORMED_FEEDS, feedBytes } from '../support/feeds';

describe('feed parsing: real-world shapes and encodings', () => {
  test(`at least 12 feed documents are covered (${FEED_CASES.length})`, () => {
    expect(FEED_CASES.length).toBeGreaterThanOrEqual(12);
  });

  test.each(FEED_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const text = decodeFeed(feedBytes(c), c.contentType ?? null);
    const feed = parseFeedText(text, c.base ?? 'https://fetched.example.com/feed.xml');
    expect(feed.items).toHaveLength(c.expect.length);
    // Each item as expected: only the fields the case names are compared.
    const got = feed.items.map((item, i) => {
      const want = c.expect[i]!;
      return {
        headline: item.headline,
        ...(want.url !== undefined ? { url: item.url } : {}),
        ...(want.summary !== undefined ? { summary: item.summary } : {}),
        ...(want.published_at !== undefined ? { published_at: item.publishedAt } : {}),
      };
    });
    expect(got).toEqual(c.expect);
    // Untrusted HTML never survives: summaries and headlines are plain text.
    for (const item of feed.items) expect(`${item.headline} ${item.summary}`).not.toMatch(/<[a-z!/]/i);
    // Keys are stable (a re-fetch finds the same items) and distinct.
    const again = parseFeedText(text, c.base ?? 'https://fetched.example.com/feed.xml');
    expect(again.items.map((i) => i.key)).toEqual(feed.items.map((i) => i.key));
    expect(new Set(feed.items.map((i) => i.key)).size).toBe(feed.items.length);
  });

  test.each(MALFORMED_FEEDS.map((m) => [m.name, m.text] as const))('%s is refused with a message that says what to do', (_n, text) => {
    expect(() => parseFeedText(text, null)).toThrow(/not an RSS or Atom feed we can read.*Check the address/);
  });

  test('htmlToText: scripts, styles, comments and tags go; entities are decoded; result is one line', () => {
    expect(htmlToText('<style>p{}</style><p>a&lt;b &#x41;&#66;</p><!-- c --><script>x()</script><br>d')).toBe('a<b AB d');
  });

  test('property: htmlToText never leaves a tag-looking sequence built from tags in the input', () => {
    const frag = fc.constantFrom('<b>', '</b>', '<script>bad()</script>', '<img src=x onerror=y>', 'text', '&amp;', '<!-- c -->', ' ');
    fc.assert(
      fc.property(fc.array(frag, { maxLength: 20 }), (parts) => {
        const out = htmlToText(parts.join(''));
        expect(out).not.toMatch(/<(?:b|img|script)\b|onerror|bad\(\)/);
      }),
    );
  });
});
