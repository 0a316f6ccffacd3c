import YAML from 'yaml';
import type { ExportablePiece } from './types';

/** URL-safe slug: ASCII letters and digits joined by single hyphens, at most 60 characters. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'untitled';
}

/** The post's date: when it was published, else its last edit (a draft's date is refreshed on publication). */
const postDate = (piece: ExportablePiece): string => piece.published_at ?? piece.updated_at;

/** `YYYY-MM-DD-slug.md`, the shape Jekyll requires in _posts and Hugo accepts. */
export function personalFileName(piece: ExportablePiece): string {
  return `${postDate(piece).slice(0, 10)}-${slugify(piece.title)}.md`;
}

/**
 * YAML front matter both Hugo and Jekyll read: title, date (ISO 8601, UTC), draft (Hugo skips drafts unless
 * --buildDrafts; Jekyll ignores the key, drafts go in _drafts/), tags, and the epistemic status when there is
 * one (a custom param themes can show). The YAML library quotes titles with colons, quotes or '#'.
 */
export function personalMarkdown(piece: ExportablePiece): string {
  const front: Record<string, unknown> = {
    title: piece.title,
    date: postDate(piece).replace(/\.\d{3}Z$/, 'Z'),
    draft: piece.stage !== 'published',
    tags: [...piece.tags],
  };
  if (piece.epistemic_status?.trim()) front.epistemic_status = piece.epistemic_status.trim();
  const yaml = YAML.stringify(front, { lineWidth: 0 });
  return `---\n${yaml}---\n\n${piece.body_md.trim()}\n`;
}

export const PERSONAL_PASTE_NOTE =
  'Download the .md into content/posts/ (Hugo) or _posts/ (Jekyll; unpublished drafts go in _drafts/). ' +
  'Nothing is published until you build and deploy your site.';
