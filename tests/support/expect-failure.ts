/**
 * Asserts that a channel result failed and returns its error, so a test can check the code and message
 * without an `if (!result.ok)` around its assertions (which would pass silently on an ok result).
 */
export function expectFailure(
  result: { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } },
): { code: string; message: string } {
  if (result.ok) throw new Error(`expected a failed result, got ok: ${JSON.stringify(result.value)?.slice(0, 300)}`);
  return result.error;
}
