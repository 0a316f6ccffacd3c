import Ajv2020 from 'ajv/dist/2020';
import type http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ERROR_CODES } from '../../src/shared/errors';
import { CHANNELS, contract } from '../../src/shared/ipc/contract';
import { channel, type ChannelMap } from '../../src/shared/ipc/define';
import {
  buildOpenApiDocument,
  channelSchema,
  type JsonSchema,
  type OpenApiDocument,
} from '../../src/shared/ipc/openapi';
import { exampleFromSchema } from '../../src/shared/ipc/openapi-examples';
import { appBackend } from '../../src/main/web/app-backend';
import { createWebServer, listen } from '../../src/main/web/server';
import { makeTempDir } from '../support/temp-dir';
import { createTestApp } from '../support/test-app';

/** Every way the document can disagree with a channel map, as readable lines (empty when they agree). */
function disagreements(doc: OpenApiDocument, channels: ChannelMap): string[] {
  const problems: string[] = [];
  const described = new Set(Object.keys(doc.paths));
  for (const name of Object.keys(channels)) {
    const op = doc.paths[`/api/${name}`]?.post;
    described.delete(`/api/${name}`);
    if (!op) {
      problems.push(`${name}: not described`);
      continue;
    }
    const body = op.requestBody.content['application/json'];
    if (JSON.stringify(body.schema) !== JSON.stringify(channelSchema(channels[name]!.input, 'input')))
      problems.push(`${name}: the request schema is not the channel input`);
    const ok = (op.responses['200']?.content?.['application/json'].schema.oneOf as JsonSchema[] | undefined)?.[0];
    const value = (ok?.properties as Record<string, unknown> | undefined)?.value;
    if (JSON.stringify(value) !== JSON.stringify(channelSchema(channels[name]!.output, 'output')))
      problems.push(`${name}: the answer schema is not the channel output`);
    if (JSON.stringify(op['x-error-codes']) !== JSON.stringify(ERROR_CODES))
      problems.push(`${name}: error codes differ`);
    if (!channels[name]!.input.safeParse(body.examples.valid?.value).success)
      problems.push(`${name}: the example is not a valid input`);
  }
  for (const extra of described) problems.push(`${extra}: described but not a channel`);
  return problems;
}

describe('the OpenAPI document', () => {
  const app = createTestApp();
  const statics = makeTempDir();
  fs.writeFileSync(path.join(statics.dir, 'index.html'), '<!doctype html>');
  const token = 'openapi-test-token';
  const server: http.Server = createWebServer({ backend: appBackend(app), token, staticDir: statics.dir });
  let origin = '';
  let doc: OpenApiDocument;

  beforeAll(async () => {
    // Compiling every schema takes seconds between requests: keep fetch's idle connection open meanwhile, or the
    // next request may race the host closing it.
    server.keepAliveTimeout = 120_000;
    origin = `http://127.0.0.1:${await listen(server, 0)}`;
    const res = await fetch(`${origin}/api/openapi.json`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    doc = (await res.json()) as OpenApiDocument;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    app.close();
    statics.cleanup();
  });

  it('is served behind the same token as every /api path', async () => {
    const none = await fetch(`${origin}/api/openapi.json`);
    expect(none.status).toBe(403);
    const wrong = await fetch(`${origin}/api/openapi.json`, { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
    const cookie = await fetch(`${origin}/api/openapi.json`, { headers: { Cookie: `workbench_token=${token}` } });
    expect(cookie.status).toBe(200);
  });

  it('is OpenAPI 3.1 in the JSON Schema 2020-12 dialect, and its schemas compile', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    for (const [p, item] of Object.entries(doc.paths)) {
      expect(() => ajv.compile(item.post.requestBody.content['application/json'].schema)).not.toThrow();
      expect(p.startsWith('/api/')).toBe(true);
    }
  });

  it('describes every channel of the contract, and nothing else, exactly as the contract says', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(CHANNELS.map((c) => `/api/${c}`).sort());
    expect(disagreements(doc, contract)).toEqual([]);
  });

  it('the agreement check fails when the document and the contract differ', () => {
    const changed: ChannelMap = {
      ...contract,
      'system:info': channel(
        () => z.object({ verbose: z.boolean() }).strict(),
        () => contract['system:info'].output,
      ),
      'added:channel': channel(
        () => z.object({}).strict(),
        () => z.object({ n: z.number() }),
      ),
    };
    expect(disagreements(doc, changed)).toEqual([
      'system:info: the request schema is not the channel input',
      'system:info: the example is not a valid input',
      'added:channel: not described',
    ]);
    const { ['/api/axes:list']: _removed, ...fewer } = doc.paths;
    expect(disagreements({ ...doc, paths: fewer }, contract)).toEqual(['axes:list: not described']);
    expect(disagreements(buildOpenApiDocument({ 'axes:list': contract['axes:list'] }), contract)).toHaveLength(
      CHANNELS.length - 1,
    );
  });

  it('every example goes through the live router, and every answer matches the documented response', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const envelopeErrors: string[] = [];
    const answeredOk: string[] = [];
    const schemaRefusals: string[] = [];
    const internalFailures: string[] = [];
    for (const [p, item] of Object.entries(doc.paths)) {
      const example = item.post.requestBody.content['application/json'].examples.valid!.value;
      const res = await fetch(`${origin}${p}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(example),
        signal: AbortSignal.timeout(20_000),
      });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { ok: boolean; value?: unknown; error?: { code: string; message: string } };
      const schema = item.post.responses['200']!.content!['application/json'].schema;
      const validate = ajv.compile({ ...schema, components: doc.components });
      if (!validate(answer)) envelopeErrors.push(`${p}: ${ajv.errorsText(validate.errors)}`);
      if (answer.ok) answeredOk.push(p);
      // A refusal, if any, comes from the use case (a thing not found in a fresh profile, a rule): the example
      // passes the channel's schema, the router's own input check, and nothing fails inside.
      if (!contract[p.slice('/api/'.length) as keyof typeof contract].input.safeParse(example).success)
        schemaRefusals.push(p);
      if (!answer.ok && answer.error!.code === 'internal') internalFailures.push(p);
    }
    expect(schemaRefusals).toEqual([]);
    expect(internalFailures).toEqual([]);
    expect(envelopeErrors).toEqual([]);
    // Many channels answer a value even in a fresh profile (32 of 84 today; the rest find nothing to act on), so
    // the documented outputs are checked against real ones.
    expect(answeredOk.length).toBeGreaterThan(CHANNELS.length / 3);
  }, 120_000);

  it('derives the smallest value each constraint allows', () => {
    expect(
      exampleFromSchema({
        type: 'object',
        properties: {
          slug: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 },
          n: { type: 'integer', exclusiveMinimum: 0, maximum: 5 },
          tags: { type: 'array', minItems: 2, items: { type: 'string', minLength: 3 } },
          optional: { type: 'string' },
          id: { type: 'string', format: 'uuid' },
          mode: { enum: ['practice', 'interview'] },
          note: { anyOf: [{ type: 'null' }, { type: 'string' }] },
        },
        required: ['slug', 'n', 'tags', 'id', 'mode', 'note'],
      }),
    ).toEqual({
      slug: 'example',
      n: 1,
      tags: ['example', 'example'],
      id: '00000000-0000-4000-8000-000000000000',
      mode: 'practice',
      note: null,
    });
    expect(exampleFromSchema({ type: 'string', examples: ['written'] })).toBe('written');
  });
});
