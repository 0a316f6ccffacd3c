import type { z } from 'zod';
import { unavailable } from '@shared/errors';
import type { ChatMessage } from '../model';
import { ModelCallError } from '../model';
import type { CompleteRequest } from '../model';
import { extractJson } from '../reviews';

/** Every generation call is tagged so the spend ledger and per-tag caps see it. */
export const SPEND_TAG = 'generated_content';
/** Output budget per call: a problem with tests and a reference fits well inside it. */
export const MAX_OUTPUT_TOKENS = 6000;
/** Quoted back in the repair prompt: enough to show the mistake, never the whole reply again. */
const REPAIR_QUOTE_CHARS = 2000;
const MAX_ISSUES = 8;

export type Complete = (userId: string, request: CompleteRequest) => Promise<{ content: string }>;

/** zod issues as short lines the model (repair prompt) and the operator (failure message) can act on. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, MAX_ISSUES)
    .map((i) => `${i.path.length ? i.path.join('.') : 'reply'}: ${i.message}`)
    .join('; ');
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Reads the reply with the reviews' JSON extraction (one reader for every model reply), then validates it. */
export function parseReply<T>(content: string, schema: z.ZodType<T>): Parsed<T> {
  const extracted = extractJson(content);
  if (!extracted.ok) return { ok: false, problem: extracted.problem };
  const parsed = schema.safeParse(extracted.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: describeIssues(parsed.error) };
}

/**
 * One call, validated; malformed output gets exactly one repair call that names what was wrong, then a clear
 * failure. Model failures (no model, cap reached, timeout...) surface as `unavailable` with the model layer's
 * own message, which already says what to do.
 */
export async function askForJson<T>(
  complete: Complete,
  userId: string,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  what: string,
): Promise<T> {
  const call = async (msgs: ChatMessage[]): Promise<string> => {
    try {
      const reply = await complete(userId, { tag: SPEND_TAG, messages: msgs, maxTokens: MAX_OUTPUT_TOKENS, json: true });
      return reply.content;
    } catch (err) {
      if (err instanceof ModelCallError) throw unavailable(err.message);
      throw err;
    }
  };
  const first = await call(messages);
  const firstParsed = parseReply(first, schema);
  if (firstParsed.ok) return firstParsed.value;
  const repair: ChatMessage[] = [
    ...messages,
    { role: 'assistant', content: first.slice(0, REPAIR_QUOTE_CHARS) },
    {
      role: 'user',
      content:
        `That reply cannot be used: ${firstParsed.problem}. Answer again with only the JSON object, ` +
        'with every field the first message asked for and nothing else.',
    },
  ];
  const second = parseReply(await call(repair), schema);
  if (second.ok) return second.value;
  throw unavailable(
    `The model did not return a usable ${what} twice (${second.problem}). Nothing was saved. ` +
      'Try again, or choose a stronger model in Settings → Language model.',
  );
}
