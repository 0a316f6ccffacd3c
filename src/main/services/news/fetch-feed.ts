import { invalidInput, unavailable } from '@shared/errors';

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5_000_000;

const seconds = (ms: number) => (ms < 1000 ? (ms / 1000).toFixed(1) : String(Math.round(ms / 1000)));

export type FetchResult =
  | { status: 'not_modified' }
  | { status: 'ok'; bytes: Uint8Array; contentType: string | null; etag: string | null; lastModified: string | null; finalUrl: string };

/**
 * GETs a feed with a timeout, a size cap (read as a stream and cut off, never buffered whole) and the validators
 * of the last fetch (If-None-Match / If-Modified-Since), so an unchanged feed costs a 304. Every failure is an
 * AppError whose message says what happened and what to do.
 */
export async function fetchFeed(
  url: string,
  validators: { etag: string | null; lastModified: string | null },
  options: { timeoutMs?: number; maxBytes?: number; fetchImpl?: typeof fetch } = {},
): Promise<FetchResult> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const headers: Record<string, string> = {
    accept: 'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'user-agent': 'Workbench feed reader',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let res: Response;
    try {
      res = await (options.fetchImpl ?? fetch)(url, { headers, signal: controller.signal, redirect: 'follow' });
    } catch (err) {
      if (controller.signal.aborted) {
        throw unavailable(`${url} did not answer within ${seconds(timeoutMs)} seconds. Try again later, or check the address.`);
      }
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      throw unavailable(
        `Could not reach ${url}${cause ? ` (${cause})` : ''}. Check the address and your connection, then try again.`,
      );
    }
    if (res.status === 304) return { status: 'not_modified' };
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw unavailable(`${url} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}. Check that the address is the feed itself.`);
    }
    const declared = Number(res.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw invalidInput(`That feed is ${(declared / 1e6).toFixed(1)} MB; feeds over ${maxBytes / 1e6} MB are not read.`);
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > maxBytes) {
          await reader.cancel().catch(() => undefined);
          throw invalidInput(`That feed is over ${maxBytes / 1e6} MB; feeds that large are not read.`);
        }
        chunks.push(value);
      }
    }
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.byteLength;
    }
    return {
      status: 'ok',
      bytes,
      contentType: res.headers.get('content-type'),
      etag: res.headers.get('etag'),
      lastModified: res.headers.get('last-modified'),
      finalUrl: res.url || url,
    };
  } catch (err) {
    if (controller.signal.aborted && !(err instanceof Error && err.name === 'AppError')) {
      throw unavailable(`${url} did not finish sending within ${seconds(timeoutMs)} seconds. Try again later.`);
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
