import fc from 'fast-check';
import { toHtml } from 'hast-util-to-html';
import { markdownToHast } from '../../src/renderer/src/components/markdown-pipeline';
import { createIncrementalRenderer, joinedHtml } from '../../src/renderer/src/features/writings/preview/incremental';
import { renderWholeDocument } from '../../src/renderer/src/features/writings/preview/preview-pipeline';

/**
 * Footnote calls and back references must point at ids that exist. They did not: mdast-util-to-hast and
 * rehype-sanitize both prefixed the ids with `user-content-`, so ids read `user-content-user-content-fn-1` while the
 * links pointed at `#user-content-fn-1` (src/shared/markdown/footnote-anchors.ts).
 */
function anchors(html: string): { hrefs: string[]; ids: Set<string> } {
  const hrefs = [...html.matchAll(/href="#([^"]*)"/g)].map((m) => m[1]!);
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!));
  return { hrefs, ids };
}

function expectLinked(html: string, footnoteLinks: number): void {
  const { hrefs, ids } = anchors(html);
  expect(hrefs).toHaveLength(footnoteLinks);
  for (const href of hrefs) expect(ids).toContain(href);
  expect(html).not.toContain('user-content-user-content-');
  // aria-describedby on each call names the section's heading.
  for (const m of html.matchAll(/aria-describedby="([^"]*)"/g)) expect(ids).toContain(m[1]);
}

const DOC = [
  'A claim[^1], a second[^note], the first again[^1] and a unicode label[^é].',
  '',
  '> Quoted with a note[^q].',
  '',
  '[^1]: The first note.',
  '[^note]: The second, with a [link](https://example.com).',
  '[^é]: Accented.',
  '[^q]: From the quote.',
  '[^unused]: Nobody cites this one.',
].join('\n');
// Calls: 1, note, 1, é, q = 5; back references: 1 (twice), note, é, q = 5.
const LINKS = 10;

const renderers: [string, (md: string) => string][] = [
  ['the writings preview, whole document', (md) => renderWholeDocument(md).html],
  ['the writings preview, block by block', (md) => joinedHtml(createIncrementalRenderer().render(md))],
  ['the shared Markdown component', (md) => toHtml(markdownToHast(md).hast)],
];

describe.each(renderers)('footnote anchors in %s', (_name, render) => {
  it('every href="#..." has a matching id, each id prefixed once', () => {
    const html = render(DOC);
    expectLinked(html, LINKS);
    const { hrefs } = anchors(html);
    expect(hrefs).toContain('user-content-fn-1');
    expect(hrefs).toContain('user-content-fnref-1-2');
  });

  it('a writer’s own #fragment link is left as written (only footnote anchors are rewritten)', () => {
    const html = render('[see the note](#fn-1) and a call[^1]\n\n[^1]: Note.');
    expect(html).toContain('href="#fn-1"');
    expect(html).toContain('href="#user-content-fn-1"');
  });

  it('holds for any set of labels and any order of calls', () => {
    const label = fc.stringMatching(/^[a-zA-Z0-9é_-]{1,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(label, { minLength: 1, maxLength: 5, selector: (l) => l.toLowerCase() }), fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (labels, picks) => {
        const calls = picks.map((p) => labels[p % labels.length]!);
        const md = `Text ${calls.map((l) => `[^${l}]`).join(' and ')}.\n\n${labels.map((l) => `[^${l}]: Note ${l}.`).join('\n')}\n`;
        const html = render(md);
        const { hrefs, ids } = anchors(html);
        // Each call links to its note and each call gets one back reference.
        expect(hrefs).toHaveLength(calls.length * 2);
        for (const href of hrefs) expect(ids).toContain(href);
        expect(html).not.toContain('user-content-user-content-');
      }),
      { numRuns: 60 },
    );
  });
});
