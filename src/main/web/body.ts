import type { IncomingMessage } from 'node:http';

export type BodyRead = { kind: 'ok'; text: string } | { kind: 'too_large'; limit: number };

/**
 * How much of an oversized body is read and thrown away so the client, still sending, receives the 413: a
 * server that closes a socket with unread data makes the kernel answer with a reset, and the client then
 * loses the response. Past this bound the connection is closed anyway (after the answer is written).
 */
export const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

/** Reads a body up to `limit` bytes; a larger one is drained (up to DISCARD_LIMIT_BYTES) and reported. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > DISCARD_LIMIT_BYTES) {
      // Not worth draining: answer now; the caller closes the connection after the response.
      req.pause();
      resolve({ kind: 'too_large', limit });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      if (size > DISCARD_LIMIT_BYTES && !settled) {
        settled = true;
        req.pause();
        resolve({ kind: 'too_large', limit });
      }
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(
        size > limit ? { kind: 'too_large', limit } : { kind: 'ok', text: Buffer.concat(chunks).toString('utf8') },
      );
    });
    req.on('error', (err) => {
      if (!settled) reject(err);
    });
  });
}
