import { z } from 'zod';
import { IdSchema } from './common';
import { STAGES, VENUES, WRITING_TYPES } from './writing-names';

export { STAGES, VENUES, WRITING_TYPES };
export const StageSchema = z.enum(STAGES, { error: () => `must be one of: ${STAGES.join(', ')}` });
export type Stage = z.infer<typeof StageSchema>;

export const WritingTypeSchema = z.enum(WRITING_TYPES, {
  error: () => `must be one of: ${WRITING_TYPES.join(', ')}`,
});
export type WritingType = z.infer<typeof WritingTypeSchema>;

export const VenueSchema = z.enum(VENUES, { error: () => `must be one of: ${VENUES.join(', ')}` });
export type Venue = z.infer<typeof VenueSchema>;

/** "Writings" in docs/product.md, highest first (lower number sorts first). */
export const TYPE_PRIORITY: Record<WritingType, number> = {
  research_reflection: 0,
  methods_explainer: 1,
  news_response: 2,
  learning_log: 3,
  tutorial: 3,
};

export const SourceRefSchema = z.object({
  kind: z.string().min(1),
  id: z.string().min(1),
  title: z.string(),
  url: z.string().optional(),
});
export type SourceRef = z.infer<typeof SourceRefSchema>;

export function countWords(markdown: string): number {
  const words = markdown.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu);
  return words ? words.length : 0;
}

export const WritingSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  type: WritingTypeSchema.nullable(),
  venue: VenueSchema.nullable(),
  stage: StageSchema,
  /** null while main counts it after a save (a big body's first save); read the piece again to get it. */
  word_count: z.number().int().min(0).nullable(),
  updated_at: z.string(),
});

export type WritingSummary = z.infer<typeof WritingSummarySchema>;

export const WritingSchema = WritingSummarySchema.extend({
  body_md: z.string(),
  source_ref: SourceRefSchema.nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  published_url: z.string().nullable(),
  epistemic_status: z.string().nullable(),
  tags: z.array(z.string()),
});

export type Writing = z.infer<typeof WritingSchema>;

/** What the preflight can report (docs/writings.md "Preflight"). */
export const PREFLIGHT_RULES = [
  'raw_html',
  'footnotes',
  'math',
  'wide_table',
  'local_image',
  'link_without_scheme',
  'missing_epistemic_status',
  'too_complex',
  'llm_output',
] as const;
