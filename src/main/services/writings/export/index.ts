import { invalidInput } from '@shared/errors';
import type { Venue } from '@shared/domain/writing';
import { parseCostOver, type CostVerdict } from '../markdown/cost-estimate';
import { parseSafe } from '../markdown/parse';
import { venueRefusal } from '@shared/domain/writing-rules';
import { FORUM_NEW_POST, forumMarkdown, forumPasteNote, isForum } from './forum';
import { newsletterDeepLink, newsletterExport, newsletterPasteNote } from './newsletter';
import { PERSONAL_PASTE_NOTE, personalFileName, personalMarkdown } from './personal';
import { preflight } from './preflight';
import { plainMarkdown, uncheckedItem } from './plain';
import type { ExportablePiece, ExportResult, PreflightItem } from './types';

export type { ExportablePiece, ExportResult, PreflightItem, PreflightRule } from './types';

/**
 * One piece shaped for one venue. Refuses (invalid_input, with the reason) a venue the piece's type may never
 * go to; otherwise never blocks: the preflight lists what will not survive, the human decides. (The bounded job
 * checks a big body's parse cost first, `costRefusal`, and the app then answers it as written.)
 */
export function exportPiece(
  piece: ExportablePiece,
  venue: Venue,
  settings: { substack_publication: string | null },
): ExportResult {
  refuseVenue(piece, venue);
  const { tree, text, tooComplex } = parseSafe(piece.body_md);
  const checks = preflight({ tree, tooComplex, venue, epistemicStatus: piece.epistemic_status });
  if (isForum(venue)) {
    return envelope(piece, venue, settings, checks, { markdown: forumMarkdown(piece.body_md, piece.epistemic_status), html: null });
  }
  if (venue === 'newsletter') {
    return envelope(piece, venue, settings, checks, newsletterExport(text, tree, piece.epistemic_status));
  }
  return envelope(piece, venue, settings, checks, { markdown: personalMarkdown(piece), html: null });
}

/**
 * Null when the piece may be parsed within `deadlineMs` (markdown/cost-estimate.ts); otherwise why it is not parsed:
 * the pace its sample parsed at, the whole piece's estimate, and the limit (the `why` of plainExport).
 */
export function costRefusal(piece: Pick<ExportablePiece, 'body_md'>, deadlineMs: number): string | null {
  const over = parseCostOver(piece.body_md, deadlineMs);
  return over ? costReason(over, deadlineMs) : null;
}

function costReason(over: CostVerdict, deadlineMs: number): string {
  const pace = Math.round(over.charsPerSecond / 1000) * 1000;
  return (
    `a sample of it parsed at about ${pace.toLocaleString('en')} characters a second, which puts the whole piece at ` +
    `about ${Math.ceil(over.estimateMs / 1000)} s, far over the export's limit of ${deadlineMs / 1000} s`
  );
}

/** Throws invalid_input, with the reason, for a venue the piece's type may never go to. */
export function refuseVenue(piece: Pick<ExportablePiece, 'type'>, venue: Venue): void {
  const refusal = venueRefusal(piece.type, venue);
  if (refusal) throw invalidInput(refusal);
}

/**
 * The export of a piece whose parse did not finish within the export's limits (`why` names the limit): the text
 * as written, with a preflight that says the checks did not run and what to change. Never parses.
 */
export function plainExport(
  piece: ExportablePiece,
  venue: Venue,
  settings: { substack_publication: string | null },
  why: string,
): ExportResult {
  refuseVenue(piece, venue);
  const checks: PreflightItem[] = [uncheckedItem(piece, why)];
  if (isForum(venue) && !piece.epistemic_status?.trim()) {
    checks.push(preflight({ tree: { type: 'root', children: [] }, tooComplex: [], venue, epistemicStatus: null })[0]!);
  }
  return envelope(piece, venue, settings, checks, plainMarkdown(piece, venue));
}

function envelope(
  piece: ExportablePiece,
  venue: Venue,
  settings: { substack_publication: string | null },
  preflightItems: PreflightItem[],
  copy: { markdown: string; html: string | null },
): ExportResult {
  const base = { venue, title: piece.title, preflight: preflightItems, ...copy };
  if (isForum(venue)) {
    return { ...base, file_name: null, deep_link: FORUM_NEW_POST[venue], paste_note: forumPasteNote(venue) };
  }
  if (venue === 'newsletter') {
    return {
      ...base,
      file_name: null,
      deep_link: newsletterDeepLink(settings.substack_publication),
      paste_note: newsletterPasteNote(settings.substack_publication),
    };
  }
  return { ...base, file_name: personalFileName(piece), deep_link: null, paste_note: PERSONAL_PASTE_NOTE };
}
