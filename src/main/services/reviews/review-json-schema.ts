import { PHASES } from '@shared/domain/problem';
import { RUBRIC_CRITERIA } from '@shared/domain/review';

/**
 * The review shape as a JSON schema, sent as `response_format: json_schema` to endpoints known to support
 * structured output (model/client.ts decides); other servers get `json_object` and the same shape in the prompt.
 * Not strict: phases and the rubric are optional by design, and the app checks everything after the call anyway.
 */
const evidence = {
  type: ['object', 'null'],
  properties: {
    source: { type: 'string', enum: ['code', 'notes', 'test'] },
    quote: { type: 'string' },
    line: { type: ['integer', 'null'] },
  },
  required: ['source', 'quote'],
};
const phase = {
  type: 'object',
  properties: {
    strength: { type: 'string' },
    strength_evidence: evidence,
    gap: { type: 'string' },
    gap_evidence: evidence,
    question: { type: 'string' },
  },
  required: ['strength', 'strength_evidence', 'gap', 'gap_evidence', 'question'],
};

export const REVIEW_JSON_SCHEMA: { name: string; schema: Record<string, unknown> } = {
  name: 'review',
  schema: {
    type: 'object',
    properties: {
      summary: { type: 'string' },
      per_phase: { type: 'object', properties: Object.fromEntries(PHASES.map((p) => [p, phase])) },
      overall_score: { type: 'number', minimum: 0, maximum: 10 },
      rubric: {
        type: ['object', 'null'],
        properties: Object.fromEntries(
          RUBRIC_CRITERIA.map((c) => [
            c,
            {
              type: 'object',
              properties: { score: { type: 'integer', minimum: 0, maximum: 3 }, reason: { type: 'string' }, evidence },
              required: ['score', 'reason'],
            },
          ]),
        ),
      },
    },
    required: ['summary', 'per_phase', 'overall_score'],
  },
};
