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

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
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

/** The per-start token may come as a Bearer header (tools, tests) or the HttpOnly cookie (the browser). */
export function hasValidToken(req: IncomingMessage, token: string): boolean {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ') && sameToken(auth.slice(7), token)) return true;
  const cookie = readCookie(req, TOKEN_COOKIE);
  return cookie !== undefined && sameToken(cookie, token);
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
