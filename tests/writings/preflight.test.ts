import { exportPiece, type ExportablePiece, type PreflightItem } from '../../src/main/services/writings/export';
import { withLlmOutput } from '../../src/main/services/writings/export/llm-output';
import { PREFLIGHT_RULES } from '../../src/main/services/writings/export/types';
import type { Venue } from '../../src/shared/domain/writing';

const base: ExportablePiece = {
  title: 'T',
  body_md: '',
  type: null,
  stage: 'draft',
  epistemic_status: 'Sure.',
  tags: [],
  published_at: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const run = (venue: Venue, body_md: string, extra: Partial<ExportablePiece> = {}): PreflightItem[] =>
  exportPiece({ ...base, ...extra, body_md }, venue, { substack_publication: null }).preflight;
const rules = (items: PreflightItem[]) => items.map((i) => [i.line, i.rule]);

describe('preflight: one test per rule, each with its line', () => {
  it('raw_html on every venue (a <details> block on a personal site names Hugo)', () => {
    const md = 'Intro\n\n<details>\n<summary>More</summary>\nHidden\n</details>\n\nText with <kbd>inline</kbd> HTML.';
    for (const venue of ['forum_general', 'forum_research', 'newsletter', 'personal'] as const) {
      expect(rules(run(venue, md))).toEqual([
        [3, 'raw_html'],
        [8, 'raw_html'],
      ]);
    }
    expect(run('personal', md)[0]!.message).toMatch(/Hugo/);
  });

  it('footnotes on the newsletter only', () => {
    const md = 'Claim.[^1]\n\n[^1]: Source.';
    expect(rules(run('newsletter', md))).toEqual([[3, 'footnotes']]);
    expect(run('forum_general', md)).toEqual([]);
    expect(run('personal', md)).toEqual([]);
  });

  it('math on the newsletter (and on a personal site, which needs KaTeX or MathJax), not on the forums', () => {
    const md = 'Inline $x^2$.\n\n$$\ny\n$$';
    expect(rules(run('newsletter', md))).toEqual([
      [1, 'math'],
      [3, 'math'],
    ]);
    expect(rules(run('personal', md))).toEqual([
      [1, 'math'],
      [3, 'math'],
    ]);
    expect(run('forum_research', md)).toEqual([]);
  });

  it('wide_table past the venue column limit (newsletter 3, forum 6, personal 8)', () => {
    const table = (n: number) => `Intro\n\n|${' c |'.repeat(n)}\n|${'---|'.repeat(n)}\n|${' v |'.repeat(n)}`;
    expect(rules(run('newsletter', table(4)))).toEqual([[3, 'wide_table']]);
    expect(run('newsletter', table(3))).toEqual([]);
    expect(rules(run('forum_general', table(7)))).toEqual([[3, 'wide_table']]);
    expect(run('forum_general', table(6))).toEqual([]);
    expect(rules(run('personal', table(9)))).toEqual([[3, 'wide_table']]);
    expect(run('personal', table(8))).toEqual([]);
  });

  it('local_image: relative, absolute and file: paths; not https', () => {
    const md = '![a](./chart.png)\n\n![b](/home/me/c.png)\n\n![c](file:///tmp/d.png)\n\n![d](https://e.com/ok.png)';
    expect(rules(run('personal', md))).toEqual([
      [1, 'local_image'],
      [3, 'local_image'],
      [5, 'local_image'],
    ]);
  });

  it('link_without_scheme: example.com/x is flagged; #anchors, mailto and https are not; site paths only on personal', () => {
    const md =
      '[a](example.com/x)\n\n[b](#section) [c](mailto:a@b.co) [d](https://ok.org)\n\n[e](/about)\n\n[f][ref]\n\n[ref]: www.example.org';
    expect(rules(run('forum_general', md))).toEqual([
      [1, 'link_without_scheme'],
      [5, 'link_without_scheme'],
      [9, 'link_without_scheme'],
    ]);
    expect(rules(run('personal', md))).toEqual([
      [1, 'link_without_scheme'],
      [9, 'link_without_scheme'],
    ]);
  });

  it('missing_epistemic_status on forum posts only', () => {
    expect(rules(run('forum_general', 'Text', { epistemic_status: null }))).toEqual([[1, 'missing_epistemic_status']]);
    expect(rules(run('forum_research', 'Text', { epistemic_status: '   ' }))).toEqual([
      [1, 'missing_epistemic_status'],
    ]);
    expect(run('newsletter', 'Text', { epistemic_status: null })).toEqual([]);
    expect(run('personal', 'Text', { epistemic_status: null })).toEqual([]);
  });

  it('too_complex: a block over the parser caps is reported with its line and exported as plain text', () => {
    const md = 'Fine.\n\n' + '*a'.repeat(1_100) + '\n\nAfter.';
    const nl = exportPiece({ ...base, body_md: md }, 'newsletter', { substack_publication: null });
    expect(rules(nl.preflight)).toEqual([[3, 'too_complex']]);
    expect(nl.html).toContain('<p>*a*a*a*a');
    expect(nl.html).toContain('<p>After.</p>');
  });

  it('llm_output on the forums only: unrewritten applied text is listed with its first line', () => {
    const body = 'Mine.\n\nThis paragraph came from the model verbatim.\n\nMine again.';
    const start = body.indexOf('This');
    const ranges = [{ start, end: start + 44, model: 'm' }];
    const forum = withLlmOutput(
      exportPiece({ ...base, body_md: body }, 'forum_general', { substack_publication: null }),
      { body_md: body, epistemic_status: 'Sure.' },
      ranges,
    );
    expect(rules(forum.preflight)).toEqual([[3, 'llm_output']]);
    const nl = withLlmOutput(
      exportPiece({ ...base, body_md: body }, 'newsletter', { substack_publication: null }),
      { body_md: body, epistemic_status: 'Sure.' },
      ranges,
    );
    expect(nl.preflight).toEqual([]);
  });

  it('covers every rule it declares', () => {
    expect([...PREFLIGHT_RULES].sort()).toEqual(
      [
        'footnotes',
        'link_without_scheme',
        'llm_output',
        'local_image',
        'math',
        'missing_epistemic_status',
        'raw_html',
        'too_complex',
        'wide_table',
      ].sort(),
    );
  });

  it('never blocks the export: every venue answers Markdown whatever the preflight says', () => {
    const md = '<script>x</script>\n\n![a](./x.png) $y$ [l](e.com)[^1]\n\n[^1]: n';
    for (const venue of ['forum_general', 'newsletter', 'personal'] as const) {
      const r = exportPiece({ ...base, body_md: md, epistemic_status: null }, venue, { substack_publication: null });
      expect(r.preflight.length).toBeGreaterThan(0);
      expect(r.markdown.length).toBeGreaterThan(0);
    }
  });
});
