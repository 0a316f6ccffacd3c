import type { Venue } from '@shared/domain/writing';
import { escapeHtml } from '@shared/escape-html';
import { forumMarkdown, isForum } from './forum';
import { personalMarkdown } from './personal';
import type { ExportablePiece, PreflightItem } from './types';

/**
 * What an export answers when the piece could not be parsed within the export's limits (time or memory): the
 * text as written, never parsed. Forum and personal copies are the body verbatim anyway; the newsletter's rich
 * text is the text in paragraphs (split at blank lines, escaped), its Markdown the body with the status line.
 * Linear in the body's length.
 */
export function plainMarkdown(piece: ExportablePiece, venue: Venue): { markdown: string; html: string | null } {
  if (isForum(venue)) return { markdown: forumMarkdown(piece.body_md, piece.epistemic_status), html: null };
  if (venue === 'personal') return { markdown: personalMarkdown(piece), html: null };
  const status = piece.epistemic_status?.trim();
  const head = status ? `_Epistemic status:_ ${status.replace(/\n+/g, ' ')}\n\n` : '';
  // Escaped once as a whole (entities hold no blank or line break, so the paragraphs split where they did): per
  // paragraph, 40,000 lines of link definitions took 132 ms, as a whole 40.
  const paragraphs = escapeHtml(piece.body_md.trim())
    .split(/\n[ \t]*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${p.trim().replace(/\n/g, '<br>\n')}</p>`);
  const statusHtml = status ? `<p><em>Epistemic status:</em> ${escapeHtml(status.replace(/\n+/g, ' '))}</p>\n` : '';
  return { markdown: `${head}${piece.body_md.trim()}\n`, html: statusHtml + paragraphs.join('\n') };
}

/** The preflight line that says the checks did not run, which limit stopped them, and what to change. */
export function uncheckedItem(piece: ExportablePiece, why: string): PreflightItem {
  return {
    line: 1,
    rule: 'too_complex',
    message:
      `Not checked: parsing this piece (${piece.body_md.length.toLocaleString('en')} characters) stopped because ${why}, ` +
      'so it is exported as written and the other checks did not run. Split very long paragraphs, lists and tables ' +
      'with blank lines, or remove runs of formatting marks, then export again for the full checks.',
  };
}
