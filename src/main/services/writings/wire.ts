import type { WritingRow, WritingSummaryRow } from './service';

/** A piece's board card on the wire. */
export const toWritingSummary = (w: WritingSummaryRow) => ({
  id: w.id,
  title: w.title,
  type: w.type,
  venue: w.venue,
  stage: w.stage,
  word_count: w.wordCount,
  updated_at: w.updatedAt,
});

/** The whole piece on the wire (writings:get; news:draft-response and the ideas channels answer the same shape). */
export const toWriting = (w: WritingRow) => ({
  ...toWritingSummary(w),
  body_md: w.bodyMd,
  source_ref: w.sourceRef,
  created_at: w.createdAt,
  published_at: w.publishedAt,
  published_url: w.publishedUrl,
  epistemic_status: w.epistemicStatus,
  tags: w.tags,
});
