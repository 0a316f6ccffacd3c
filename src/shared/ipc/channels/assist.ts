import { z } from 'zod';
import { channel } from '../define';
import { IdSchema } from '../../domain/common';
import { AssistActionSchema, ProvenanceRangeSchema, SuggestionSchema, SuggestResultSchema } from '../../domain/assist';

export type { Suggestion, SuggestResult, AssistFlag } from '../../domain/assist';

/** A selection of the saved body: offsets (UTF-16, end exclusive) and the text there, checked by main. */
const SelectionSchema = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    text: z.string().max(200_000, 'The selection is over 200,000 characters; select one section at a time'),
  })
  .strict()
  .refine((s) => s.end >= s.start, 'selection: end must not be before start');

/**
 * Writing assist. Every action works on the user's own saved text (a selection or the whole body);
 * none takes a title, headline or seed, and none writes to the piece except assist:apply of a shown suggestion.
 */
export const assistChannels = {
  'assist:suggest': channel(
    () =>
      z.object({ writing_id: IdSchema, action: AssistActionSchema, selection: SelectionSchema.optional() }).strict(),
    () => SuggestResultSchema,
  ),
  /** Applies a pending suggestion, with the user's edits in the sidebar (`text`; for titles the chosen one). */
  'assist:apply': channel(
    () =>
      z.object({ id: IdSchema, text: z.string().max(200_000, 'The suggestion is over 200,000 characters') }).strict(),
    () => z.object({ suggestion: SuggestionSchema, updated_at: z.string(), body_md: z.string(), title: z.string() }),
  ),
  'assist:discard': channel(
    () => z.object({ id: IdSchema }).strict(),
    () => z.object({ suggestion: SuggestionSchema }),
  ),
  /** Pending suggestions and the audit trail of applied and discarded ones, oldest first. */
  'assist:list': channel(
    () => z.object({ writing_id: IdSchema }).strict(),
    () => z.object({ suggestions: z.array(SuggestionSchema) }),
  ),
  /** The body ranges that came from applied suggestions and were not rewritten since. */
  'assist:provenance': channel(
    () => z.object({ writing_id: IdSchema }).strict(),
    () => z.object({ ranges: z.array(ProvenanceRangeSchema) }),
  ),
};
