import { ERROR_CODES, type ErrorCode } from '../errors';

/** The one envelope every channel answers with, on every transport. */
export type ErrorPayload = { code: ErrorCode; message: string };
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorPayload };

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * Checks what came over the wire before a transport trusts it, and answers a clean envelope (extra keys
 * dropped), or null when it is not one. Written by hand rather than with zod: this is the renderer's only use
 * of zod before a screen validates a form, and it put zod's 90 KB on home's start-up path.
 * `value` may be absent: JSON drops an undefined value of a channel that answers nothing.
 */
export function parseResultEnvelope(body: unknown): Result<unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as { ok?: unknown; value?: unknown; error?: unknown };
  if (b.ok === true) return { ok: true, value: b.value };
  if (b.ok !== false || typeof b.error !== 'object' || b.error === null) return null;
  const { code, message } = b.error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !CODES.has(code) || typeof message !== 'string') return null;
  return { ok: false, error: { code: code as ErrorCode, message } };
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: ErrorCode, message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});
