import { z } from 'zod';
import { channel, type ChannelMap } from '../define';
import { IdSchema, SlugSchema } from '../../domain/common';
import { TzOffsetSchema } from '../../domain/home';
import { PhaseSchema } from '../../domain/problem';
import { RunResultSchema } from '../../domain/run-result';
import {
  AttemptDetailSchema,
  AttemptSummarySchema,
  CodeSchema,
  ConfidenceSchema,
  ModeSchema,
  NotesLineSchema,
  PhaseNotesSchema,
  PhaseTimesSchema,
  ProblemSummarySchema,
  ProblemViewSchema,
  WorkStateSchema,
} from '../../domain/attempt';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/attempt';

const ProblemSlugSchema = SlugSchema.describe('problem slug');

const SlugModeSchema = z.object({ slug: ProblemSlugSchema, mode: ModeSchema.default('practice') }).strict();

export const RevealWhatSchema = z.enum(['reference', 'pitfalls', 'hint'], {
  error: () => 'what must be "reference", "pitfalls" or "hint"',
});

/**
 * Only what the user decides when pressing Submit. The code, notes, phase times and logged aids are the saved
 * work (problems:save-work flushes it first); the server reads them itself and enforces the phase rule and the
 * plan gate.
 */
export const SubmitInputSchema = z
  .object({
    slug: ProblemSlugSchema,
    mode: ModeSchema,
    notes: NotesLineSchema,
    confidence: ConfidenceSchema,
    /** The review voice chosen in the submission area; omitted means the voice this user last reviewed in. */
    voice_key: z.string().trim().min(1, 'voice_key must not be empty').max(80, 'voice_key is too long').optional(),
  })
  .strict();
export type SubmitInput = z.infer<typeof SubmitInputSchema>;

/** A listed problem: its summary and, once attempted, when its spaced re-drill comes due. */
export const ProblemListItemSchema = ProblemSummarySchema.extend({
  /** The FSRS due instant of the next re-drill; null before the first attempt. */
  redrill_due: z.string().nullable(),
  /** Due for a re-drill by the end of the user's local day. */
  due: z.boolean(),
});
export type ProblemListItem = z.infer<typeof ProblemListItemSchema>;

export const problemsChannels = {
  /**
   * The corpus with the acting user's last result per problem and its spaced re-drill. Main decides
   * what is due: scheduled (FSRS) before the end of the user's local day. `filter: "due"` lists only those.
   */
  'problems:list': channel(
    () =>
      z
        .object({
          filter: z.enum(['all', 'due'], { error: () => 'filter must be "all" or "due"' }).default('all'),
          tz_offset_minutes: TzOffsetSchema.optional(),
        })
        .strict(),
    () =>
      z.object({
        problems: z.array(ProblemListItemSchema),
        /** How many problems are due for a re-drill today, whatever the filter. */
        due_count: z.number().int().nonnegative(),
      }),
  ),
  /** What the page shows up front; no reference, pitfalls or hint texts. */
  'problems:get': channel(
    () => z.object({ slug: ProblemSlugSchema }).strict(),
    () => ProblemViewSchema,
  ),
  /** Opens an aid and logs the lookup (practice mode only). Hints open in order: index = hints opened so far. */
  'problems:reveal': channel(
    () =>
      z
        .object({
          slug: ProblemSlugSchema,
          mode: ModeSchema.default('practice'),
          what: RevealWhatSchema,
          index: z.number().int().min(0, 'index cannot be negative').optional(),
          phase: PhaseSchema.optional(),
        })
        .strict(),
    () => z.object({ text: z.string(), work: WorkStateSchema }),
  ),
  /** The saved work, or a fresh state with the starter code. */
  'problems:get-work': channel(
    () => SlugModeSchema,
    () => WorkStateSchema,
  ),
  /** Saves the client-owned part of the work; lookups and hint counts are kept as the server logged them. */
  'problems:save-work': channel(
    () =>
      z
        .object({
          slug: ProblemSlugSchema,
          mode: ModeSchema,
          phase: PhaseSchema,
          reached: PhaseSchema,
          phase_notes: PhaseNotesSchema,
          code: CodeSchema,
          notes: NotesLineSchema,
          confidence: ConfidenceSchema.nullable(),
          phase_times_ms: PhaseTimesSchema,
        })
        .strict(),
    () => z.object({ updated_at: z.string() }),
  ),
  /** Forgets the work in progress (notes, code, lookups) to start the problem fresh. Attempts stay. */
  'problems:reset-work': channel(
    () => SlugModeSchema,
    () => WorkStateSchema,
  ),
  /** Runs the tests without storing anything (the run-tests button). */
  'problems:run-tests': channel(
    () => z.object({ slug: ProblemSlugSchema, code: CodeSchema }).strict(),
    () => RunResultSchema,
  ),
  /** Runs the tests on the saved work, stores the attempt and schedules its review in the voice it answers. */
  'problems:submit': channel(
    () => SubmitInputSchema,
    () => z.object({ attempt_id: IdSchema, voice_key: z.string(), result: RunResultSchema }),
  ),
  /** The acting user's attempts on one problem, newest first. */
  'attempts:list': channel(
    () => z.object({ slug: ProblemSlugSchema }).strict(),
    () => z.object({ attempts: z.array(AttemptSummarySchema) }),
  ),
  /** One of the acting user's attempts, whole and read-only (code, notes, phase times, verdict). */
  'attempts:get': channel(
    () => z.object({ id: z.string().uuid('Give the id of a stored attempt (a UUID)') }).strict(),
    () => AttemptDetailSchema,
  ),
} satisfies ChannelMap;
