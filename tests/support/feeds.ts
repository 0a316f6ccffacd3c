/**
 * Feed documents in the shapes found in the wild: RSS 0.91 and 2.0, Atom, RDF/RSS 1.0, CDATA,
 * HTML entities, non-UTF-8 encodings, missing dates, relative links. Each carries what a reader should get.
 * `bytes` builds the document in its declared encoding.
 */
export type FeedCase = {
  name: string;
  /** The document; for non-UTF-8 cases `encode` turns it into bytes. */
  text: string;
  encoding?: 'latin1' | 'utf16le' | 'windows-1252' | 'koi8-r' | 'shift_jis';
  contentType?: string;
  base?: string;
  expect: Array<{ headline: string; url?: string | null; summary?: string; published_at?: string | null }>;
};

export const FEED_CASES: FeedCase[] = [
  {
    name: 'RSS 0.91 (Netscape DTD, no dates)',
    text: `<?xml version="1.0"?>
<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
<rss version="0.91"><channel><title>Old Times</title><link>http://old.example.com/</link><description>d</description><language>en-us</language>
<item><title>First story</title><link>http://old.example.com/1</link><description>Plain summary.</description></item>
<item><title>Second story</title><link>http://old.example.com/2</link></item>
</channel></rss>`,
    expect: [
      { headline: 'First story', url: 'http://old.example.com/1', summary: 'Plain summary.', published_at: null },
      { headline: 'Second story', url: 'http://old.example.com/2', summary: '' },
    ],
  },
  {
    name: 'RSS 2.0 with guid, pubDate and CDATA HTML',
    text: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Alignment News</title><link>https://news.example.org/</link>
<item><title>Interpretability result</title><link>https://news.example.org/a</link><guid isPermaLink="false">id-1</guid>
<pubDate>Mon, 02 Nov 2026 08:30:00 GMT</pubDate>
<description><![CDATA[<p>A <b>new</b> result &amp; a <a href="https://x.example">link</a>.</p><script>alert(1)</script>]]></description></item>
</channel></rss>`,
    expect: [{ headline: 'Interpretability result', url: 'https://news.example.org/a', summary: 'A new result & a link.', published_at: '2026-11-02T08:30:00.000Z' }],
  },
  {
    name: 'Atom 1.0 with summary, updated and alternate link',
    text: `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Blog</title><link href="https://atom.example.com/"/><id>urn:x</id><updated>2026-11-01T10:00:00Z</updated>
<entry><title>Entry one</title><link rel="alternate" href="https://atom.example.com/one"/><id>urn:1</id><updated>2026-11-01T10:00:00Z</updated><summary>Short one.</summary></entry>
<entry><title type="html">Entry &lt;em&gt;two&lt;/em&gt;</title><link href="https://atom.example.com/two"/><id>urn:2</id><published>2026-10-30T12:00:00+02:00</published><content type="html">&lt;p&gt;Body two&lt;/p&gt;</content></entry>
</feed>`,
    expect: [
      { headline: 'Entry one', url: 'https://atom.example.com/one', summary: 'Short one.', published_at: '2026-11-01T10:00:00.000Z' },
      { headline: 'Entry two', url: 'https://atom.example.com/two', summary: 'Body two', published_at: '2026-10-30T10:00:00.000Z' },
    ],
  },
  {
    name: 'RDF / RSS 1.0 with dc:date',
    text: `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="https://rdf.example.net/"><title>RDF Feed</title><link>https://rdf.example.net/</link><description>x</description>
<items><rdf:Seq><rdf:li resource="https://rdf.example.net/p1"/></rdf:Seq></items></channel>
<item rdf:about="https://rdf.example.net/p1"><title>RDF item</title><link>https://rdf.example.net/p1</link><description>About RDF.</description><dc:date>2026-09-01T00:00:00Z</dc:date></item>
</rdf:RDF>`,
    expect: [{ headline: 'RDF item', url: 'https://rdf.example.net/p1', summary: 'About RDF.', published_at: '2026-09-01T00:00:00.000Z' }],
  },
  {
    name: 'HTML entities, numeric references and double-escaped markup',
    text: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Entities</title><link>https://e.example.com/</link>
<item><title>Caf&#233; &amp; cr&#xE8;me &#8212; &quot;quoted&quot;</title><link>https://e.example.com/1</link>
<description>&lt;p&gt;Tom &amp;amp; Jerry&amp;nbsp;&amp;hellip; &lt;img src=x onerror=alert(1)&gt;&lt;/p&gt;</description></item>
</channel></rss>`,
    expect: [{ headline: 'Café & crème — "quoted"', summary: 'Tom & Jerry …' }],
  },
  {
    name: 'ISO-8859-1 declared in the XML declaration',
    text: `<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0"><channel><title>Zürich Blätter</title><link>https://l1.example.ch/</link>
<item><title>Über Größe</title><link>https://l1.example.ch/1</link><description>Naïve façade.</description></item></channel></rss>`,
    encoding: 'latin1',
    expect: [{ headline: 'Über Größe', summary: 'Naïve façade.' }],
  },
  {
    name: 'windows-1252 from the HTTP header (curly quotes, euro)',
    text: `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Smart</title><link>https://w.example.com/</link>
<item><title>It’s “smart” – €5</title><link>https://w.example.com/1</link></item></channel></rss>`,
    encoding: 'windows-1252',
    contentType: 'application/rss+xml; charset=windows-1252',
    expect: [{ headline: 'It’s “smart” – €5' }],
  },
  {
    name: 'KOI8-R (Cyrillic)',
    text: `<?xml version="1.0" encoding="KOI8-R"?>
<rss version="2.0"><channel><title>Новости</title><link>https://ru.example.ru/</link>
<item><title>Привет, мир</title><link>https://ru.example.ru/1</link></item></channel></rss>`,
    encoding: 'koi8-r',
    expect: [{ headline: 'Привет, мир' }],
  },
  {
    name: 'Shift_JIS (Japanese)',
    text: `<?xml version="1.0" encoding="Shift_JIS"?>
<rss version="2.0"><channel><title>ニュース</title><link>https://jp.example.jp/</link>
<item><title>日本語の記事</title><link>https://jp.example.jp/1</link></item></channel></rss>`,
    encoding: 'shift_jis',
    expect: [{ headline: '日本語の記事' }],
  },
  {
    name: 'UTF-16LE with a byte-order mark',
    text: `<?xml version="1.0" encoding="UTF-16"?>
<rss version="2.0"><channel><title>Wide</title><link>https://u16.example.com/</link>
<item><title>Sixteen bits ✓</title><link>https://u16.example.com/1</link></item></channel></rss>`,
    encoding: 'utf16le',
    expect: [{ headline: 'Sixteen bits ✓' }],
  },
  {
    name: 'relative links resolved against the feed link (RSS)',
    text: `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Rel</title><link>https://rel.example.com/blog/</link>
<item><title>Root-relative</title><link>/posts/1</link></item>
<item><title>Path-relative</title><link>posts/2</link></item>
<item><title>Scheme javascript</title><link>javascript:alert(1)</link></item></channel></rss>`,
    expect: [
      { headline: 'Root-relative', url: 'https://rel.example.com/posts/1' },
      { headline: 'Path-relative', url: 'https://rel.example.com/blog/posts/2' },
      { headline: 'Scheme javascript', url: null },
    ],
  },
  {
    name: 'Atom with xml:base and relative hrefs',
    text: `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://base.example.org/feed/"><title>Based</title><link href="https://base.example.org/"/><id>urn:b</id><updated>2026-11-01T00:00:00Z</updated>
<entry><title>Relative entry</title><link href="/e/1"/><id>urn:b1</id><updated>2026-11-01T00:00:00Z</updated></entry></feed>`,
    expect: [{ headline: 'Relative entry', url: 'https://base.example.org/e/1' }],
  },
  {
    name: 'missing and unparseable dates, item without a title',
    text: `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Dateless</title><link>https://d.example.com/</link>
<item><title>No date</title><link>https://d.example.com/1</link></item>
<item><title>Bad date</title><link>https://d.example.com/2</link><pubDate>sometime last week</pubDate></item>
<item><description>Only a description, no title at all.</description><link>https://d.example.com/3</link></item></channel></rss>`,
    expect: [
      { headline: 'No date', published_at: null },
      { headline: 'Bad date', published_at: null },
      { headline: 'Only a description, no title at all.', url: 'https://d.example.com/3' },
    ],
  },
  {
    name: 'RSS 2.0 with namespaces (content:encoded, dc:creator) and a BOM',
    text: `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Substack-like</title><link>https://s.example.com</link>
<item><title><![CDATA[A title in CDATA]]></title><link>https://s.example.com/p/a</link><dc:creator>Someone</dc:creator><content:encoded><![CDATA[<h1>Heading</h1><p>Full text.</p>]]></content:encoded><pubDate>Tue, 03 Nov 2026 09:00:00 +0000</pubDate></item></channel></rss>`,
    expect: [{ headline: 'A title in CDATA', url: 'https://s.example.com/p/a', published_at: '2026-11-03T09:00:00.000Z' }],
  },
];

