import { render, waitFor } from '@testing-library/react';
import { Markdown } from '../../src/renderer/src/components/Markdown';
import { WritingPreview } from '../../src/renderer/src/features/writings/preview/WritingPreview';
import { HOSTILE_MARKDOWN } from '../support/hostile-markdown';

/** jsdom has no Worker: the preview renders in place with the same incremental renderer. */
async function preview(source: string): Promise<HTMLElement> {
  const { container } = render(<WritingPreview source={source} />);
  await waitFor(() => expect(container.querySelector('.writing-preview')?.getAttribute('aria-busy')).toBeNull());
  return container;
}

describe('writings preview: math (KaTeX) here and nowhere else', () => {
  it('renders inline math with KaTeX (HTML for the eye, MathML for screen readers)', async () => {
    const c = await preview('The loss is $\\mathcal{L}(\\theta) = x^2$ here.');
    const katex = c.querySelector('p .katex');
    expect(katex).not.toBeNull();
    expect(c.querySelector('.katex-display')).toBeNull();
    expect(c.querySelector('math annotation')?.textContent).toBe('\\mathcal{L}(\\theta) = x^2');
    expect(c.textContent).not.toContain('$');
  });

  it('renders $$ blocks as display math', async () => {
    const c = await preview('$$\n\\hat\\theta = \\arg\\min_\\theta L\n$$');
    expect(c.querySelector('.katex-display .katex')).not.toBeNull();
    expect(c.querySelector('math')?.getAttribute('display')).toBe('block');
  });

  it('shows a formula KaTeX cannot parse as red source text, and keeps the rest', async () => {
    const c = await preview('Broken $\\frac{$ but fine after.');
    expect(c.querySelector('.katex-error')?.textContent).toBe('\\frac{');
    expect(c.textContent).toContain('but fine after.');
  });

  it('never makes a link or raw HTML out of LaTeX (trust off)', async () => {
    const c = await preview('$\\href{javascript:alert(1)}{x}$ and $\\url{javascript:alert(2)}$ and $\\htmlId{a}{x}$');
    expect(c.querySelector('a')).toBeNull();
    expect(c.querySelector('[id="a"]')).toBeNull();
    expect(c.innerHTML).not.toMatch(/href="javascript:/i);
  });

  it('the shared Markdown component (reviews, tracks) leaves dollar amounts alone', () => {
    const { container } = render(<Markdown source="It costs $5 and $10 per month, not $x$." />);
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.textContent).toContain('It costs $5 and $10 per month, not $x$.');
  });

  it('in the preview, prose dollars without a closing pair stay text', async () => {
    const c = await preview('It costs $5.');
    expect(c.querySelector('.katex')).toBeNull();
    expect(c.textContent).toContain('It costs $5.');
  });
});

describe('writings preview: GFM, footnotes and hostile input', () => {
  it('renders tables, task lists, strikethrough, autolinks and footnotes', async () => {
    const c = await preview(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] open\n\n~~gone~~ www.example.com note[^1]\n\n[^1]: The note.',
    );
    expect(c.querySelectorAll('table td')).toHaveLength(2);
    expect(c.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(c.querySelector('del')?.textContent).toBe('gone');
    expect(c.querySelector('a[href="http://www.example.com"]')?.getAttribute('target')).toBe('_blank');
    expect(c.querySelector('section[data-footnotes] li')?.textContent).toContain('The note.');
    expect(c.querySelector('sup a')?.textContent).toBe('1');
  });

  it('shows an image it does not load as a note saying why and what works instead, never a silent blank', async () => {
    const c = await preview('Before ![loss curve](https://example.com/loss.png) after.\n\n![](figures/local.png)');
    expect(c.querySelector('img')).toBeNull();
    const notes = Array.from(c.querySelectorAll('[role="note"].preview-image-note'));
    expect(notes).toHaveLength(2);
    expect(notes[0]!.textContent).toMatch(/^Image “loss curve” is not shown here: the preview loads nothing from outside the app/);
    expect(notes[0]!.textContent).toMatch(/shows where you publish the piece; open it in your browser\.$/);
    const open = notes[0]!.querySelector('a')!;
    expect(open.getAttribute('href')).toBe('https://example.com/loss.png');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(notes[1]!.textContent).toMatch(/^Image “image” is not shown here.*publish the piece\.$/);
    expect(notes[1]!.querySelector('a')).toBeNull();
  });

  it('keeps Vec<Option<T>> as text and renders hostile Markdown inert', async () => {
    const c = await preview(`Vec<Option<T>>\n\n${HOSTILE_MARKDOWN}`);
    expect(c.textContent).toContain('Vec<Option<T>>');
    expect(c.querySelector('script, iframe, form, svg script, object, embed')).toBeNull();
    const attributes = Array.from(c.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes));
    expect(attributes.filter((a) => a.name.startsWith('on'))).toEqual([]);
    const hrefs = attributes.filter((a) => a.name === 'href' || a.name === 'src').map((a) => a.value);
    expect(hrefs.filter((h) => /^\s*(javascript|data|vbscript):/i.test(h))).toEqual([]);
  });

  it('updates the changed block when the text changes', async () => {
    const { container, rerender } = render(<WritingPreview source={'One.\n\nTwo.'} />);
    await waitFor(() => expect(container.textContent).toContain('Two.'));
    const first = container.querySelector('.preview-block');
    rerender(<WritingPreview source={'One.\n\nTwo, edited.'} />);
    await waitFor(() => expect(container.textContent).toContain('Two, edited.'));
    expect(container.querySelector('.preview-block')).toBe(first); // the unchanged block's DOM is kept
  });
});
