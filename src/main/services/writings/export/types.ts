import type { Stage, Venue, WritingType } from '@shared/domain/writing';

/** What an export reads from a piece (wire-shaped: snake_case, as the channels answer it). */
export type ExportablePiece = {
  title: string;
  body_md: string;
  type: WritingType | null;
  stage: Stage;
  epistemic_status: string | null;
  tags: readonly string[];
  published_at: string | null;
  updated_at: string;
};

export { PREFLIGHT_RULES } from '@shared/domain/writing';
import type { PREFLIGHT_RULES } from '@shared/domain/writing';
export type PreflightRule = (typeof PREFLIGHT_RULES)[number];

/** One thing that will not survive the venue as written; `line` is the line in the editor's body (1-based). */
export type PreflightItem = { line: number; rule: PreflightRule; message: string };

export type ExportResult = {
  venue: Venue;
  title: string;
  markdown: string;
  /** The rich-text copy (newsletter only). */
  html: string | null;
  preflight: PreflightItem[];
  /** `YYYY-MM-DD-slug.md` (personal only). */
  file_name: string | null;
  /** The venue's new-post page, or null when it needs a setting first (newsletter without a publication). */
  deep_link: string | null;
  /** What the UI shows beside the copy action: how to paste, and what to copy before opening the link. */
  paste_note: string;
};
