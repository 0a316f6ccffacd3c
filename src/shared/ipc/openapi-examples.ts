import { z } from 'zod';

/**
 * One valid request body per channel for the OpenAPI document: derived from the channel's input JSON Schema
 * (required fields only, the smallest value each constraint allows), then checked with the channel's own zod
 * schema. Where the derivation cannot satisfy a schema (a refinement JSON Schema cannot say), write the example
 * into the contract with zod's `.meta({ examples: [...] })`: the first one is used. A test sends every example to
 * the live router.
 */

/** A JSON Schema (draft 2020-12) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** Strings tried, in order, against a `pattern` (the usual shapes of our slugs, keys, dates and ids). */
const PATTERN_CANDIDATES = [
  'example',
  'two-words',
  'a',
  'python',
  'default',
  '2026-11-02',
  '2026-11-02T09:00:00.000Z',
  '00000000-0000-4000-8000-000000000000',
  'https://example.com/',
  'example.md',
  '09:00',
  'A',
  '1',
  'ab12',
];

const FORMATS: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  'date-time': '2026-11-02T09:00:00.000Z',
  date: '2026-11-02',
  time: '09:00:00',
  email: 'learner@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

function fitLength(text: string, schema: JsonSchema): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const padded = text.length >= min ? text : text + 'a'.repeat(min - text.length);
  return padded.length <= max ? padded : padded.slice(0, max);
}

function exampleString(schema: JsonSchema): string {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format) return format;
  if (typeof schema.pattern === 'string') {
    let re: RegExp;
    try {
      re = new RegExp(schema.pattern, 'u');
    } catch {
      re = new RegExp(schema.pattern);
    }
    for (const candidate of PATTERN_CANDIDATES) {
      const fitted = fitLength(candidate, schema);
      if (re.test(fitted)) return fitted;
    }
  }
  return fitLength('example', schema);
}

function exampleNumber(schema: JsonSchema, integer: boolean): number {
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : integer ? 1 : 0;
  let value = 0;
  if (typeof schema.minimum === 'number') value = schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') value = schema.exclusiveMinimum + (step || 1);
  if (typeof schema.maximum === 'number' && value > schema.maximum) value = schema.maximum;
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) value = schema.exclusiveMaximum - (step || 1);
  if (integer) value = Math.ceil(value);
  if (step) value = Math.ceil(value / step) * step;
  return value;
}

/** The smallest value `schema` accepts, as far as JSON Schema says (no refinements). */
export function exampleFromSchema(schema: JsonSchema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length) return exampleFromSchema(branches[0] as JsonSchema);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleFromSchema(part as JsonSchema) as object));
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return Object.fromEntries(required.map((key) => [key, exampleFromSchema(properties[key] ?? {})]));
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const items = (schema.items ?? {}) as JsonSchema;
      return Array.from({ length: min }, () => exampleFromSchema(items));
    }
    case 'string':
      return exampleString(schema);
    case 'integer':
      return exampleNumber(schema, true);
    case 'number':
      return exampleNumber(schema, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** A body the channel's input schema accepts (its written example, or one derived from it). */
export function exampleInput(input: z.ZodType): unknown {
  const json = z.toJSONSchema(input, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return exampleFromSchema(json);
}
