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
  PREFLIGHT_RULES,
} from '../../domain/writing';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export { PREFLIGHT_RULES, type Writing, type WritingSummary } from '../../domain/writing';

const TitleSchema = z
  .string()
  .trim()
  .min(1, 'Give the piece a title')
  .max(200, 'A title can be at most 200 characters');
/** Bodies can be large, but not unbounded: 2 MB of Markdown is far beyond any post. */
const BodySchema = z.string().max(2_000_000, 'The body is over 2 MB; split the piece into parts');

/** The epistemic status: optional, one short note; blank means none. */
const EpistemicStatusSchema = z
  .string()
  .trim()
  .max(2000, 'The epistemic status can be at most 2,000 characters; keep it to a short note')
  .transform((s) => (s === '' ? null : s))
  .nullable();
/** Tags for the personal site's front matter: trimmed, de-duplicated regardless of case. */
const TagsSchema = z
  .array(z.string().trim().min(1, 'A tag cannot be blank').max(40, 'A tag can be at most 40 characters'))
  .max(20, 'A piece can have at most 20 tags')
  .transform((tags) => tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i));
const PublishedUrlSchema = z
  .string()
  .trim()
  .max(2000, 'The published address can be at most 2,000 characters')
  .regex(/^https?:\/\/[^\s]+$/i, 'Paste the full address of the published post, starting with https://')
  .nullable();

/** What the stage control and the board need back after a move (no body: a drag must stay cheap). */
export const StageChangeSchema = WritingSummarySchema.extend({
  published_at: z.string().nullable(),
  published_url: z.string().nullable(),
});

export const PreflightItemSchema = z.object({
  line: z.number().int().min(1),
  rule: z.enum(PREFLIGHT_RULES),
  message: z.string(),
});
export const WritingExportSchema = z.object({
  venue: VenueSchema,
  title: z.string(),
  markdown: z.string(),
  html: z.string().nullable(),
  preflight: z.array(PreflightItemSchema),
  file_name: z.string().nullable(),
  deep_link: z.string().nullable(),
  paste_note: z.string(),
});
export type WritingExport = z.infer<typeof WritingExportSchema>;

export const WritingSettingsSchema = z.object({ substack_publication: z.string().nullable() });
export const writingsChannels = {
  /** The board: every piece without its body, ordered by stage, type priority, then last edit (newest first). */
  'writings:list': channel(
    () => z.object({}).strict(),
    () => z.object({ writings: z.array(WritingSummarySchema) }),
  ),
  'writings:get': channel(
    () => z.object({ id: IdSchema }).strict(),
    () => WritingSchema,
  ),
  /** A type without a venue gets the type's default venue; learning_log/tutorial never get a forum. */
  'writings:create': channel(
    () =>
      z
        .object({
          title: TitleSchema,
          type: WritingTypeSchema.nullable().optional(),
          venue: VenueSchema.nullable().optional(),
          source_ref: SourceRefSchema.optional(),
        })
        .strict(),
    () => WritingSchema,
  ),
  /**
   * The autosave path: only the keys sent are written; word_count is recomputed in main when body_md is sent, or
   * null when the body is counted after the save (a big body main has not counted before): writings:get has it
   * once counted.
   */
  'writings:update': channel(
    () =>
      z
        .object({
          id: IdSchema,
          title: TitleSchema.optional(),
          body_md: BodySchema.optional(),
          type: WritingTypeSchema.nullable().optional(),
          venue: VenueSchema.nullable().optional(),
          epistemic_status: EpistemicStatusSchema.optional(),
          tags: TagsSchema.optional(),
          published_url: PublishedUrlSchema.optional(),
        })
        .strict(),
    () => z.object({ updated_at: z.string(), word_count: z.number().int().min(0).nullable() }),
  ),
  'writings:set-stage': channel(
    () => z.object({ id: IdSchema, stage: StageSchema }).strict(),
    () => StageChangeSchema,
  ),
  'writings:history': channel(
    () => z.object({ id: IdSchema }).strict(),
    () => z.object({ entries: z.array(z.object({ from: StageSchema.nullable(), to: StageSchema, at: z.string() })) }),
  ),
  'writings:export': channel(
    () => z.object({ id: IdSchema, venue: VenueSchema }).strict(),
    () => WritingExportSchema,
  ),
  'writings:get-settings': channel(
    () => z.object({}).strict(),
    () => WritingSettingsSchema,
  ),
  'writings:set-settings': channel(
    () =>
      z
        .object({
          substack_publication: z
            .string()
            .max(200, 'substack_publication: enter the name of your Substack address (name.substack.com)')
            .nullable(),
        })
        .strict(),
    () => WritingSettingsSchema,
  ),
  'writings:delete': channel(
    () => z.object({ id: IdSchema }).strict(),
    () => z.object({ deleted: z.literal(true) }),
  ),
};
