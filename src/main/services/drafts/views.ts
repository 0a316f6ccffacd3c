import {
  DiscriminationSchema,
  DraftSourceSchema,
  GeneratedProblemSchema,
  ReadingGuideSchema,
  type DraftSource,
  type DraftSummary,
  type DraftView,
  type GeneratedProblem,
  type ReadingGuide,
} from '@shared/domain/draft';
import { parseJson } from '../../db/repositories/ids';
import type { DraftRow } from '../../db/repositories/drafts';

const EMPTY_SOURCE: DraftSource = { section_url: null, track_slug: null, axis: null, slug: null, label: 'unknown source' };

/** Stored JSON is parsed again with the same schemas: a corrupt cell shows as missing, never crashes a screen. */
export const guideOf = (row: DraftRow): ReadingGuide | null =>
  row.kind === 'reading_guide' ? (ReadingGuideSchema.safeParse(parseJson(row.payloadJson, null)).data ?? null) : null;
export const problemOf = (row: DraftRow): GeneratedProblem | null =>
  row.kind === 'reading_guide' ? null : (GeneratedProblemSchema.safeParse(parseJson(row.payloadJson, null)).data ?? null);
export const checkOf = (row: DraftRow) => DiscriminationSchema.safeParse(parseJson(row.checkJson, null)).data ?? null;

export function toSummary(row: DraftRow): DraftSummary {
  const check = checkOf(row);
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    title: row.title,
    source: DraftSourceSchema.safeParse(parseJson(row.sourceJson, null)).data ?? EMPTY_SOURCE,
    discriminates: row.kind === 'reading_guide' ? null : (check?.discriminates ?? null),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    promoted_at: row.promotedAt,
    promoted_by: row.promotedBy,
    rejected_at: row.rejectedAt,
    rejected_reason: row.rejectedReason,
    live_slug: row.liveSlug,
  };
}

export const toView = (row: DraftRow): DraftView => ({
  ...toSummary(row),
  guide: guideOf(row),
  problem: problemOf(row),
  check: checkOf(row),
});
