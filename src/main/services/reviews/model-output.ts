import { z } from 'zod';
import { capField } from './text';
import { extractJson } from './reply';

/**
 * The JSON shape the model is asked for. Deliberately lenient on keys (extra phases, extra fields, phase keys
 * in any case or spacing) because the rules in enforce.ts decide what survives; strict on types so a malformed
 * answer is caught here. Every string is capped (text.ts FIELD_MAX) before any rule looks at it.
 */
const Str = z
  .string()
  .default('')
  .transform((s) => capField(s));

/** Evidence as asked for ({source, quote, line}); a bare string is read as a quote with no source given. */
const EvidenceIn = z.union([
  z.string().transform((quote) => ({ source: null, quote: capField(quote, 300), line: null })),
  z.object({
    source: z
      .string()
      .nullish()
      .transform((s) => (s ? s.trim().toLowerCase() : null)),
    quote: z
      .string()
      .nullish()
      .transform((q) => capField(q ?? '', 300)),
    line: z
      .number()
      .nullish()
      .transform((n) => n ?? null),
  }),
]);
export type EvidenceIn = z.infer<typeof EvidenceIn>;

const PhaseOut = z.object({
  strength: Str,
  strength_evidence: EvidenceIn.nullish().transform((e) => e ?? null),
  gap: Str,
  gap_evidence: EvidenceIn.nullish().transform((e) => e ?? null),
  question: Str,
});
export type PhaseOut = z.infer<typeof PhaseOut>;

const RubricOut = z.object({
  score: z.number(),
  reason: Str,
  evidence: EvidenceIn.nullish().transform((e) => e ?? null),
});

export const ModelReviewSchema = z.object({
  summary: Str,
  per_phase: z.record(z.string(), PhaseOut),
  overall_score: z.number(),
  rubric: z.record(z.string(), RubricOut).nullable().optional(),
});
export type ModelReview = z.infer<typeof ModelReviewSchema>;

export type ParsedOutput =
  { ok: true; review: ModelReview; truncated: boolean } | { ok: false; problem: string; truncated: boolean };

/** "Implement", " PLAN ", "implement phase" → the phase key; anything else stays as written (and is dropped later). */
export function normalisePhaseKey(key: string): string {
  return key
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/ phase$/, '')
    .replace(/ /g, '_');
}

/** Reads a reply into the review shape: extraction (reply.ts), phase keys normalised, fields capped. */
export function parseModelReview(content: string): ParsedOutput {
  const extracted = extractJson(content);
  if (!extracted.ok) return { ok: false, problem: extracted.problem, truncated: extracted.truncated };
  const raw = extracted.value as Record<string, unknown>;
  const perPhase = raw.per_phase;
  if (perPhase && typeof perPhase === 'object' && !Array.isArray(perPhase)) {
    const normalised: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(perPhase)) {
      const k = normalisePhaseKey(key);
      // The first spelling wins; a second "Plan" after "plan" is a duplicate, not an override.
      if (!(k in normalised)) normalised[k] = value;
    }
    raw.per_phase = normalised;
  }
  const parsed = ModelReviewSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the object';
    return {
      ok: false,
      truncated: extracted.truncated,
      problem: `the JSON did not match the review shape (${where}: ${issue?.message ?? 'invalid'})`,
    };
  }
  return { ok: true, review: parsed.data, truncated: extracted.truncated };
}
