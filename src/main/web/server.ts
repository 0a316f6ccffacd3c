import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { ErrorCode } from '@shared/errors';
import { fail, type Result } from '@shared/ipc/result';
import type { HostBackend } from './backend';
import { readBody } from './body';
import { openApiDocumentText } from './openapi-route';
import { contentTypeFor, resolveStatic } from './static-files';
import {
  PAGE_SECURITY_HEADERS,
  createTokenCheck,
  isAllowedHost,
  isAllowedOrigin,
  safeDecode,
  tokenCookie,
  type TokenCheck,
} from './security';
import { TOKEN_PAGE_HEADERS, tokenPage } from './token-page';

const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  not_found: 404,
  conflict: 409,
  forbidden: 403,
  limit_exceeded: 413,
  unavailable: 503,
  internal: 500,
};

class ProtoKeyError extends Error {}

/**
 * JSON.parse makes `"__proto__"` an own key, but zod's records (and any later spread or assignment) skip or
 * misread it: a cap for a tag named `__proto__` was silently dropped. No channel has such a name; refuse it.
 */
function refuseProtoKeys(key: string, value: unknown): unknown {
  if (key === '__proto__')
    throw new ProtoKeyError('"__proto__" cannot be used as a name or key in a request; choose another name.');
  return value;
}

/** Bigger than any legitimate payload (a writing body is capped at 2 MB by its schema). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export type WebServerOptions = {
  /** The app's channels and events: in a worker thread (cli.ts) or in this one (tests). */
  backend: HostBackend;
  token: string;
  /** The built renderer (out/renderer). */
  staticDir: string;
  favicon?: string;
  /** Extra POST routes under /__test__/ for the e2e suite (clock control); only when started in test mode. */
  testHooks?: Record<string, (body: unknown) => unknown>;
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendJsonText(res, status, JSON.stringify(body));
}

function sendJsonText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** Refusals by the host itself (token, Host, Origin, body) carry their HTTP status. */
function sendRefusal(res: ServerResponse, result: Result<unknown>): void {
  sendJson(res, result.ok ? 200 : STATUS[result.error.code], result);
}

/**
 * The browser host: the same router as the Electron app behind POST /api/<channel> (through `backend`), plus
 * the built renderer.
 * It is meant to listen on 127.0.0.1 only (see listen()). Every /api request needs the per-start token and an
 * allowed Host and Origin.
 */
