import type { Element, ElementContent, Root } from 'hast';

/**
 * Footnote anchors that survive sanitizing, for every pipeline that renders Markdown with GFM footnotes and then
 * runs rehype-sanitize (the shared Markdown component, the writings preview).
 *
 * mdast-util-to-hast prefixes the footnote ids it makes (`fn-1`, `fnref-1`) with `user-content-` by default, and
 * rehype-sanitize's default schema prefixes every `id` with `user-content-` again (DOM clobbering protection). The
 * ids came out as `user-content-user-content-fn-1` while the links still pointed at `#user-content-fn-1`, so
 * neither a footnote call nor its back reference went anywhere. The fix keeps the sanitizer as the one place that
 * prefixes ids: Markdown is turned into hast with NO prefix (`FOOTNOTE_TO_HAST_OPTIONS`), the sanitizer prefixes
 * the ids once, and `linkFootnoteAnchors` (run after sanitizing) points the footnote links at the prefixed ids.
 * Only the anchors mdast-util-to-hast made for footnotes are touched (they carry `data-footnote-ref` /
 * `data-footnote-backref`); a writer's own `[x](#fn-1)` link is left as written.
 */

/** rehype-sanitize's default `clobberPrefix` (hast-util-sanitize's defaultSchema). */
export const SANITIZE_CLOBBER_PREFIX = 'user-content-';

/** Options for mdast-util-to-hast / remark-rehype: ids unprefixed, the sanitizer adds the prefix (once). */
export const FOOTNOTE_TO_HAST_OPTIONS = { clobberPrefix: '' } as const;

function isFootnoteAnchor(node: Element): boolean {
  return (
    node.tagName === 'a' &&
    (node.properties.dataFootnoteRef !== undefined || node.properties.dataFootnoteBackref !== undefined)
  );
}

/** After rehype-sanitize: a footnote call's and a back reference's `#...` href names the id the sanitizer wrote. */
export function linkFootnoteAnchors(tree: Root | ElementContent, prefix: string = SANITIZE_CLOBBER_PREFIX): void {
  if (tree.type === 'element' && isFootnoteAnchor(tree)) {
    const href = tree.properties.href;
    if (typeof href === 'string' && href.startsWith('#') && !href.startsWith(`#${prefix}`)) {
      tree.properties.href = `#${prefix}${href.slice(1)}`;
    }
  }
  if ('children' in tree) for (const child of tree.children) linkFootnoteAnchors(child as ElementContent, prefix);
}

/** The same as a unified plugin (a transformer), for pipelines built with `.use()`. */
export function rehypeLinkFootnoteAnchors() {
  return (tree: Root): void => linkFootnoteAnchors(tree);
}
