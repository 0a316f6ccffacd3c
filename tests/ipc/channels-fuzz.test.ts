import fc from 'fast-check';
import type http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CHANNELS, contract } from '../../src/shared/ipc/contract';
import { createWebServer, listen } from '../../src/main/web/server';
import { appBackend } from '../../src/main/web/app-backend';
import { makeTempDir } from '../support/temp-dir';
import { createTestApp } from '../support/test-app';

jest.setTimeout(120_000);

/** Field names of a channel's input, so payloads can be "almost right": right keys, wrong values. */
function inputKeys(channel: (typeof CHANNELS)[number]): string[] {
  const schema = contract[channel].input as z.ZodType;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.constantFrom('', 'arena', '../../etc/passwd', '<script>alert(1)</script>', 'x'.repeat(5000)),
);
const value = fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), leaf, { maxKeys: 3 }));

function payloadFor(channel: (typeof CHANNELS)[number]) {
  const keys = inputKeys(channel);
  const nearMiss = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(fc.anything(), nearMiss, value);
}

describe('every channel under random payloads', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeAll(() => (app = createTestApp()));
  afterAll(() => app.close());

  it.each(CHANNELS.map((c) => [c]))('%s never crashes and never answers internal', async (channel) => {
    await fc.assert(
      fc.asyncProperty(payloadFor(channel), async (payload) => {
        const result = await app.router.call(channel, payload);
        expect(typeof result.ok).toBe('boolean');
        // A random payload may be valid; only a refusal has an error to check.
        /* eslint-disable jest/no-conditional-expect */
        if (!result.ok) {
          expect(result.error.code).not.toBe('internal');
          expect(result.error.message.length).toBeGreaterThan(0);
          expect(result.error.message).not.toMatch(/\n\s+at /);
        }
        /* eslint-enable jest/no-conditional-expect */
      }),
      { numRuns: 40 },
    );
  });

  it('rejects a malformed payload with invalid_input and a readable message on every channel with input fields', async () => {
    for (const channel of CHANNELS) {
      const result = await app.router.call(channel, 'not an object');
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    }
  });
});

describe('the browser host under random requests', () => {
  const token = 'fuzz-token';
  let app: ReturnType<typeof createTestApp>;
  let server: http.Server;
  let port: number;
  let staticDir: ReturnType<typeof makeTempDir>;

  beforeAll(async () => {
    app = createTestApp();
    staticDir = makeTempDir();
    fs.writeFileSync(path.join(staticDir.dir, 'index.html'), '<!doctype html>');
    server = createWebServer({ backend: appBackend(app), token, staticDir: staticDir.dir });
    port = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    app.close();
    staticDir.cleanup();
  });

  it('answers every body with an envelope and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CHANNELS), fc.oneof(fc.string(), fc.json()), async (channel, body) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/${channel}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body,
        });
        const envelope = (await res.json()) as { ok: boolean; error?: { code: string } };
        expect(typeof envelope.ok).toBe('boolean');
        expect(envelope.ok ? 'ok' : envelope.error?.code).not.toBe('internal');
      }),
      { numRuns: 150 },
    );
    const health = await fetch(`http://127.0.0.1:${port}/api`, { headers: { Authorization: `Bearer ${token}` } });
    expect(health.status).toBe(200);
  });
});
