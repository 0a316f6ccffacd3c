import { z } from 'zod';

/**
 * What grounds a review's strength, gap or rubric reason (docs/model-layer.md "Grounding"): the app found the
 * quote in what the user wrote, so `source`, `line` and `where` are the app's findings, not the model's claims.
 */
export const EvidenceRefSchema = z.object({
  source: z.enum(['code', 'notes', 'test']),
  /** The quote as the reviewer gave it (capped), or the test name. */
  quote: z.string(),
  /** 1-based line of the submitted code where the quote starts; null for notes and tests. */
  line: z.number().int().min(1).nullable(),
  /** For notes: which phase's notes (or `notes` for the freeform line). */
  where: z.string().nullable(),
});
export type EvidenceRef = z.infer<typeof EvidenceRefSchema>;

/** A point the reviewer made that the checks refused; the card says it was removed and why. */
export const RemovedPointSchema = z.object({
  field: z.enum(['strength', 'gap', 'question']),
  reason: z.string(),
});
export type RemovedPoint = z.infer<typeof RemovedPointSchema>;
