import { z } from 'zod';
import { channel } from '../define';
import { IdSchema } from '../../domain/common';
import {
  SourceRefSchema,
  StageSchema,
  VenueSchema,
  WritingSchema,
  WritingSummarySchema,
  WritingTypeSchema,
} from '../../domain/writing';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export type { Writing, WritingSummary } from '../../domain/writing';

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
        source_ref: SourceRefSchema.optional(),
      })
      .strict(),
    WritingSchema,
  ),
  'writings:update': channel(
    z
      .object({
        id: IdSchema,
        title: TitleSchema.optional(),
        body_md: BodySchema.optional(),
        type: WritingTypeSchema.nullable().optional(),
        venue: VenueSchema.nullable().optional(),
      })
      .strict(),
    WritingSchema,
  ),
  'writings:set-stage': channel(z.object({ id: IdSchema, stage: StageSchema }).strict(), WritingSchema),
  'writings:delete': channel(z.object({ id: IdSchema }).strict(), z.object({ deleted: z.literal(true) })),
};
