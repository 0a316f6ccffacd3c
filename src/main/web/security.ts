import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_COOKIE = 'workbench_token';
/** The access cookie outlives a browser restart: 30 days, then open the printed URL again. */
export const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Only our own loopback names are accepted in Host, which defeats DNS rebinding. Exactly one Host header:
 * Node keeps the first of several, so a second one could smuggle a name past a proxy or a later check.
 */
export function isAllowedHost(req: IncomingMessage, port: number): boolean {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() === 'host') count++;
  }
  if (count !== 1) return false;
  const host = req.headers.host;
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** Browsers send Origin on cross-site and on POST requests; a foreign one is a CSRF attempt. */
export function isAllowedOrigin(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

/** decodeURIComponent without the URIError: undefined means the text is not valid percent-encoding. */
export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export type CookieRead = { kind: 'absent' } | { kind: 'malformed' } | { kind: 'present'; value: string };

export function readCookie(req: IncomingMessage, name: string): CookieRead {
  const header = req.headers.cookie;
  if (!header) return { kind: 'absent' };
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = safeDecode(rest.join('='));
    return value === undefined ? { kind: 'malformed' } : { kind: 'present', value };
  }
  return { kind: 'absent' };
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Constant-time in the given token's content and length: both sides are hashed to 32 bytes first, so
 * timingSafeEqual always compares equal-length buffers and an early length check cannot leak the length.
 */
export function tokensMatch(given: string, expectedDigest: Buffer): boolean {
  return timingSafeEqual(digest(given), expectedDigest);
}

export type TokenCheck = 'ok' | 'missing' | 'wrong' | 'malformed';

export type TokenChecker = {
  /** The token from a Bearer header (tools, tests) or the HttpOnly cookie (the browser). */
  (req: IncomingMessage): TokenCheck;
  /** One given token (the printed URL's ?token=). */
  matches(given: string): boolean;
};

export function createTokenCheck(token: string): TokenChecker {
  const expected = digest(token);
  const check = (req: IncomingMessage): TokenCheck => {
    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ') && tokensMatch(auth.slice(7), expected)) return 'ok';
    const cookie = readCookie(req, TOKEN_COOKIE);
    if (cookie.kind === 'malformed') return 'malformed';
    if (cookie.kind === 'present') return tokensMatch(cookie.value, expected) ? 'ok' : 'wrong';
    return auth === undefined ? 'missing' : 'wrong';
  };
  return Object.assign(check, { matches: (given: string) => tokensMatch(given, expected) });
}

export function tokenCookie(token: string): string {
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TOKEN_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict; Path=/`;
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
