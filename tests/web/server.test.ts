import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createWebServer, listen } from '../../src/main/web/server';
import { appBackend } from '../../src/main/web/app-backend';
import { makeTempDir } from '../support/temp-dir';
import { createTestApp } from '../support/test-app';

/** Raw requests so Host and Origin can be forged the way an attacker's page or a rebinding DNS would. */
function request(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { Host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

describe('browser host security and protocol', () => {
  const token = 'secret-token-123';
  let app: ReturnType<typeof createTestApp>;
  let server: http.Server;
  let port: number;
  let staticDir: ReturnType<typeof makeTempDir>;
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  beforeAll(async () => {
    app = createTestApp();
    staticDir = makeTempDir();
    fs.writeFileSync(path.join(staticDir.dir, 'index.html'), '<!doctype html><title>Workbench</title>');
    fs.mkdirSync(path.join(staticDir.dir, 'assets'));
    fs.writeFileSync(path.join(staticDir.dir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(staticDir.dir, 'early-request.js'), 'void 0');
    server = createWebServer({ backend: appBackend(app), token, staticDir: staticDir.dir });
    port = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    app.close();
    staticDir.cleanup();
  });

  it('binds to the loopback interface only', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('answers a channel call with the result envelope', async () => {
    const res = await request(port, { method: 'POST', path: '/api/profiles:list', headers: auth, body: '{}' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, value: { profiles: [{ name: 'Me' }] } });
  });

  it('lists the channels on GET /api', async () => {
    const res = await request(port, { path: '/api', headers: auth });
    expect(JSON.parse(res.body).channels).toContain('writings:list');
  });

  it('refuses a call without the token, or with a wrong one (also one of the same length)', async () => {
    const sameLength = token.slice(0, -1) + (token.endsWith('3') ? '4' : '3');
    expect(sameLength).toHaveLength(token.length);
    const attempts: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer nope' },
      { Cookie: 'workbench_token=nope' },
      { Authorization: `Bearer ${sameLength}` },
      { Cookie: `workbench_token=${sameLength}` },
    ];
    for (const headers of attempts) {
      const res = await request(port, { method: 'POST', path: '/api/profiles:list', headers, body: '{}' });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
  });

  it('accepts the token from the cookie set by opening the printed URL', async () => {
    const open = await request(port, { path: `/writings?token=${token}` });
    expect(open.status).toBe(302);
    expect(open.headers.location).toBe(`http://127.0.0.1:${port}/writings`);
    const cookie = String(open.headers['set-cookie']?.[0]).split(';')[0]!;
    // Survives a browser restart: 30 days, never readable by scripts, never sent cross-site.
    expect(open.headers['set-cookie']?.[0]).toMatch(/; Max-Age=2592000; HttpOnly; SameSite=Strict; Path=\//);
    const res = await request(port, {
      method: 'POST',
      path: '/api/profiles:list',
      headers: { Cookie: cookie },
      body: '{}',
    });
    expect(res.status).toBe(200);
  });

  it('refuses a foreign Origin even with a valid token (CSRF)', async () => {
    const res = await request(port, {
      method: 'POST',
      path: '/api/profiles:list',
      headers: { ...auth, Origin: 'http://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const res = await request(port, {
      method: 'POST',
      path: '/api/profiles:list',
      headers: { ...auth, Host: `evil.example:${port}` },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('accepts its own origin', async () => {
    const res = await request(port, {
      method: 'POST',
      path: '/api/profiles:list',
      headers: { ...auth, Origin: `http://127.0.0.1:${port}` },
      body: '{}',
    });
    expect(res.status).toBe(200);
  });

  it('answers bad JSON and unknown channels with readable errors', async () => {
    const bad = await request(port, { method: 'POST', path: '/api/profiles:list', headers: auth, body: '{oops' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error.message).toBe('The request body is not valid JSON.');
    const unknown = await request(port, { method: 'POST', path: '/api/nope:x', headers: auth, body: '{}' });
    expect(unknown.status).toBe(200);
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('refuses a request body over the limit with a 413 the client receives (no reset)', async () => {
    // No catch: a reset or a crash must fail this test, not pass as the expected refusal.
    const res = await request(port, {
      method: 'POST',
      path: '/api/profiles:list',
      headers: auth,
      body: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      error: { code: 'limit_exceeded', message: 'The request body is larger than the limit of 4 MB; send less.' },
    });
  });

  it('serves the renderer with a CSP, falls back to index.html for app routes, and never escapes the folder', async () => {
    const page = await request(port, { path: '/tracks/arena', headers: { Cookie: `workbench_token=${token}` } });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.body).toContain('<title>Workbench</title>');
    expect((await request(port, { path: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await request(port, { path: '/../../etc/passwd' })).body).not.toMatch(/root:/);
    expect((await request(port, { path: '/%2e%2e/%2e%2e/etc/passwd' })).body).not.toMatch(/root:/);
    expect((await request(port, { path: '/assets/missing.js' })).status).toBe(404);
  });

  it("caches only Vite's hashed files for good; the page and the early-request script are checked every time", async () => {
    expect((await request(port, { path: '/assets/app.js' })).headers['cache-control']).toBe('max-age=31536000, immutable');
    const early = await request(port, { path: '/early-request.js' });
    expect(early.status).toBe(200);
    expect(early.headers['content-type']).toMatch(/javascript/);
    expect(early.headers['cache-control']).toBe('no-cache');
    const page = await request(port, { path: '/', headers: { Cookie: `workbench_token=${token}` } });
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
