import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import katex from 'katex';

/**
 * Math to KaTeX, as rehype-katex does it, but parsing KaTeX's HTML with parse5 (hast-util-from-html) instead of
 * the browser's DOM: rehype-katex's browser build needs `document`, which a worker does not have. remark-math marks
 * math as `code.language-math` (inline) and `pre > code.language-math` (display, also from a ```math fence).
 * KaTeX's bounds: trust off (no \href, \url, \includegraphics, \html*), macro expansion and sizes capped, and a
 * formula it cannot parse is shown as its source in red rather than thrown.
 */
const OPTIONS = { trust: false, strict: 'ignore', maxExpand: 500, maxSize: 50, output: 'htmlAndMathml' } as const;

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/**
 * Formulas already drawn, by mode and source: a keystroke re-renders the block it is in, and its formulas come
 * from here instead of KaTeX and parse5 again (those are most of a block's cost). Bounded; oldest dropped first.
 */
const drawn = new Map<string, ElementContent[]>();
const MAX_DRAWN = 2_000;

function render(value: string, displayMode: boolean): ElementContent[] {
  const key = `${displayMode ? 'D' : 'I'}${value}`;
  const hit = drawn.get(key);
  if (hit) return structuredClone(hit);
  const nodes = draw(value, displayMode);
  drawn.set(key, structuredClone(nodes));
  if (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value!);
  return nodes;
}

function draw(value: string, displayMode: boolean): ElementContent[] {
  let html: string;
  try {
    html = katex.renderToString(value, { ...OPTIONS, displayMode, throwOnError: false });
  } catch (error) {
    // Errors other than parse errors (KaTeX renders those itself).
    return [
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['katex-error'], style: 'color:#cc0000', title: String(error) },
        children: [{ type: 'text', value }],
      },
    ];
  }
  return fromHtml(html, { fragment: true }).children as ElementContent[];
}

function isMath(node: ElementContent): node is Element {
  if (node.type !== 'element') return false;
  const classes = node.properties.className;
  return (
    Array.isArray(classes) &&
    (classes.includes('language-math') || classes.includes('math-inline') || classes.includes('math-display'))
  );
}

function visit(parent: Root | Element): void {
  const out: ElementContent[] = [];
  for (const child of parent.children as ElementContent[]) {
    if (child.type !== 'element') {
      out.push(child);
      continue;
    }
    // ```math and $$ blocks: <pre><code class="language-math">, rendered in display mode in place of the <pre>.
    const only = child.tagName === 'pre' && child.children.length === 1 ? child.children[0]! : undefined;
    if (only && isMath(only) && only.tagName === 'code') {
      out.push(...render(textOf(only), true));
      continue;
    }
    if (isMath(child)) {
      const classes = child.properties.className as string[];
      out.push(...render(textOf(child), classes.includes('math-display')));
      continue;
    }
    visit(child);
    out.push(child);
  }
  parent.children = out as typeof parent.children;
}

/** The unified plugin: renders every math element of the tree. */
export default function katexStep() {
  return (tree: Root) => visit(tree);
}
