/**
 * Stable error codes shared by every transport. The renderer switches on these codes, never on messages,
 * so they must not change once shipped.
 */
export const ERROR_CODES = [
  'invalid_input',
  'not_found',
  'conflict',
  'forbidden',
  'limit_exceeded',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * An error a user can cause or act on. Its message is shown as-is in the UI, so it must say what is wrong
 * and how to fix it, and must never contain a stack trace or internal identifiers.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}

export const notFound = (message: string): AppError => new AppError('not_found', message);
export const invalidInput = (message: string): AppError => new AppError('invalid_input', message);
export const conflict = (message: string): AppError => new AppError('conflict', message);
export const unavailable = (message: string): AppError => new AppError('unavailable', message);
export const limitExceeded = (message: string): AppError => new AppError('limit_exceeded', message);
export const forbidden = (message: string): AppError => new AppError('forbidden', message);

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
