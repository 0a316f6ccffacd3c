import { z } from 'zod';
import { channel } from '../define';
import { AxisIdSchema } from '../../domain/axes';
import { IdSchema, SlugSchema } from '../../domain/common';
import {
  DRAFT_LIMITS,
  DraftSummarySchema,
  DraftViewSchema,
  GeneratedProblemSchema,
  ReadingGuideSchema,
} from '../../domain/draft';
import { LanguageSchema } from '../../domain/problem';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/draft';

const DraftIdInput = z.object({ id: IdSchema }).strict();

/** drafts:generate: the kind decides which source it needs. */
export const GenerateInputSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('reading_guide'),
        section_url: z.string().trim().min(1, 'section_url must not be empty').max(2048, 'section_url is too long'),
      })
      .strict(),
    z
      .object({
        kind: z.literal('exercise'),
        axis: AxisIdSchema.optional(),
        language: LanguageSchema.optional(),
        slug: SlugSchema.optional(),
      })
      .strict()
      .refine(
        (v) => (v.slug !== undefined) !== (v.axis !== undefined && v.language !== undefined),
        'An exercise needs either a problem slug, or an axis and a language ("python" or "rust"), not both',
      ),
    z.object({ kind: z.literal('debugging_problem'), slug: SlugSchema }).strict(),
  ],
  { error: () => 'kind must be "reading_guide", "exercise" or "debugging_problem"' },
);
export type GenerateInput = z.infer<typeof GenerateInputSchema>;

export const draftsChannels = {
  /** Calls the model, validates, runs the discrimination check for problems, then stores a draft. */
  'drafts:generate': channel(
    () => GenerateInputSchema,
    () => DraftViewSchema,
  ),
  /** The acting profile's drafts (all states), newest first. */
  'drafts:list': channel(
    () => z.object({}).strict(),
    () => z.object({ drafts: z.array(DraftSummarySchema) }),
  ),
  'drafts:get': channel(
    () => DraftIdInput,
    () => DraftViewSchema,
  ),
  /** Replaces the draft's content; a problem's check is cleared until its tests run again. */
  'drafts:update': channel(
    () =>
      z
        .object({
          id: IdSchema,
          guide: ReadingGuideSchema.optional(),
          problem: GeneratedProblemSchema.optional(),
        })
        .strict(),
    () => DraftViewSchema,
  ),
  /** Runs the reference and the starter against the tests and stores the check. */
  'drafts:run-tests': channel(
    () => DraftIdInput,
    () => DraftViewSchema,
  ),
  /** The only way anything goes live. */
  'drafts:promote': channel(
    () => DraftIdInput,
    () => DraftViewSchema,
  ),
  'drafts:reject': channel(
    () =>
      z
        .object({
          id: IdSchema,
          reason: z
            .string()
            .trim()
            .min(1, 'Say why the draft is rejected')
            .max(DRAFT_LIMITS.reason, `The reason can be at most ${DRAFT_LIMITS.reason} characters`),
        })
        .strict(),
    () => DraftViewSchema,
  ),
};
