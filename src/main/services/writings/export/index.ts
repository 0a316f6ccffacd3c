import { invalidInput } from '../../../../shared/errors';
import type { Venue } from '../../../../shared/domain/writing';
import { parseSafe } from '../markdown/parse';
import { venueRefusal } from '../../../../shared/domain/writing-rules';
import { FORUM_NEW_POST, forumMarkdown, forumPasteNote, isForum } from './forum';
import { newsletterDeepLink, newsletterExport, newsletterPasteNote } from './newsletter';
import { PERSONAL_PASTE_NOTE, personalFileName, personalMarkdown } from './personal';
import { preflight } from './preflight';
import type { ExportablePiece, ExportResult } from './types';

export type { ExportablePiece, ExportResult, PreflightItem, PreflightRule } from './types';

/**
 * One piece shaped for one venue. Refuses (invalid_input, with the reason) a venue the piece's type may never
 * go to; otherwise never blocks: the preflight lists what will not survive, the human decides.
 */
export function exportPiece(
  piece: ExportablePiece,
  venue: Venue,
  settings: { substack_publication: string | null },
): ExportResult {
  const refusal = venueRefusal(piece.type, venue);
  if (refusal) throw invalidInput(refusal);
  const { tree, text, tooComplex } = parseSafe(piece.body_md);
  const checks = preflight({ tree, tooComplex, venue, epistemicStatus: piece.epistemic_status });
  const base = { venue, title: piece.title, preflight: checks };
  if (isForum(venue)) {
    return {
      ...base,
      markdown: forumMarkdown(piece.body_md, piece.epistemic_status),
      html: null,
      file_name: null,
      deep_link: FORUM_NEW_POST[venue],
      paste_note: forumPasteNote(venue),
    };
  }
  if (venue === 'newsletter') {
    const { markdown, html } = newsletterExport(text, tree, piece.epistemic_status);
    return {
      ...base,
      markdown,
      html,
      file_name: null,
      deep_link: newsletterDeepLink(settings.substack_publication),
      paste_note: newsletterPasteNote(settings.substack_publication),
    };
  }
  return {
    ...base,
    markdown: personalMarkdown(piece),
    html: null,
    file_name: personalFileName(piece),
    deep_link: null,
    paste_note: PERSONAL_PASTE_NOTE,
  };
}
