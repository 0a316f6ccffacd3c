import { createHash } from 'node:crypto';

/**
 * The one page a browser gets when it opens the app without a valid access cookie: instead
 * of the app loading and every panel failing with "Missing or wrong access token", say how to get in.
 * Self-contained: no script, one inline style allowed by its hash, so the page CSP can stay 'none'.
 */
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:38rem;margin:4rem auto;padding:0 1.5rem;color:#1d2330;background:#f7f8fa}' +
  'code{font:14px ui-monospace,monospace;background:#e8ebf0;padding:.1rem .3rem;border-radius:4px}' +
  '@media (prefers-color-scheme: dark){body{color:#e6e8ee;background:#16181d}code{background:#2a2e37}}';

const STYLE_HASH = createHash('sha256').update(STYLE, 'utf8').digest('base64');

export const TOKEN_PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

export function tokenPage(reason: 'missing' | 'wrong'): string {
  const why =
    reason === 'wrong'
      ? 'The access token this browser sent is not the one this Workbench host expects (the host may have been restarted with another token).'
      : 'This browser has no access token for this Workbench host yet.';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Workbench: open the printed link</title><style>${STYLE}</style></head>
<body><main>
<h1>Open Workbench with its link</h1>
<p>${why}</p>
<p>In the terminal where you ran <code>npm run web</code>, find the line
<code>Workbench is running at http://127.0.0.1:…/?token=…</code> and open that whole link in this browser.
The browser then remembers access for 30 days and the token is removed from the address bar.</p>
<p>If the terminal is gone, start the host again with <code>npm run web</code> and open the link it prints.</p>
</main></body></html>
`;
}
