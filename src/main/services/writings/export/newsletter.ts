import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { markdownParser } from '../markdown/parse';
import { footnotesToEndnotes } from './endnotes';
import type { Root } from 'mdast';

const toHtml = unified().use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/**
 * The newsletter's Markdown (second action) and HTML (the main "Copy as rich text" action), from the same
 * source: footnotes become numbered endnotes, the epistemic status a leading italic line; the HTML is rendered
 * by remark-rehype (raw HTML dropped) and sanitized.
 */
export function newsletterExport(
  safeBody: string,
  tree: Root,
  epistemicStatus: string | null,
): {
  markdown: string;
  html: string;
} {
  const status = epistemicStatus?.trim();
  const head = status ? `_Epistemic status:_ ${status.replace(/\n+/g, ' ')}\n\n` : '';
  const markdown = `${head}${footnotesToEndnotes(safeBody, tree).trim()}\n`;
  const html = String(toHtml.stringify(toHtml.runSync(markdownParser.parse(markdown))));
  return { markdown, html };
}

/** A Substack publication's address part: `name` of name.substack.com (lowercase letters, digits, hyphens). */
export const PUBLICATION = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function newsletterDeepLink(publication: string | null): string | null {
  return publication && PUBLICATION.test(publication)
    ? `https://${publication}.substack.com/publish/post?type=newsletter`
    : null;
}

export function newsletterPasteNote(publication: string | null): string {
  const link = publication
    ? 'then open the link (a new, empty post: nothing can be pre-filled) and paste into the body'
    : 'then paste into a new post (set your Substack publication in the writing settings to get a direct link)';
  return (
    `Use "Copy as rich text": the newsletter editor does not convert pasted Markdown. Copy first, ${link}; ` +
    `type the title into the title field. Footnotes are numbered endnotes under "Notes". Nothing is sent until you publish.`
  );
}
