import fc from 'fast-check';
import { findStructureProblem } from '../../src/main/services/news/feed-structure';
import { decodeFeed } from '../../src/main/services/news/decode';
import { FEED_CASES, feedBytes } from '../support/feeds';

/** A pasted feed must be one complete document; a cut-off or broken one is refused with where it breaks. */
describe('findStructureProblem', () => {
  test.each(FEED_CASES.map((c) => [c.name, c] as const))('a complete feed passes: %s', (_name, c) => {
    expect(findStructureProblem(decodeFeed(feedBytes(c), c.contentType ?? null))).toBeNull();
  });

  const RSS = '<?xml version="1.0"?>\n<rss version="2.0">\n<channel>\n<title>T</title>\n<item><title>A</title></item>\n</channel>\n</rss>\n';

  test.each([
    ['cut inside an item', RSS.slice(0, RSS.indexOf('</item>')), 'line 5, column 1, the text ends before <item> (opened here) is closed; the document looks cut off'],
    ['cut inside a tag', RSS.slice(0, RSS.indexOf('</title>') + 4), 'line 4, column 9, the text ends inside the tag </ti> that starts here'],
    ['a wrong end tag', RSS.replace('</item>', '</entry>'), 'line 5, column 23, </entry> closes <item>, which was opened at line 5, column 1'],
    ['an open comment', RSS.replace('<item>', '<!-- <item>'), 'line 5, column 1, a comment opened here is never closed'],
    ['an open CDATA', RSS.replace('<title>A', '<title><![CDATA[A'), 'line 5, column 14, a CDATA section opened here is never closed'],
    ['an HTML page', '<!doctype html><html><body>hi</body></html>', "line 1, column 16, the document's root is <html>"],
    ['a second root', `${RSS}<rss></rss>`, "line 8, column 1, <rss> comes after the feed's root element has already closed"],
    ['no element at all', '{"items": []}', 'line 1, column 1, there is no XML element in it'],
  ])('%s', (_label, text, want) => {
    const p = findStructureProblem(text);
    expect(p && `line ${p.line}, column ${p.column}, ${p.message}`).toContain(want);
  });

  test('property: every proper prefix of a complete feed that cuts an element is refused', () => {
    const doc = decodeFeed(feedBytes(FEED_CASES[1]!), null);
    const lastClose = doc.lastIndexOf('</');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: lastClose }), (cut) => {
        expect(findStructureProblem(doc.slice(0, cut))).not.toBeNull();
      }),
    );
  });
});
