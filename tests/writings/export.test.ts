import fs from 'node:fs';
import path from 'node:path';
import { VENUES, type Venue } from '../../src/shared/domain/writing';
import { exportPiece, type ExportablePiece } from '../../src/main/services/writings/export';
import { personalFileName, slugify } from '../../src/main/services/writings/export/personal';

const FIXTURES = path.resolve(__dirname, '../fixtures/writings');
const body = fs.readFileSync(path.join(FIXTURES, 'full.md'), 'utf8');
const piece: ExportablePiece = {
  title: 'Linear probes: what they miss',
  body_md: body,
  type: 'research_reflection',
  stage: 'ready',
  epistemic_status: 'Moderately confident; two weekends of work.',
  tags: ['interpretability', 'probes'],
  published_at: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const settings = { substack_publication: 'probe-notes' };

/** Compares with tests/fixtures/writings/golden/<name>; UPDATE_GOLDEN=1 rewrites the file (review the diff). */
function expectGolden(name: string, actual: string): void {
  const file = path.join(FIXTURES, 'golden', name);
  if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, actual);
  expect(actual).toBe(fs.readFileSync(file, 'utf8'));
}

describe('export golden files (fixture with every GFM feature, footnotes, math, epistemic status, raw HTML)', () => {
  it.each(VENUES.map((v) => [v]))('%s', (venue: Venue) => {
    const result = exportPiece(piece, venue, settings);
    expectGolden(`full.${venue}.md`, result.markdown);
    expect(result.html === null).toBe(venue !== 'newsletter');
    expectGolden(`full.${venue}.preflight.json`, JSON.stringify(result.preflight, null, 2) + '\n');
  });

  it('newsletter HTML (the rich-text copy)', () => {
    expectGolden('full.newsletter.html', exportPiece(piece, 'newsletter', settings).html!);
  });

  it('forum venues: status as a +++ block on top, body verbatim, the newPost deep link, a note to switch editors', () => {
    const lw = exportPiece(piece, 'forum_general', settings);
    expect(
      lw.markdown.startsWith('+++ Epistemic status\nModerately confident; two weekends of work.\n+++\n\n# Linear'),
    ).toBe(true);
    expect(lw.markdown).toContain('[^probe]');
    expect(lw.markdown).toContain('$\\mathcal{L}(\\theta)');
    expect(lw.deep_link).toBe('https://www.lesswrong.com/newPost');
    expect(lw.paste_note).toMatch(/Copy the Markdown first/);
    expect(lw.paste_note).toMatch(/Markdown editor/);
    expect(exportPiece(piece, 'forum_research', settings).deep_link).toBe('https://www.alignmentforum.org/newPost');
    expect(
      exportPiece({ ...piece, epistemic_status: null }, 'forum_general', settings).markdown.startsWith('# Linear'),
    ).toBe(true);
  });

  it('newsletter: numbered endnotes in both Markdown and HTML, sanitized HTML, the publication deep link', () => {
    const nl = exportPiece(piece, 'newsletter', settings);
    expect(nl.markdown).not.toContain('[^');
    expect(nl.markdown).toMatch(/structure\.\[1\]/);
    expect(nl.markdown).toMatch(/\*\*Notes\*\*\n\n1\. Hewitt and Liang/);
    expect(nl.html).toMatch(/structure\.\[1\]/);
    expect(nl.html).toMatch(/<ol>\n<li>Hewitt and Liang/);
    expect(nl.html).not.toMatch(/<details|<summary|footnote/);
    expect(nl.deep_link).toBe('https://probe-notes.substack.com/publish/post?type=newsletter');
    const noPub = exportPiece(piece, 'newsletter', { substack_publication: null });
    expect(noPub.deep_link).toBeNull();
    expect(noPub.paste_note).toMatch(/set your Substack publication/);
  });

  it('newsletter endnotes number by first reference and keep unreferenced notes last', () => {
    const md = 'B[^b] then A[^a] then B again[^b].\n\n[^a]: note a\n[^b]: note b\n[^z]: orphan';
    const nl = exportPiece({ ...piece, body_md: md }, 'newsletter', settings);
    expect(nl.markdown).toContain('B[1] then A[2] then B again[1].');
    expect(nl.markdown).toMatch(/1\. note b\n2\. note a\n3\. orphan\n$/);
  });

  it('personal: YAML front matter for Hugo and Jekyll and a YYYY-MM-DD-slug.md file name', () => {
    const p = exportPiece(
      { ...piece, stage: 'published', published_at: '2026-11-21T08:30:00.000Z' },
      'personal',
      settings,
    );
    expect(
      p.markdown.startsWith('---\ntitle: "Linear probes: what they miss"\ndate: 2026-11-21T08:30:00Z\ndraft: false\n'),
    ).toBe(true);
    expect(p.file_name).toBe('2026-11-21-linear-probes-what-they-miss.md');
    expect(p.deep_link).toBeNull();
    expect(exportPiece(piece, 'personal', settings).file_name).toBe('2026-11-20-linear-probes-what-they-miss.md');
    expect(slugify('Über: naïve café — 100% "done"!')).toBe('uber-naive-cafe-100-done');
    expect(slugify('???')).toBe('untitled');
    expect(personalFileName({ ...piece, title: 'x'.repeat(300) })).toHaveLength('2026-11-20-'.length + 60 + 3);
  });

  it.each(['forum_general', 'forum_research', 'newsletter'] as const)(
    'a learning_log or tutorial piece cannot be exported to %s (refused with the reason)',
    (venue) => {
      for (const type of ['learning_log', 'tutorial'] as const) {
        expect(() => exportPiece({ ...piece, type }, venue, settings)).toThrow(/personal site/);
        expect(exportPiece({ ...piece, type }, 'personal', settings).file_name).toMatch(/\.md$/);
      }
    },
  );
});
