import { fireEvent, getByRole, render } from '@testing-library/react';
import fc from 'fast-check';
import { Markdown } from '../../src/renderer/src/components/Markdown';
import {
  MAX_INLINE_MARKS_PER_PARAGRAPH,
  MAX_NESTING,
  MAX_RENDERED_ELEMENTS,
  PLAIN_PREVIEW_CHARS,
  SYNC_MAX_EMPHASIS_MARKS,
} from '../../src/renderer/src/components/markdown-limits';
import { renderMarkdown, renderMarkdownSync } from '../../src/renderer/src/components/markdown-pipeline';
import { HOSTILE_MARKDOWN } from '../support/hostile-markdown';

/** jsdom has no Worker, so these exercise the synchronous path: the same pipeline, with the size caps. */
const show = (source: string) => render(<Markdown source={source} />).container;

describe('Markdown: text that looks like a tag stays text', () => {
  it.each([
    ['Rust generics', 'Return `Vec<Option<T>>`? No: return Vec<Option<T>> directly.', 'Vec<Option<T>> directly'],
    [
      'nested Rust generics',
      'A HashMap<String, Vec<T>> or Box<dyn Fn(T) -> U>.',
      'HashMap<String, Vec<T>> or Box<dyn Fn(T) -> U>',
    ],
    ['a lone type parameter', 'fn first<T>(items: &[T]) -> Option<&T>', 'fn first<T>(items: &[T]) -> Option<&T>'],
    [
      'Python generics',
      'def f(x: list[int]) -> dict[str, Optional[T]]: and Generic<T>',
      'dict[str, Optional[T]]: and Generic<T>',
    ],
    ['TypeScript', 'Promise<Result<T, E>> and Array<T>', 'Promise<Result<T, E>> and Array<T>'],
    ['a block-level tag', '<T>\n\nnext paragraph', '<T>'],
  ])('%s', (_name, source, expected) => {
    const container = show(source);
    expect(container.textContent).toContain(expected);
  });

  it('keeps code spans as code', () => {
    const container = show('Use `Vec<Option<T>>` here.');
    expect(container.querySelector('code')?.textContent).toBe('Vec<Option<T>>');
  });
});

function assertInert(root: Element): void {
  expect(
    root.querySelectorAll('script, iframe, form, svg, math, object, embed, style, details, input, button'),
  ).toHaveLength(0);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.toLowerCase().startsWith('on')).toBe(false);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr.name.toLowerCase())) {
        expect(attr.value.replace(/[\u0000-\u0020]/g, '')).toMatch(/^(https?:|mailto:|#|\/|[^:]*$)/i);
      }
    }
  }
}

describe('Markdown: hostile HTML stays inert (jsdom)', () => {
  it('renders no script, frame, form, svg, handler or script URL, and shows the tags as text', () => {
    const container = show(HOSTILE_MARKDOWN);
    assertInert(container);
    expect(container.textContent).toContain('<script>window.__pwned = 1</script>');
    expect(container.querySelectorAll('a').length).toBeGreaterThan(0);
  });
});

