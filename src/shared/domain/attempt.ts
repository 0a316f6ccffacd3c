import { z } from 'zod';
import { IdSchema } from './common';
import { DIFFICULTIES, LanguageSchema, PHASES, PhaseSchema, type Phase } from './problem';
import { RUN_STATUSES, RunResultSchema } from './run-result';

/**
 * Work on a problem and the attempts it becomes ("Problems" in docs/product.md): modes, the saved work in progress,
 * what the problem list and page show, and stored attempts.
 */

export const MODES = ['practice', 'interview'] as const;

export const ModeSchema = z.enum(MODES, { error: () => 'mode must be "practice" or "interview"' });

export type Mode = z.infer<typeof ModeSchema>;

/** Limits the spec leaves to us: generous for real work, small enough that nothing chokes on a paste. */
export const CODE_MAX_CHARS = 200_000;

export const PHASE_NOTES_MAX_CHARS = 20_000;

export const NOTES_LINE_MAX_CHARS = 500;

/** One phase can hardly take longer than a day of active time; more is a broken client clock. */
export const PHASE_TIME_MAX_MS = 24 * 60 * 60 * 1000;

export const CodeSchema = z
  .string({ error: () => 'code must be text' })
  .max(CODE_MAX_CHARS, `The code is over ${CODE_MAX_CHARS / 1000} KB; trim it (solutions here are short).`);

const NoteSchema = z
  .string()
  .max(PHASE_NOTES_MAX_CHARS, `A phase's notes can be at most ${PHASE_NOTES_MAX_CHARS} characters; shorten them.`);

/** Notes per phase; a phase without notes may be missing. */
export const PhaseNotesSchema = z
  .object(
    Object.fromEntries(PHASES.map((p) => [p, NoteSchema.optional()])) as Record<
      Phase,
      z.ZodOptional<typeof NoteSchema>
    >,
  )
  .strict();

export type PhaseNotes = z.infer<typeof PhaseNotesSchema>;

const PhaseMsSchema = z
  .number({ error: () => 'must be a number of milliseconds' })
  .int('must be whole milliseconds')
  .min(0, 'cannot be negative')
  .max(PHASE_TIME_MAX_MS, 'is over a day; the page clock went wrong, reload the page');

export const PhaseTimesSchema = z
  .object(
    Object.fromEntries(PHASES.map((p) => [p, PhaseMsSchema.optional()])) as Record<
      Phase,
      z.ZodOptional<typeof PhaseMsSchema>
    >,
  )
  .strict();

export type PhaseTimes = z.infer<typeof PhaseTimesSchema>;

const CountSchema = z.number().int('must be a whole number').min(0, 'cannot be negative').max(100, 'is too large');

/** How many hints were opened while in each phase. */
export const HintCountsSchema = z
  .object(
    Object.fromEntries(PHASES.map((p) => [p, CountSchema.optional()])) as Record<
      Phase,
      z.ZodOptional<typeof CountSchema>
    >,
  )
  .strict();

export type HintCounts = z.infer<typeof HintCountsSchema>;

export const ConfidenceSchema = z
  .number({ error: () => 'Choose a confidence from 1 to 5.' })
  .int('Confidence is a whole number from 1 to 5.')
  .min(1, 'Confidence is at least 1 (1 means guessing).')
  .max(5, 'Confidence is at most 5.');

export const NotesLineSchema = z
  .string()
  .max(NOTES_LINE_MAX_CHARS, `The notes line can be at most ${NOTES_LINE_MAX_CHARS} characters; keep it to a line.`);

/** Work in progress on one problem in one mode: survives reloads and restarts (table problem_work). */
export const WorkStateSchema = z.object({
  phase: PhaseSchema,
  /** Furthest phase reached: steps up to it can be revisited. */
  reached: PhaseSchema,
  phase_notes: PhaseNotesSchema,
  code: z.string(),
  notes: z.string(),
  confidence: z.number().int().min(1).max(5).nullable(),
  phase_times_ms: PhaseTimesSchema,
  /** Server-owned: changed only by problems:reveal, never by problems:save-work. */
  hints_revealed: z.number().int().min(0),
  hint_counts: HintCountsSchema,
  looked_up_reference: z.boolean(),
  looked_up_pitfalls: z.boolean(),
  updated_at: z.string().nullable(),
  /**
   * Server-owned, interview mode only: when the clock started (the page first opened) and
   * stopped (the first submit). The timer is computed from these, so a reload cannot change it.
   */
  started_at: z.string().nullable().optional(),
  ended_at: z.string().nullable().optional(),
});

export type WorkState = z.infer<typeof WorkStateSchema>;

const LastResultSchema = z
  .object({ status: z.enum(RUN_STATUSES), passed: z.boolean(), created_at: z.string(), mode: ModeSchema })
  .nullable();

export const ProblemSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  language: LanguageSchema,
  difficulty: z.enum(DIFFICULTIES),
  axes: z.array(z.string()),
  domain_tags: z.array(z.string()),
  attempt_count: z.number().int(),
  last_result: LastResultSchema,
});

export type ProblemSummary = z.infer<typeof ProblemSummarySchema>;

export const ProblemViewSchema = ProblemSummarySchema.omit({ attempt_count: true, last_result: true }).extend({
  statement_md: z.string(),
  starter: z.string(),
  hint_count: z.number().int(),
  /** Set for a problem promoted from a generated draft: the page marks it and links its draft. */
  generated: z.object({ draft_id: z.string(), promoted_at: z.string() }).optional(),
});

export type ProblemView = z.infer<typeof ProblemViewSchema>;

export const AttemptSummarySchema = z.object({
  id: IdSchema,
  created_at: z.string(),
  mode: ModeSchema,
  status: z.enum(RUN_STATUSES),
  passed: z.boolean(),
  tests_passed: z.number().int(),
  tests_total: z.number().int(),
  confidence: z.number().int(),
  total_time_ms: z.number().int(),
  hints_used: z.number().int(),
  looked_up_reference: z.boolean(),
  looked_up_pitfalls: z.boolean(),
});

export type AttemptSummary = z.infer<typeof AttemptSummarySchema>;

/**
 * One stored attempt opened from "Your attempts": what was submitted and how it went, read
 * only. `result` is the stored verdict in the run-result shape the page already shows (output is not stored).
 */
export const AttemptDetailSchema = AttemptSummarySchema.extend({
  problem_slug: z.string(),
  language: LanguageSchema,
  code: z.string(),
  notes: z.string(),
  phase_notes: PhaseNotesSchema,
  phase_times_ms: PhaseTimesSchema,
  voice_key: z.string().nullable(),
  result: RunResultSchema,
});

export type AttemptDetail = z.infer<typeof AttemptDetailSchema>;
