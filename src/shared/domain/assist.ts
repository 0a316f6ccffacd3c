import { z } from 'zod';
import { IdSchema } from './common';

export const ASSIST_ACTIONS = ['tighter_outline', 'plain_language', 'propose_titles'] as const;
export const AssistActionSchema = z.enum(ASSIST_ACTIONS, { error: () => `action must be one of: ${ASSIST_ACTIONS.join(', ')}` });
export type AssistAction = z.infer<typeof AssistActionSchema>;

export const FLAG_KINDS = ['url', 'citation', 'number', 'quotation', 'name', 'claim'] as const;
/** New material the post-call check found in a suggestion, with its place in `suggested_text`. */
export const AssistFlagSchema = z.object({
  kind: z.enum(FLAG_KINDS),
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type AssistFlag = z.infer<typeof AssistFlagSchema>;

export const SuggestionSchema = z.object({
  id: IdSchema,
  writing_id: IdSchema,
  action: AssistActionSchema,
  target: z.enum(['body', 'title']),
  /** The body range the suggestion was made from (for titles: the range the titles were proposed from). */
  source_start: z.number().int().min(0),
  source_end: z.number().int().min(0),
  /** What Apply replaces: the body range's text, or the title. */
  original_text: z.string(),
  /** The model's text; for propose_titles one title per line. */
  suggested_text: z.string(),
  kept_text: z.string().nullable(),
  flags: z.array(AssistFlagSchema),
  /** Set when flags were raised: what to supply or remove before Apply. */
  message: z.string().nullable(),
  model: z.string(),
  state: z.enum(['suggested', 'applied', 'discarded']),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const ASSIST_REFUSALS = ['placeholder', 'cap_reached', 'no_model', 'model_error', 'unusable_reply'] as const;
export const AssistRefusalSchema = z.object({
  status: z.literal('refused'),
  reason: z.enum(ASSIST_REFUSALS),
  /** What to do, ready to show. */
  message: z.string(),
  /** For `placeholder`: the paragraphs to write first (1-based index in the text sent). */
  paragraphs: z.array(z.object({ index: z.number().int().min(1), text: z.string(), kind: z.enum(['empty', 'placeholder']), marker: z.string() })),
});
export type AssistRefusal = z.infer<typeof AssistRefusalSchema>;

export const SuggestResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('suggested'), suggestion: SuggestionSchema }),
  AssistRefusalSchema,
]);
export type SuggestResult = z.infer<typeof SuggestResultSchema>;

export const ProvenanceRangeSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  suggestion_id: IdSchema,
  model: z.string(),
});