/** Not feeds: each must be refused with a clear message and store nothing. */
export const MALFORMED_FEEDS: Array<{ name: string; text: string }> = [
  { name: 'an HTML page', text: '<!doctype html><html><head><title>Blog</title></head><body><p>hi</p></body></html>' },
  { name: 'truncated XML', text: '<?xml version="1.0"?><rss version="2.0"><channel><title>Cut</title><item><title>x</ti' },
  { name: 'JSON', text: '{"version": "https://jsonfeed.org/version/1", "items": []}' },
  { name: 'empty', text: '' },
];


/** The document in its declared encoding (TextEncoder only writes UTF-8; these are done by hand or by table). */
export function feedBytes(c: FeedCase): Uint8Array {
  switch (c.encoding) {
    case undefined:
      return new TextEncoder().encode(c.text);
    case 'latin1':
      return Uint8Array.from(Buffer.from(c.text, 'latin1'));
    case 'utf16le':
      return Uint8Array.from(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(c.text, 'utf16le')]));
    case 'windows-1252': {
      // Node 20's TextDecoder cannot be inverted for this one (it decodes it as ISO-8859-1): the 0x80-0x9F table.
      const high = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
      return Uint8Array.from([...c.text].map((ch) => (high.includes(ch) ? 0x80 + high.indexOf(ch) : ch.charCodeAt(0))));
    }
    default:
      return encodeWithDecoderTable(c.text, c.encoding);
  }
}

/** Encodes by inverting TextDecoder over every one- and two-byte sequence (tests only; small tables). */
function encodeWithDecoderTable(text: string, label: string): Uint8Array {
  const table = new Map<string, number[]>();
  const dec = new TextDecoder(label, { fatal: true });
  const tryBytes = (bytes: number[]) => {
    try {
      const ch = dec.decode(Uint8Array.from(bytes));
      if ([...ch].length === 1 && !table.has(ch)) table.set(ch, bytes);
    } catch {
      // not a valid sequence in this encoding
    }
  };
  for (let b = 0; b < 256; b += 1) tryBytes([b]);
  if (label === 'shift_jis') for (let a = 0x81; a <= 0xfc; a += 1) for (let b = 0x40; b <= 0xfc; b += 1) tryBytes([a, b]);
  const out: number[] = [];
  for (const ch of text) {
    const bytes = table.get(ch);
    if (!bytes) throw new Error(`cannot encode ${ch} in ${label}`);
    out.push(...bytes);
  }
  return Uint8Array.from(out);
}