describe('Markdown: bounded work on hostile shapes (sync path)', () => {
  it('caps block-quote nesting and says so', () => {
    const container = show('>'.repeat(50_000) + ' deep');
    expect(container.querySelectorAll('blockquote')).toHaveLength(MAX_NESTING);
    expect(container.textContent).toContain(`nested deeper than ${MAX_NESTING} levels`);
  });

  it('caps list nesting on one line and by indentation', () => {
    const oneLine = show('- '.repeat(20_000) + 'x');
    expect(oneLine.querySelectorAll('ul').length).toBeLessThanOrEqual(MAX_NESTING);
    const indented = Array.from({ length: 2_000 }, (_, i) => ' '.repeat(i * 2) + '- a').join('\n');
    const byIndent = show(indented);
    expect(byIndent.querySelectorAll('ul').length).toBeLessThanOrEqual(2 * MAX_NESTING + 2);
  });

  it('shows a huge emphasis-heavy document as plain text with a note instead of parsing it', () => {
    const source = '*a'.repeat(300_000);
    const container = show(source);
    // The start first (laying out 600 KB of unbroken text is slow too), the rest on request.
    expect(container.querySelector('pre.markdown-plain')?.textContent).toBe(source.slice(0, PLAIN_PREVIEW_CHARS));
    expect(container.textContent).toContain('Shown as plain text');
    fireEvent.click(getByRole(container, 'button', { name: 'Show all 600,000 characters' }));
    expect(container.querySelector('pre.markdown-plain')?.textContent).toBe(source);
    const marks = show('*a'.repeat(SYNC_MAX_EMPHASIS_MARKS + 1));
    expect(marks.textContent).toContain(`more than ${SYNC_MAX_EMPHASIS_MARKS} * and _ marks`);
  });

  it('shows a paragraph dense with inline marks as plain text at once, without parsing it', () => {
    const source = 'Intro paragraph.\n\n' + '[a'.repeat(MAX_INLINE_MARKS_PER_PARAGRAPH + 1);
    const container = show(source);
    expect(container.textContent).toContain(
      `a paragraph has more than ${MAX_INLINE_MARKS_PER_PARAGRAPH} formatting marks`,
    );
    // The same marks spread over paragraphs are prose and are formatted.
    const spread = Array.from({ length: 30 }, () => '*a* '.repeat(40)).join('\n\n');
    expect(renderMarkdown(spread).kind).toBe('rendered');
    expect(renderMarkdown(spread + '\n' + '*a* '.repeat(MAX_INLINE_MARKS_PER_PARAGRAPH / 2))).toEqual({
      kind: 'plain',
      reason: 'dense_paragraph',
    });
  });

  it('shows a document with more elements than the page can lay out quickly as plain text', () => {
    // Each bullet is an <li> (and the list a <ul>): just past the cap, and just under it.
    const over = '- a\n'.repeat(MAX_RENDERED_ELEMENTS);
    expect(renderMarkdown(over)).toEqual({ kind: 'plain', reason: 'too_many_elements' });
    const under = '- a\n'.repeat(MAX_RENDERED_ELEMENTS - 1);
    expect(renderMarkdown(under).kind).toBe('rendered');
  });

  it('leaves an ordinary document alone', () => {
    const container = show(
      '# Title\n\n> quote\n\n- a\n  - b\n\n1. one\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n~~gone~~ and **bold**',
    );
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(container.querySelector('del')?.textContent).toBe('gone');
    expect(container.textContent).not.toContain('Shown as plain text');
  });

  // Fuzz: Markdown-ish soup of every construct that nests or needs resolving. Each case gets a time limit
  // (generous; the point is catching super-linear blow-ups, which take seconds to minutes).
  it('renders any Markdown-ish soup to an outcome within 2 s per case, inert', () => {
    const piece = fc.constantFrom(
      '*',
      '_',
      '**',
      '>',
      '> ',
      '- ',
      '1. ',
      '[',
      ']',
      '(',
      ')',
      '`',
      '~',
      '<T>',
      '<script>',
      '\n',
      '  ',
      'a',
      '|',
      '---',
      '![',
      'javascript:',
      '&#',
      '\\',
    );
    const soup = fc
      .array(fc.tuple(piece, fc.integer({ min: 1, max: 400 })), { maxLength: 30 })
      .map((parts) => parts.map(([p, n]) => p.repeat(n)).join(''));
    fc.assert(
      fc.property(soup, (source) => {
        const started = performance.now();
        const outcome = renderMarkdownSync(source);
        expect(performance.now() - started).toBeLessThan(2_000);
        expect(['rendered', 'plain']).toContain(outcome.kind);
      }),
      { numRuns: 60 },
    );
  });
});
