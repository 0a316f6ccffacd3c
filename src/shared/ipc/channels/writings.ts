import { z } from 'zod';
import { channel } from '../define';
import { IdSchema } from '../../domain/common';
import { SourceRefSchema, StageSchema, VenueSchema, WritingTypeSchema } from '../../domain/writing';

export const WritingSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  type: WritingTypeSchema.nullable(),
  venue: VenueSchema.nullable(),
  stage: StageSchema,
  wordCount: z.number().int(),
  updatedAt: z.string(),
});
export type WritingSummary = z.infer<typeof WritingSummarySchema>;

export const WritingSchema = WritingSummarySchema.extend({
  bodyMd: z.string(),
  sourceRef: SourceRefSchema.nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  publishedUrl: z.string().nullable(),
});
export type Writing = z.infer<typeof WritingSchema>;

const TitleSchema = z
  .string()
  .trim()
  .min(1, 'Give the piece a title')
  .max(200, 'A title can be at most 200 characters');
/** Bodies can be large, but not unbounded: 2 MB of Markdown is far beyond any post. */
const BodySchema = z.string().max(2_000_000, 'The body is over 2 MB; split the piece into parts');

export const writingsChannels = {
  'writings:list': channel(z.object({}).strict(), z.object({ writings: z.array(WritingSummarySchema) })),
  'writings:get': channel(z.object({ id: IdSchema }).strict(), WritingSchema),
  'writings:create': channel(
    z
      .object({
        title: TitleSchema,
        type: WritingTypeSchema.nullable().optional(),
        sourceRef: SourceRefSchema.optional(),
      })
      .strict(),
    WritingSchema,
  ),
  'writings:update': channel(
    z
      .object({
        id: IdSchema,
        title: TitleSchema.optional(),
        bodyMd: BodySchema.optional(),
        type: WritingTypeSchema.nullable().optional(),
        venue: VenueSchema.nullable().optional(),
      })
      .strict(),
    WritingSchema,
  ),
  'writings:set-stage': channel(z.object({ id: IdSchema, stage: StageSchema }).strict(), WritingSchema),
  'writings:delete': channel(z.object({ id: IdSchema }).strict(), z.object({ deleted: z.literal(true) })),
};
