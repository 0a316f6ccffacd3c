import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { defaultHandlers, toHast, type Handler, type State } from 'mdast-util-to-hast';
import { sanitize } from 'hast-util-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { FOOTNOTE_TO_HAST_OPTIONS, linkFootnoteAnchors } from '@shared/markdown/footnote-anchors';
import katexStep from './katex-step';
import { previewSchema } from './preview-schema';

/**
 * The writings preview's dialect: CommonMark + GFM + `$`/`$$` math (KaTeX), exactly what the exports read. Math is
 * on here ONLY: everywhere else ("$5 and $10" in a review) the shared Markdown component leaves dollars alone.
 */
export const previewParser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/**
 * KaTeX runs on what remark-math marks (`code.language-math`; katex-step.ts), then the result is sanitized with the
 * default schema plus what KaTeX's output needs (preview-schema.ts): rehype-sanitize's own step, called directly.
 * A cold render runs this once per block (about 1,200 in a 100 KB piece), and a unified run around it (a file, a
 * pipeline of two) cost more than some blocks' own work.
 */
const renderMath = katexStep();
function katexAndSanitize(hast: HastRoot): HastRoot {
  renderMath(hast);
  return sanitize(hast, previewSchema) as HastRoot;
}

/**
 * Raw HTML is never rendered: it becomes text (as in the shared Markdown component), so `Vec<Option<T>>` keeps its
 * `<T>` and a `<script>` is only letters on the screen.
 */
export function htmlAsText(tree: MdastRoot): void {
  const visit = (node: MdastNodes): void => {
    if (!('children' in node)) return;
    const blockParent = node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem';
    node.children = node.children.map((child) => {
      if (child.type !== 'html') {
        visit(child);
        return child;
      }
      const text = { type: 'text' as const, value: child.value, position: child.position };
      return (blockParent ? { type: 'paragraph', children: [text], position: child.position } : text) as unknown as typeof child;
    });
  };
  visit(tree);
}

/** Footnote numbering a block inherits from the blocks above it (see incremental.ts). */
export type FootnoteSeed = { order: readonly string[]; counts: ReadonlyMap<string, number> };

function isFootnoteSection(node: HastContent): boolean {
  return node.type === 'element' && node.tagName === 'section' && node.properties.dataFootnotes !== undefined;
}

/** Links to other sites open outside the app (as the shared Markdown component's links do). */
function externalLinks(node: HastRoot | ElementContent): void {
  if (node.type === 'element' && node.tagName === 'a') {
    const href = node.properties.href;
    if (typeof href === 'string' && /^https?:\/\//i.test(href)) {
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    }
  }
  if ('children' in node) for (const child of node.children) externalLinks(child as ElementContent);
}

/**
 * The app's content policy loads no image from outside the app (text being written is never sent anywhere, and
 * an image address would tell its server when the piece is open), so an image would be a silent blank box. It
 * becomes a note instead: what the image is, why it is not shown, and that it shows where the piece is published;
 * a web address stays one click away, opened in the browser like any other link.
 */
function imagesAsNotes(node: HastRoot | ElementContent): void {
  if (!('children' in node)) return;
  node.children = node.children.map((child) => {
    if (child.type !== 'element' || child.tagName !== 'img') {
      imagesAsNotes(child as ElementContent);
      return child;
    }
    const src = typeof child.properties.src === 'string' ? child.properties.src : '';
    const alt = typeof child.properties.alt === 'string' && child.properties.alt.trim() ? child.properties.alt.trim() : 'image';
    const web = /^https?:\/\//i.test(src);
    const children: ElementContent[] = [
      {
        type: 'text',
        value:
          `Image “${alt}” is not shown here: the preview loads nothing from outside the app, so what you write is ` +
          'never sent anywhere. It stays in your Markdown and shows where you publish the piece' +
          (web ? '; ' : '.'),
      },
    ];
    if (web) {
      children.push(
        {
          type: 'element',
          tagName: 'a',
          properties: { href: src, target: '_blank', rel: ['noopener', 'noreferrer'] },
          children: [{ type: 'text', value: 'open it in your browser' }],
        },
        { type: 'text', value: '.' },
      );
    }
    return { type: 'element', tagName: 'span', properties: { className: ['preview-image-note'], role: 'note' }, children };
  });
}

/** Counts element nodes (what the page will lay out). */
export function countElements(node: HastRoot | ElementContent): number {
  let n = node.type === 'element' ? 1 : 0;
  if ('children' in node) for (const child of node.children) n += countElements(child as ElementContent);
  return n;
}

export type RenderedHtml = { html: string; elements: number };

function finish(hast: HastRoot): RenderedHtml {
  const clean = katexAndSanitize(hast);
  // Footnote ids were made unprefixed and the sanitizer prefixed them once; the links follow (footnote-anchors.ts).
  linkFootnoteAnchors(clean);
  externalLinks(clean);
  imagesAsNotes(clean);
  return { html: toHtml(clean), elements: countElements(clean) };
}

/**
 * mdast of one block (or of a whole document) to sanitized HTML. With a seed, footnote references are numbered
 * as if the blocks above had been rendered first, and the footnote section that mdast-util-to-hast appends is
 * dropped (the document's one section is rendered once, by renderFootnoteSection).
 */
export function mdastToHtml(tree: MdastRoot, seed?: FootnoteSeed): RenderedHtml {
  let seeded = false;
  const footnoteReference: Handler = (state: State, node) => {
    if (seed && !seeded) {
      seeded = true;
      state.footnoteOrder.push(...seed.order);
      for (const [id, n] of seed.counts) state.footnoteCounts.set(id, n);
    }
    return defaultHandlers.footnoteReference(state, node as never);
  };
  const hast = toHast(tree, { ...FOOTNOTE_TO_HAST_OPTIONS, handlers: { footnoteReference } }) as HastRoot;
  if (seed) {
    const kept: HastContent[] = [];
    for (const child of hast.children) {
      if (isFootnoteSection(child)) {
        if (kept.length > 0 && kept[kept.length - 1]!.type === 'text') kept.pop(); // the '\n' before it
        continue;
      }
      kept.push(child);
    }
    hast.children = kept;
  }
  return finish(hast);
}

/** The whole document at once: the reference the block-wise render must equal (and its fallback). */
export function renderWholeDocument(md: string): RenderedHtml {
  const tree = previewParser.parse(md);
  htmlAsText(tree);
  return mdastToHtml(tree);
}

/**
 * The footnote section of a document, rendered the way mdast-util-to-hast renders it: every reference in document
 * order is replayed (so numbers and back-references match), followed by the definitions.
 */
export function renderFootnoteSection(
  references: readonly { identifier: string; label: string }[],
  definitions: readonly MdastNodes[],
): RenderedHtml {
  const tree: MdastRoot = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: references.map((r) => ({ type: 'footnoteReference' as const, identifier: r.identifier, label: r.label })),
      },
      ...(definitions as MdastRoot['children']),
    ],
  };
  const hast = toHast(tree, FOOTNOTE_TO_HAST_OPTIONS) as HastRoot;
  const section = hast.children.find(isFootnoteSection) as Element | undefined;
  if (!section) return { html: '', elements: 0 };
  return finish({ type: 'root', children: [section] });
}
