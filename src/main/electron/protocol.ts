import { net, protocol } from 'electron';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveStatic } from '../web/static-files';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://workbench';

/**
 * `scheme://host[:port]` of a URL, or null when it has no host (file:, data:, javascript:, garbage). Not
 * `URL.origin`: for a non-special scheme such as our app:// that is the opaque "null", the same as file:'s, so
 * comparing origins would treat a file: URL as the app and never match the app's own frames.
 */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
}

/** Must run before `app.ready`: our scheme behaves like https (secure, standard, fetch-able). */
export function registerSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

/**
 * Serves the built renderer over app://workbench/ (GET only), never file://. Client-side routes fall back to
 * index.html; paths outside the renderer folder are refused.
 */
export function serveRenderer(rendererDir: string): void {
  const root = fs.realpathSync(rendererDir);
  protocol.handle(APP_SCHEME, (request) => {
    if (request.method !== 'GET') return new Response('Method not allowed', { status: 405 });
    const url = new URL(request.url);
    if (url.host !== 'workbench') return new Response('Not found', { status: 404 });
    const file = resolveStatic(root, url.pathname);
    if (!file) return new Response('Not found', { status: 404 });
    return net.fetch(pathToFileURL(path.resolve(file)).toString());
  });
}
