import type { IncomingMessage } from 'node:http';
import {
  createTokenCheck,
  isAllowedHost,
  isAllowedOrigin,
  PAGE_SECURITY_HEADERS,
  readCookie,
} from '../../src/main/web/security';

// Unit tests for the browser host's request checks, written after a Stryker run (docs/testing.md) found
// mutants the socket-level tests did not tell apart: the localhost names, an empty Host or Origin, cookie values
// holding "=", the Bearer prefix and the page headers' values.
const PORT = 5317;
const request = (headers: Record<string, string>) =>
  ({
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    rawHeaders: Object.entries(headers).flat(),
  }) as unknown as IncomingMessage;

describe('isAllowedHost', () => {
  it.each([`127.0.0.1:${PORT}`, `localhost:${PORT}`])('accepts our own name %s', (host) => {
    expect(isAllowedHost(request({ Host: host }), PORT)).toBe(true);
  });

  it.each(['', `127.0.0.1:${PORT + 1}`, `localhost`, `evil.example:${PORT}`, `LOCALHOST:${PORT}x`])('refuses %p', (host) => {
    expect(isAllowedHost(request({ Host: host }), PORT)).toBe(false);
  });

  it('refuses a request with no Host header', () => {
    expect(isAllowedHost(request({}), PORT)).toBe(false);
  });
});

describe('isAllowedOrigin', () => {
  it.each([`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`])('accepts our own origin %s', (origin) => {
    expect(isAllowedOrigin(request({ Origin: origin }), PORT)).toBe(true);
  });

  it('accepts a request without Origin (same-origin GETs, scripts)', () => {
    expect(isAllowedOrigin(request({}), PORT)).toBe(true);
  });

  it.each(['', 'null', `https://127.0.0.1:${PORT}`, `http://localhost:${PORT + 1}`, `http://evil.example:${PORT}`])(
    'refuses %p',
    (origin) => {
      expect(isAllowedOrigin(request({ Origin: origin }), PORT)).toBe(false);
    },
  );
});

describe('readCookie', () => {
  it('keeps an "=" inside a value', () => {
    expect(readCookie(request({ Cookie: 'a=1; workbench_token=ab=cd==' }), 'workbench_token')).toEqual({
      kind: 'present',
      value: 'ab=cd==',
    });
  });

  it('tells absent and malformed apart', () => {
    expect(readCookie(request({ Cookie: 'a=1' }), 'workbench_token')).toEqual({ kind: 'absent' });
    expect(readCookie(request({ Cookie: 'workbench_token=%E0%A4' }), 'workbench_token')).toEqual({ kind: 'malformed' });
  });
});

describe('the token check', () => {
  const token = 'abcdefghijklmnopqrstuvwx';

  it('takes a token from an Authorization header only after "Bearer "', () => {
    const check = createTokenCheck(token);
    // Seven characters before the token, as in "Bearer ", but another scheme.
    expect(check(request({ Authorization: `Basic  ${token}` }))).toBe('wrong');
    expect(check(request({ Authorization: `xxxxxxx${token}` }))).toBe('wrong');
    expect(check(request({ Authorization: `Bearer ${token}` }))).toBe('ok');
  });
});

describe('page security headers', () => {
  it('sends each header with its exact value', () => {
    expect(PAGE_SECURITY_HEADERS).toEqual({
      'Content-Security-Policy': expect.any(String),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('has every CSP directive the page relies on, and nothing looser', () => {
    const directives = PAGE_SECURITY_HEADERS['Content-Security-Policy']!.split(';').map((d) => d.trim());
    expect(directives).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "worker-src 'self' blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]);
  });
});
