import type { Nodes, Root } from 'mdast';
import type { Venue } from '@shared/domain/writing';
import type { TooComplex } from '../markdown/parse';
import type { PreflightItem, PreflightRule } from './types';

/**
 * Widest table each venue shows readably (docs/writings.md "Preflight"): forum posts have a ~680 px column, so
 * 6 columns; newsletters are read in e-mail clients ~600 px wide and on phones, so 3; a personal site's theme
 * decides, 8 is where most themes start to scroll.
 */
export const TABLE_COLUMN_LIMIT: Record<Venue, number> = {
  forum_general: 6,
  forum_research: 6,
  newsletter: 3,
  personal: 8,
};

const RAW_HTML: Record<Venue, string> = {
  forum_general:
    "Raw HTML: LessWrong's Markdown editor strips HTML tags. Use Markdown instead (for a collapsible section: +++ Title ... +++).",
  forum_research:
    "Raw HTML: the Alignment Forum's Markdown editor strips HTML tags. Use Markdown instead (for a collapsible section: +++ Title ... +++).",
  newsletter: 'Raw HTML is dropped from the rich-text copy. Rewrite it in Markdown.',
  personal:
    "Raw HTML: Hugo's default renderer (Goldmark, unsafe = false) replaces it with '<!-- raw HTML omitted -->' (a <details> block disappears); Jekyll keeps it. Rewrite it in Markdown or enable unsafe HTML in your site.",
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** `C:\pics\a.png` or `c:/pics/a.png`: a Windows path, whose drive letter SCHEME would take for a scheme. */
const WINDOWS_DRIVE = /^[a-z]:[\\/]/i;

function isLocalImage(url: string): boolean {
  return /^file:/i.test(url) || WINDOWS_DRIVE.test(url) || (!SCHEME.test(url) && !url.startsWith('//'));
}

function linkWithoutScheme(url: string, venue: Venue): boolean {
  if (WINDOWS_DRIVE.test(url)) return true;
  if (url === '' || url.startsWith('#') || url.startsWith('//') || SCHEME.test(url)) return false;
  // On your own site, /about and ../post are site-relative links; anywhere else they lead nowhere.
  if (venue === 'personal' && (url.startsWith('/') || url.startsWith('.'))) return false;
  return true;
}

export function preflight(input: {
  tree: Root;
  tooComplex: readonly TooComplex[];
  venue: Venue;
  epistemicStatus: string | null;
}): PreflightItem[] {
  const { tree, venue } = input;
  const items: PreflightItem[] = [];
  const seen = new Set<string>();
  const add = (line: number, rule: PreflightRule, message: string) => {
    const key = `${line}:${rule}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push({ line, rule, message });
  };

  const forum = venue === 'forum_general' || venue === 'forum_research';
  if (forum && !input.epistemicStatus?.trim()) {
    add(
      1,
      'missing_epistemic_status',
      'No epistemic status: forum readers expect one (how sure you are, how much effort went in). Add it in the piece header; it is exported as a collapsible block at the top.',
    );
  }
  for (const t of input.tooComplex) {
    add(
      t.line,
      'too_complex',
      `This block has ${t.reason}; it is exported as plain text. Split it with blank lines or simplify the formatting.`,
    );
  }

  const visit = (node: Nodes) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'html':
        add(line, 'raw_html', RAW_HTML[venue]);
        break;
      case 'footnoteDefinition':
        if (venue === 'newsletter') {
          add(
            line,
            'footnotes',
            'Footnotes do not survive a paste into the newsletter editor: this one is converted to a numbered endnote under "Notes".',
          );
        }
        break;
      case 'math':
      case 'inlineMath':
        if (venue === 'newsletter') {
          add(
            line,
            'math',
            'Math: the newsletter editor does not render $...$ or $$...$$; it arrives as the raw LaTeX. Use an image or write it out in words.',
          );
        } else if (venue === 'personal') {
          add(line, 'math', 'Math: Hugo and Jekyll show $...$ as raw text unless your theme loads KaTeX or MathJax.');
        }
        break;
      case 'table': {
        const columns = Math.max(0, ...node.children.map((row) => row.children.length));
        const limit = TABLE_COLUMN_LIMIT[venue];
        if (columns > limit) {
          add(
            line,
            'wide_table',
            `This table has ${columns} columns; ${venue} shows at most ${limit} readably. Split it or transpose it.`,
          );
        }
        break;
      }
      case 'image':
        if (isLocalImage(node.url)) {
          add(
            line,
            'local_image',
            `The image "${node.url}" is a local path; the venue cannot load it. Upload it and use its https:// address.`,
          );
        }
        break;
      case 'definition':
        if (isLocalImage(node.url) && /\.(png|jpe?g|gif|svg|webp)$/i.test(node.url)) {
          add(
            line,
            'local_image',
            `The image "${node.url}" is a local path; the venue cannot load it. Upload it and use its https:// address.`,
          );
        } else if (linkWithoutScheme(node.url, venue)) {
          add(
            line,
            'link_without_scheme',
            `The link "${node.url}" has no scheme; add https:// or it will point at the venue's own site.`,
          );
        }
        break;
      case 'link':
        if (linkWithoutScheme(node.url, venue)) {
          add(
            line,
            'link_without_scheme',
            `The link "${node.url}" has no scheme; add https:// or it will point at the venue's own site.`,
          );
        }
        break;
      default:
        break;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(tree);
  return items.sort((a, b) => a.line - b.line);
}
