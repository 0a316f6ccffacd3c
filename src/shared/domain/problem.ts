import { z } from 'zod';
import { AxisIdSchema } from './axes';
import { SlugSchema } from './common';

export const LANGUAGES = ['python', 'rust'] as const;
export const LanguageSchema = z.enum(LANGUAGES, { error: () => 'must be "python" or "rust"' });
export type Language = z.infer<typeof LanguageSchema>;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** Front matter of content/problems/<slug>/problem.md (docs/architecture.md, "Content"). */
export const ProblemFrontMatterSchema = z
  .object({
    slug: SlugSchema,
    title: z.string().trim().min(1, 'must not be empty'),
    language: LanguageSchema,
    domain_tags: z.array(z.string().trim().min(1)).min(1, 'needs at least one domain tag'),
    axes: z.array(AxisIdSchema).min(1, 'needs at least one axis'),
    difficulty: z.enum(DIFFICULTIES, { error: () => `must be one of: ${DIFFICULTIES.join(', ')}` }),
    hints: z.array(z.string().trim().min(1)).min(1, 'needs at least one hint').max(5, 'at most 5 hints'),
  })
  .strict();
export type ProblemFrontMatter = z.infer<typeof ProblemFrontMatterSchema>;

/** A loaded problem: front matter, statement and the files the runner and the page need. */
export type Problem = ProblemFrontMatter & {
  statement_md: string;
  starter: string;
  tests: string;
  reference: string;
  pitfalls_md: string;
  /** Absolute folder of the problem, for the runner. */
  dir: string;
};

export const PHASES = ['explore', 'brainstorm', 'plan', 'implement', 'verify'] as const;
export const PhaseSchema = z.enum(PHASES);
export type Phase = z.infer<typeof PhaseSchema>;

/** the implement-phase editor unlocks once the plan has this many characters. */
export const PLAN_GATE_CHARS = 80;
