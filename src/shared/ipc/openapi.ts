import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';
import type { ChannelMap } from './define';
import { exampleInput, type JsonSchema } from './openapi-examples';

/**
 * The browser host's API as an OpenAPI 3.1 document, generated from the channel contract (zod 4's JSON Schema
 * output, draft 2020-12, which is OpenAPI 3.1's own schema dialect). Generated rather than written so it cannot
 * drift: every channel of the map becomes `POST /api/<channel>` with its input as the request body and its
 * output inside the result envelope. Pure: the web host serves it, tests compare it with the contract.
 */
export type { JsonSchema };

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, { post: OpenApiOperation }>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  requestBody: { required: true; content: { 'application/json': { schema: JsonSchema; examples: Record<string, { value: unknown }> } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema } } }>;
  'x-error-codes': readonly ErrorCode[];
};

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** What each code means on every channel; the renderer switches on the code, never on the message. */
export const ERROR_CODE_MEANINGS: Record<ErrorCode, string> = {
  invalid_input: 'the input breaks the channel schema or a rule of the use case; the message names the field and the fix',
  not_found: 'the thing named (a problem, a writing, a review ...) does not exist for the acting profile',
  conflict: 'the request clashes with the current state (a duplicate name, a stage move that is not allowed)',
  forbidden: 'the action is not allowed for this profile or host',
  limit_exceeded: 'a size, count, time or spend limit was reached; the message names the limit',
  unavailable: 'something the channel needs is not there (no language model configured, a tool missing)',
  internal: 'an unexpected failure inside the app; it is logged and the message is generic',
};

/** The HTTP answers of the host itself, before any channel runs (token, Host, Origin, body size, JSON). */
const HOST_REFUSALS: Record<string, string> = {
  '400': 'the body is not valid JSON or uses "__proto__" as a key (envelope code invalid_input)',
  '403': 'missing or wrong token, or a Host or Origin that is not this host (envelope code forbidden)',
  '413': 'the body is over 4 MB (envelope code limit_exceeded)',
};

/** zod schema to JSON Schema for one side of a channel; `io` picks what a caller sends or what it receives. */
export function channelSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/**
 * Moves a schema's `$defs` into components so its `$ref`s resolve from the document's root (in OpenAPI 3.1 an
 * embedded `#/$defs/x` would resolve against the document, not the schema). The contract has none today; a
 * recursive schema added later would.
 */
function hoistDefs(schema: JsonSchema, prefix: string, into: Record<string, JsonSchema>): JsonSchema {
  const defs = schema.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return schema;
  const { $defs: _dropped, ...rest } = schema;
  const rename = (name: string) => `${prefix}.${name}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        const local = /^#\/\$defs\/(.+)$/.exec(inner);
        out[key] = local ? `#/components/schemas/${rename(local[1]!)}` : inner === '#' ? `#/components/schemas/${prefix}` : inner;
      } else out[key] = rewrite(inner);
    }
    return out;
  };
  for (const [name, def] of Object.entries(defs)) into[rename(name)] = rewrite(def) as JsonSchema;
  if (JSON.stringify(rest).includes('"$ref":"#"')) into[prefix] = rewrite(rest) as JsonSchema;
  return rewrite(rest) as JsonSchema;
}

const okEnvelope = (value: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { ok: { const: true }, value },
  required: ['ok'],
});

function operation(name: string, input: JsonSchema, output: JsonSchema, example: unknown): OpenApiOperation {
  const hostRefusals = Object.fromEntries(
    Object.entries(HOST_REFUSALS).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
    ]),
  );
  return {
    operationId: name,
    tags: [name.split(':', 1)[0]!],
    summary: `Calls the ${name} channel`,
    requestBody: {
      required: true,
      content: { 'application/json': { schema: input, examples: { valid: { value: example } } } },
    },
    responses: {
      '200': {
        description:
          'The result envelope: {"ok": true, "value": ...} with the output below, or {"ok": false, "error": {code, message}} ' +
          '(a refusal by the channel is still HTTP 200: it is data for the caller, not a failed request)',
        content: {
          'application/json': { schema: { oneOf: [okEnvelope(output), { $ref: '#/components/schemas/ErrorEnvelope' }] } },
        },
      },
      ...hostRefusals,
    },
    'x-error-codes': ERROR_CODES,
  };
}

/** FNV-1a, 32 bits, as hex: a short fingerprint, not a security measure. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** The whole document for a channel map (the app passes its contract; tests may pass a smaller map). */
export function buildOpenApiDocument(channels: ChannelMap): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    ErrorCode: {
      type: 'string',
      enum: [...ERROR_CODES],
      description: ERROR_CODES.map((code) => `${code}: ${ERROR_CODE_MEANINGS[code]}`).join('\n'),
    },
    ErrorEnvelope: {
      type: 'object',
      properties: {
        ok: { const: false },
        error: {
          type: 'object',
          properties: { code: { $ref: '#/components/schemas/ErrorCode' }, message: { type: 'string' } },
          required: ['code', 'message'],
        },
      },
      required: ['ok', 'error'],
    },
  };
  const paths: OpenApiDocument['paths'] = {};
  for (const name of Object.keys(channels).sort()) {
    const def = channels[name]!;
    const input = hoistDefs(channelSchema(def.input, 'input'), `${name}.input`, schemas);
    const output = hoistDefs(channelSchema(def.output, 'output'), `${name}.output`, schemas);
    paths[`/api/${name}`] = { post: operation(name, input, output, exampleInput(def.input)) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Workbench browser host API',
      // Changes whenever any channel's schema does, so a client can tell two documents apart.
      version: `contract-${fingerprint(JSON.stringify(paths))}`,
      description:
        'Every channel of the app as POST /api/<channel> with a JSON body; keys are snake_case. The host listens on ' +
        '127.0.0.1 only and needs the token it printed at start, as `Authorization: Bearer <token>` or the ' +
        'workbench_token cookie set by opening the printed URL. GET /api lists the channel names, GET /api/events ' +
        'streams events (server-sent events), GET /api/openapi.json is this document.',
    },
    jsonSchemaDialect: DIALECT,
    servers: [{ url: '/', description: 'the host that served this document' }],
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'the token the host printed at start' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'workbench_token', description: 'set by opening the printed URL' },
      },
    },
  };
}