export function createWebServer(options: WebServerOptions): http.Server {
  const { backend, token, staticDir } = options;
  const root = fs.realpathSync(staticDir);

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      // One line, no stack: the log is for an operator, and every expected refusal is answered above.
      process.stderr.write(`workbench web: ${req.method} request failed: ${(err as Error)?.message ?? String(err)}\n`);
      if (!res.headersSent) sendRefusal(res, fail('internal', 'The browser host failed to answer; try again.'));
      else res.end();
    });
  });

  const checkToken = createTokenCheck(token);
  const refuseMalformedCookie = (res: ServerResponse) =>
    sendRefusal(
      res,
      fail(
        'invalid_input',
        "The workbench_token cookie is not valid percent-encoding; clear this site's cookies and open the printed URL again.",
      ),
    );
  // Read once: server.address() is a getsockname() system call, measurable on every request.
  let boundPort: number | undefined;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const port = (boundPort ??= (server.address() as { port: number }).port);
    if (!isAllowedHost(req, port)) {
      sendRefusal(res, fail('forbidden', 'This host name is not allowed; open Workbench at http://127.0.0.1.'));
      return;
    }
    if (!isAllowedOrigin(req, port)) {
      sendRefusal(res, fail('forbidden', 'Requests from other sites are refused.'));
      return;
    }
    // API paths are matched on the raw path (a full URL parse costs more than the rest of a trivial call).
    const rawPath = (req.url ?? '/').split('?', 1)[0]!;
    if (rawPath === '/api' || rawPath.startsWith('/api/') || rawPath.startsWith('/__test__/')) {
      const access = checkToken(req);
      if (access === 'malformed') return refuseMalformedCookie(res);
      if (access !== 'ok') {
        sendRefusal(res, fail('forbidden', 'Missing or wrong access token. Open the URL that `npm run web` printed.'));
        return;
      }
      await handleApi(req, res, rawPath);
      return;
    }
    // The Host header was checked above, so it names this host; redirects are built on it (never on the path).
    const origin = `http://${req.headers.host}`;
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      sendRefusal(res, fail('invalid_input', 'The request path is not a valid URL path.'));
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendRefusal(res, fail('not_found', 'Only GET is served here.'));
      return;
    }
    // Opening the printed URL (?token=...) stores the token in an HttpOnly cookie and redirects to the same
    // address without it, so it does not stay in the history. The Location is absolute on our own origin:
    // a path such as `/a/..//evil.example/x` normalises to `//evil.example/x`, which as a relative Location
    // would be another site.
    const given = url.searchParams.get('token');
    if (given !== null) {
      url.searchParams.delete('token');
      const path = '/' + url.pathname.replace(/^[/\\]+/, '');
      const headers: Record<string, string> = { Location: origin + path + url.search, 'Cache-Control': 'no-store' };
      if (checkToken.matches(given)) headers['Set-Cookie'] = tokenCookie(token);
      res.writeHead(302, headers);
      res.end();
      return;
    }
    if (url.pathname === '/favicon.ico' && options.favicon && fs.existsSync(options.favicon)) {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=86400' });
      res.end(fs.readFileSync(options.favicon));
      return;
    }
    const file = resolveStatic(root, url.pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const isHtml = file.endsWith('.html');
    if (isHtml) {
      // The app's pages need the access cookie; without it the app would load and every panel would fail.
      const access: TokenCheck = checkToken(req);
      if (access === 'malformed') return refuseMalformedCookie(res);
      if (access !== 'ok') {
        res.writeHead(403, TOKEN_PAGE_HEADERS);
        res.end(req.method === 'HEAD' ? undefined : tokenPage(access));
        return;
      }
    }
    res.writeHead(200, {
      'Content-Type': contentTypeFor(file),
      // Only Vite's hashed files (/assets/) never change under their name; the rest (the page, the
      // early-request script) is checked again each time.
      'Cache-Control': isHtml ? 'no-store' : url.pathname.startsWith('/assets/') ? 'max-age=31536000, immutable' : 'no-cache',
      ...(isHtml ? PAGE_SECURITY_HEADERS : { 'X-Content-Type-Options': 'nosniff' }),
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (pathname === '/api' && req.method === 'GET') {
      sendJson(res, 200, { channels: await backend.channels() });
      return;
    }
    if (pathname === '/api/openapi.json' && req.method === 'GET') {
      sendJsonText(res, 200, await openApiDocumentText());
      return;
    }
    if (pathname === '/api/events' && req.method === 'GET') {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      const unsubscribe = backend.subscribe((json) => res.write(`data: ${json}\n\n`));
      req.on('close', unsubscribe);
      return;
    }
    if (req.method !== 'POST') {
      sendRefusal(res, fail('not_found', 'Channels are called with POST /api/<channel>.'));
      return;
    }
    const read = await readBody(req, MAX_BODY_BYTES);
    if (read.kind === 'too_large') {
      // Past the drain bound the rest of the body is not read; close after answering instead of keeping it.
      if (!req.complete) res.setHeader('Connection', 'close');
      sendRefusal(
        res,
        fail(
          'limit_exceeded',
          `The request body is larger than the limit of ${MAX_BODY_BYTES / 1024 / 1024} MB; send less.`,
        ),
      );
      return;
    }
    const text = read.text;
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text, refuseProtoKeys);
    } catch (err) {
      sendRefusal(
        res,
        fail('invalid_input', err instanceof ProtoKeyError ? err.message : 'The request body is not valid JSON.'),
      );
      return;
    }
    if (pathname.startsWith('/__test__/')) {
      const hook = options.testHooks?.[pathname.slice('/__test__/'.length)];
      if (!hook) {
        sendRefusal(res, fail('not_found', 'No such test hook (is the host in test mode?).'));
        return;
      }
      sendJson(res, 200, { ok: true, value: await hook(body) });
      return;
    }
    const channel = safeDecode(pathname.slice('/api/'.length));
    if (channel === undefined) {
      sendRefusal(res, fail('invalid_input', 'The channel name in the path is not valid percent-encoding.'));
      return;
    }
    // A channel's answer is a successful HTTP exchange whatever the envelope says: an error envelope is data for
    // the renderer (a "not found" screen), not a failed request, and browsers log non-2xx fetches as errors.
    sendJsonText(res, 200, await backend.call(channel, body));
  }

  return server;
}

/** Listens on the loopback interface only; port 0 picks a free port. Resolves with the bound port. */
export function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}
