import { z } from 'zod';

/**
 * The JSON shape the model is asked for. Deliberately lenient on keys (extra phases, extra fields) because the
 * rules in enforce.ts decide what survives; strict on types so a malformed answer is caught here.
 */
const PhaseOut = z.object({
  strength: z.string().default(''),
  gap: z.string().default(''),
  question: z.string().default(''),
});

export const ModelReviewSchema = z.object({
  summary: z.string().min(1, 'summary is empty'),
  per_phase: z.record(z.string(), PhaseOut),
  overall_score: z.number(),
  rubric: z
    .record(z.string(), z.object({ score: z.number(), reason: z.string() }))
    .nullable()
    .optional(),
});
export type ModelReview = z.infer<typeof ModelReviewSchema>;

export type ParsedOutput = { ok: true; review: ModelReview } | { ok: false; problem: string };

/** Extracts the JSON object from a reply (models sometimes wrap it in a code fence or a sentence). */
export function parseModelReview(content: string): ParsedOutput {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const candidate = fenced ? fenced[1]! : content;
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  if (start === -1 || end <= start) return { ok: false, problem: 'the reply contained no JSON object' };
  let raw: unknown;
  try {
    raw = JSON.parse(candidate.slice(start, end + 1));
  } catch {
    return { ok: false, problem: 'the reply was not valid JSON' };
  }
  const parsed = ModelReviewSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the object';
    return { ok: false, problem: `the JSON did not match the review shape (${where}: ${issue?.message ?? 'invalid'})` };
  }
  return { ok: true, review: parsed.data };
}
