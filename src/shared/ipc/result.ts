import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';

/** The one envelope every channel answers with, on every transport. */
export type ErrorPayload = { code: ErrorCode; message: string };
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorPayload };

export const ErrorPayloadSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
});

/** Used by transports to check what came over the wire before trusting it. */
export const ResultEnvelopeSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: ErrorPayloadSchema }),
]);

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: ErrorCode, message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});
