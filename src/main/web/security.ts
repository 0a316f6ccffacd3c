import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_COOKIE = 'workbench_token';

/** Only our own loopback names are accepted in Host, which defeats DNS rebinding. */
export function isAllowedHost(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host;
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** Browsers send Origin on cross-site and on POST requests; a foreign one is a CSRF attempt. */
export function isAllowedOrigin(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Checks the per-start token, from a Bearer header (tools, tests) or the HttpOnly cookie (the browser). The
 * expected bytes are prepared once; comparison is constant-time.
 */
export function createTokenCheck(token: string): (req: IncomingMessage) => boolean {
  const expected = Buffer.from(token);
  const same = (given: string): boolean => {
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };
  return (req) => {
    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ') && same(auth.slice(7))) return true;
    const cookie = readCookie(req, TOKEN_COOKIE);
    return cookie !== undefined && same(cookie);
  };
}

export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'; " +
    "object-src 'none'; base-uri 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
