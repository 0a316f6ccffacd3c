import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { createWebServer, listen } from '../../src/main/web/server';
import { appBackend } from '../../src/main/web/app-backend';
import { makeTempDir } from '../support/temp-dir';
import { createTestApp } from '../support/test-app';
import { head, rawRequest } from './raw-http';

/**
 * Issue 12 items 6-10 against the running host over a raw socket: what an attacker's process on the machine
 * can send, byte for byte.
 */
describe('browser host: hostile requests over a raw socket', () => {
  const token = 'raw-socket-token-0123456789';
  let app: ReturnType<typeof createTestApp>;
  let server: http.Server;
  let port: number;
  let staticDir: ReturnType<typeof makeTempDir>;
  /** it.each tables are built before the port is known: they write {HOST}, filled in when sent. */
  const host = 'Host: {HOST}';
  const send = (request: string, body: Array<Buffer | string> = []) =>
    rawRequest(port, request.replaceAll('{HOST}', `127.0.0.1:${port}`).replaceAll('{PORT}', String(port)), body);
  const stderr: string[] = [];
  let writeSpy: jest.SpyInstance;

  beforeAll(async () => {
    app = createTestApp();
    staticDir = makeTempDir();
    fs.writeFileSync(path.join(staticDir.dir, 'index.html'), '<!doctype html><title>Workbench</title>');
    server = createWebServer({ backend: appBackend(app), token, staticDir: staticDir.dir });
    port = await listen(server, 0);
  });
  beforeEach(() => {
    stderr.length = 0;
    writeSpy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    });
  });
  afterEach(() => writeSpy.mockRestore());
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    app.close();
    staticDir.cleanup();
  });

  describe('item 6: the token exchange never redirects off this origin', () => {
    const paths = [
      '/a/..//evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '/%2F%2Fevil.example/x',
      '/a/../\\\\evil.example',
      '/./..///evil.example',
    ];
    it.each(paths)('%s', async (p) => {
      const res = await send(head(`GET ${p}?token=${token} HTTP/1.1`, [host]));
      expect(res.status).toBe(302);
      const location = res.headers.location![0]!;
      const target = new URL(location, `http://127.0.0.1:${port}/`);
      expect(target.origin).toBe(`http://127.0.0.1:${port}`);
      expect(location.startsWith(`http://127.0.0.1:${port}/`)).toBe(true);
      expect(location).not.toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\//);
    });

    it('an absolute-form request target cannot choose the redirect host either', async () => {
      const res = await send(head(`GET http://evil.example/x?token=${token} HTTP/1.1`, [host]));
      expect(res.status).toBe(302);
      expect(new URL(res.headers.location![0]!).origin).toBe(`http://127.0.0.1:${port}`);
    });
  });

  describe('item 7: malformed percent-encoding is a 400 invalid_input with no stack in the log', () => {
    it.each([
      [
        'channel name',
        head('POST /api/profiles%E0%A4%A HTTP/1.1', [host, `Authorization: Bearer ${token}`, 'Content-Length: 2']),
        '{}',
      ],
      [
        'channel name (lone %)',
        head('POST /api/% HTTP/1.1', [host, `Authorization: Bearer ${token}`, 'Content-Length: 2']),
        '{}',
      ],
      [
        'cookie on an API call',
        head('POST /api/profiles:list HTTP/1.1', [host, 'Cookie: workbench_token=%E0%A4%A', 'Content-Length: 2']),
        '{}',
      ],
      ['cookie on a page load', head('GET /tracks HTTP/1.1', [host, 'Cookie: a=b; workbench_token=%zz']), ''],
    ])('%s', async (_name, request, body) => {
      const res = await send(request, body ? [body] : []);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
      expect(stderr.join('')).not.toMatch(/\n\s+at /);
      expect(stderr.join('')).not.toMatch(/URIError/);
    });
  });

  describe('item 8: a body over the limit is answered 413 with the limit, and the client receives it', () => {
    const call = (length: number) =>
      head('POST /api/profiles:list HTTP/1.1', [
        host,
        `Authorization: Bearer ${token}`,
        'Content-Type: application/json',
        `Content-Length: ${length}`,
      ]);

    it('a 5 MB body streamed in 64 KB chunks', async () => {
      const chunk = Buffer.alloc(64 * 1024, 0x78);
      const chunks = Array.from({ length: 80 }, () => chunk);
      const res = await send(call(80 * chunk.length), chunks);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({
        ok: false,
        error: { code: 'limit_exceeded', message: 'The request body is larger than the limit of 4 MB; send less.' },
      });
    });

    it('a body just at the limit is read (and refused only as bad JSON)', async () => {
      const size = 4 * 1024 * 1024;
      const res = await send(call(size), [Buffer.alloc(size, 0x78)]);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).error.message).toBe('The request body is not valid JSON.');
    });

    it('a declared length past the drain bound is answered at once', async () => {
      const res = await send(call(1024 * 1024 * 1024), [Buffer.alloc(1024, 0x78)]);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).error.message).toMatch(/limit of 4 MB/);
    });
  });

  describe('item 9: Host must be exactly one of our names', () => {
    it.each([
      ['two Host headers, ours first', [host, 'Host: evil.example']],
      ['two Host headers, ours second', ['Host: evil.example', host]],
      ['the same Host twice', [host, host]],
      ['no Host header', []],
      ['a rebinding name', ['Host: evil.example:{PORT}']],
    ])('%s is refused', async (_name, headers) => {
      const res = await send(
        head('POST /api/profiles:list HTTP/1.1', [...headers, `Authorization: Bearer ${token}`, 'Content-Length: 2']),
        ['{}'],
      );
      // Node itself answers 400 to a request without Host; either way it is not served.
      expect([400, 403]).toContain(res.status);
      expect(res.body).not.toMatch(/"ok":true/);
    });

    it('one correct Host header is served', async () => {
      const res = await send(
        head('POST /api/profiles:list HTTP/1.1', [host, `Authorization: Bearer ${token}`, 'Content-Length: 2']),
        ['{}'],
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).ok).toBe(true);
    });
  });

  describe('item 13: a "__proto__" key is refused, not silently dropped', () => {
    it.each([
      [
        'a cap per tag',
        'spend:set-caps',
        '{"caps":{"overall":{"daily_usd":1,"weekly_usd":5},"per_tag":{"__proto__":{"daily_usd":0.5,"weekly_usd":2}}}}',
      ],
      ['a top-level key', 'profiles:list', '{"__proto__":{"admin":true}}'],
    ])('%s', async (_name, channel, body) => {
      const res = await send(
        head(`POST /api/${channel} HTTP/1.1`, [
          host,
          `Authorization: Bearer ${token}`,
          `Content-Length: ${Buffer.byteLength(body)}`,
        ]),
        [body],
      );
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        ok: false,
        error: {
          code: 'invalid_input',
          message: '"__proto__" cannot be used as a name or key in a request; choose another name.',
        },
      });
    });

    it('a model *named* __proto__ (a value, not a key) is accepted and kept', async () => {
      const body = JSON.stringify({ prices: [{ model: '__proto__', input_per_mtok: 1, output_per_mtok: 2 }] });
      const res = await send(
        head('POST /api/spend:set-prices HTTP/1.1', [
          host,
          `Authorization: Bearer ${token}`,
          `Content-Length: ${Buffer.byteLength(body)}`,
        ]),
        [body],
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).value.prices).toContainEqual({
        model: '__proto__',
        input_per_mtok: 1,
        output_per_mtok: 2,
        source: 'override',
      });
    });
  });

  describe('the token leaves the address, the cookie lasts', () => {
    it('exchanges the token for a 30-day cookie and redirects to the same address without it', async () => {
      const res = await send(head(`GET /problems?mode=interview&token=${token}&x=1 HTTP/1.1`, [host]));
      expect(res.status).toBe(302);
      expect(res.headers.location).toEqual([`http://127.0.0.1:${port}/problems?mode=interview&x=1`]);
      expect(res.headers['set-cookie']).toEqual([
        `workbench_token=${token}; Max-Age=2592000; HttpOnly; SameSite=Strict; Path=/`,
      ]);
    });

    it('a wrong token (same length) is dropped from the address and sets no cookie', async () => {
      const wrong = token.replace(/.$/, 'X');
      const res = await send(head(`GET /?token=${wrong} HTTP/1.1`, [host]));
      expect(res.status).toBe(302);
      expect(res.headers.location).toEqual([`http://127.0.0.1:${port}/`]);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('a page load without the cookie gets one page that says how to open the printed URL', async () => {
      const res = await send(head('GET /writings HTTP/1.1', [host]));
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toEqual(['text/html; charset=utf-8']);
      expect(res.body).toContain('npm run web');
      expect(res.body).toContain('?token=');
      expect(res.body).not.toContain('<script');
      expect(res.headers['content-security-policy']![0]).toMatch(/^default-src 'none'/);
    });

    it('a page load with a wrong cookie says the token is not the expected one', async () => {
      const res = await send(head('GET / HTTP/1.1', [host, 'Cookie: workbench_token=not-the-token-at-all']));
      expect(res.status).toBe(403);
      expect(res.body).toContain('is not the one this Workbench host expects');
    });

    it('a page load with the cookie gets the app', async () => {
      const res = await send(head('GET /writings HTTP/1.1', [host, `Cookie: workbench_token=${token}`]));
      expect(res.status).toBe(200);
      expect(res.body).toContain('<title>Workbench</title>');
    });
  });
});
