import { openaiSdk } from './sdk';

export type ModelFailureKind =
  | 'no_model'
  | 'cap_reached'
  | 'timeout'
  | 'rate_limited'
  | 'server_error'
  | 'auth'
  | 'not_found'
  | 'bad_request'
  | 'connection'
  | 'malformed_output';

/**
 * A model call that did not produce a usable answer. `message` is shown to the user as-is: it says what
 * happened and what to do, and never carries a stack or the raw response.
 */
export class ModelCallError extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'ModelCallError';
  }
}

/** Turns anything the SDK throws into a ModelCallError with a readable message. */
export function describeModelError(
  err: unknown,
  where: { baseUrl: string; model: string; timeoutMs: number },
  elapsedMs = 0,
): ModelCallError {
  if (err instanceof ModelCallError) return err;
  // The SDK is loaded by the call that failed, so this never loads it for nothing.
  const OpenAI = openaiSdk();
  // Some runtimes (jest's VM realm, for one) surface the SDK's abort as a plain connection error; a connection
  // error that arrives only after the whole timeout has passed is a timeout all the same.
  const timedOut =
    err instanceof OpenAI.APIConnectionTimeoutError ||
    (err instanceof OpenAI.APIConnectionError && elapsedMs >= where.timeoutMs);
  if (timedOut) {
    return new ModelCallError(
      'timeout',
      `The model at ${where.baseUrl} did not answer in time. Try again, or raise the timeout in Settings if your model is slow.`,
    );
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return new ModelCallError(
      'connection',
      `Could not reach the model at ${where.baseUrl}. Check that the server is running and the base URL in Settings is right.`,
    );
  }
  if (err instanceof OpenAI.APIError) {
    const status = err.status;
    if (status === 429)
      return new ModelCallError(
        'rate_limited',
        'The model provider is rate limiting requests (429). Wait a minute and retry, or check your plan’s limits.',
      );
    if (status === 401 || status === 403)
      return new ModelCallError(
        'auth',
        `The model server refused the API key (${status}). Check the key in Settings (or OPENAI_API_KEY).`,
      );
    if (status === 404)
      return new ModelCallError(
        'not_found',
        `The server does not know the model "${where.model}" or the path (404). Check the model name, and that the base URL ends where the API starts (usually /v1).`,
      );
    if (typeof status === 'number' && status >= 500)
      return new ModelCallError(
        'server_error',
        `The model server had an internal error (${status}). This is usually temporary: retry in a moment.`,
      );
    if (typeof status === 'number' && status >= 400)
      return new ModelCallError(
        'bad_request',
        `The model server rejected the request (${status}). Check that "${where.model}" is a chat model this server serves.`,
      );
  }
  return new ModelCallError(
    'connection',
    `The call to the model at ${where.baseUrl} failed unexpectedly. Check the server and try again.`,
  );
}
