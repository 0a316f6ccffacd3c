import { z } from 'zod';
import { AxisIdSchema } from './axes';
import { SlugSchema } from './common';
import { DIFFICULTIES, LanguageSchema } from './problem';
import { RUN_STATUSES } from './run-result';

/**
 * Generated content ("Generated content" in docs/product.md): reading guides, practice exercises and debugging
 * problems. Each lands as a draft owned by the profile that asked for it and goes live only on an explicit
 * promotion by that profile. Field names are snake_case: these schemas are the wire and the model's reply.
 */
export const DRAFT_KINDS = ['reading_guide', 'exercise', 'debugging_problem'] as const;
export const DraftKindSchema = z.enum(DRAFT_KINDS, {
  error: () => 'kind must be "reading_guide", "exercise" or "debugging_problem"',
});
export type DraftKind = z.infer<typeof DraftKindSchema>;

export const DRAFT_STATES = ['draft', 'live', 'rejected'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** Size bounds on everything a model (or the operator) writes: a draft is a page, never a book. */
export const DRAFT_LIMITS = {
  title: 120,
  line: 600,
  markdown: 20_000,
  code: 40_000,
  reason: 1000,
} as const;

const Line = (what: string) =>
  z.string().trim().min(1, `${what} must not be empty`).max(DRAFT_LIMITS.line, `${what} is longer than ${DRAFT_LIMITS.line} characters`);
const Markdown = (what: string) =>
  z.string().trim().min(1, `${what} must not be empty`).max(DRAFT_LIMITS.markdown, `${what} is longer than ${DRAFT_LIMITS.markdown} characters`);
const Code = (what: string) =>
  z.string().min(1, `${what} must not be empty`).max(DRAFT_LIMITS.code, `${what} is longer than ${DRAFT_LIMITS.code} characters`);

/** A reading guide for one track section: what to look for and exactly three self-check questions. */
export const ReadingGuideSchema = z
  .object({
    title: Line('title').max(DRAFT_LIMITS.title, `title is longer than ${DRAFT_LIMITS.title} characters`),
    look_for: z.array(Line('a look-for point')).min(1, 'look_for needs at least one point').max(8, 'look_for has at most 8 points'),
    self_check: z.array(Line('a self-check question')).length(3, 'self_check needs exactly three questions'),
  })
  .strict();
export type ReadingGuide = z.infer<typeof ReadingGuideSchema>;

/** A generated problem in the bundled format (content/problems/<slug>: problem.md front matter + files). */
export const GeneratedProblemSchema = z
  .object({
    slug: SlugSchema,
    title: Line('title').max(DRAFT_LIMITS.title, `title is longer than ${DRAFT_LIMITS.title} characters`),
    language: LanguageSchema,
    domain_tags: z.array(Line('a domain tag').max(60, 'a domain tag is longer than 60 characters')).min(1, 'needs at least one domain tag').max(8, 'at most 8 domain tags'),
    axes: z.array(AxisIdSchema).min(1, 'needs at least one axis').max(6, 'at most 6 axes'),
    difficulty: z.enum(DIFFICULTIES, { error: () => `difficulty must be one of: ${DIFFICULTIES.join(', ')}` }),
    hints: z.array(Line('a hint')).min(1, 'needs at least one hint').max(5, 'at most 5 hints'),
    statement_md: Markdown('statement_md'),
    starter: Code('starter'),
    tests: Code('tests'),
    reference: Code('reference'),
    pitfalls_md: Markdown('pitfalls_md'),
  })
  .strict();
export type GeneratedProblem = z.infer<typeof GeneratedProblemSchema>;

/** One runner verdict as the review surface shows it (the runner's output, capped). */
export const VerdictSchema = z.object({
  status: z.enum(RUN_STATUSES),
  tests_passed: z.number().int(),
  tests_total: z.number().int(),
  failing_tests: z.array(z.string()),
  output: z.string(),
});
export type Verdict = z.infer<typeof VerdictSchema>;

/** The discrimination check: the reference passes every test and the starter fails at least one. */
export const DiscriminationSchema = z.object({
  reference: VerdictSchema,
  starter: VerdictSchema,
  discriminates: z.boolean(),
  /** Plain sentence: why the check passed or failed. */
  summary: z.string(),
  checked_at: z.string(),
});
export type Discrimination = z.infer<typeof DiscriminationSchema>;

export const DraftSourceSchema = z.object({
  section_url: z.string().nullable(),
  track_slug: z.string().nullable(),
  axis: z.string().nullable(),
  slug: z.string().nullable(),
  label: z.string(),
});
export type DraftSource = z.infer<typeof DraftSourceSchema>;

export const DraftSummarySchema = z.object({
  id: z.string(),
  kind: DraftKindSchema,
  state: z.enum(DRAFT_STATES),
  title: z.string(),
  source: DraftSourceSchema,
  /** null for reading guides (nothing to run) and after an edit until tests run again. */
  discriminates: z.boolean().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  promoted_at: z.string().nullable(),
  promoted_by: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejected_reason: z.string().nullable(),
  /** The live problem's slug once a problem draft is promoted. */
  live_slug: z.string().nullable(),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const DraftViewSchema = DraftSummarySchema.extend({
  guide: ReadingGuideSchema.nullable(),
  problem: GeneratedProblemSchema.nullable(),
  check: DiscriminationSchema.nullable(),
});
export type DraftView = z.infer<typeof DraftViewSchema>;

/** Reading-guide Markdown as the track page shows it once promoted. */
export function readingGuideMarkdown(guide: ReadingGuide): string {
  return [
    '**What to look for**',
    '',
    ...guide.look_for.map((l) => `- ${l}`),
    '',
    '**Check yourself**',
    '',
    ...guide.self_check.map((q, i) => `${i + 1}. ${q}`),
  ].join('\n');
}
