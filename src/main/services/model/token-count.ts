import { gptTokenizer } from './sdk';

const count = (text: string): number => gptTokenizer().countTokens(text);

/**
 * Token count for a ledger estimate when the server reports no usage. gpt-tokenizer's default encoding
 * (o200k_base, the GPT-4o family) is exact for OpenAI's current models and a fair estimate for others; the
 * ledger row is marked `estimated` either way. Very long texts are counted on a prefix and scaled, so a
 * hostile 1 MB reply cannot stall the main process.
 */
const EXACT_UP_TO = 200_000;

export function countTokens(text: string): number {
  if (!text) return 0;
  if (text.length <= EXACT_UP_TO) return count(text);
  const head = count(text.slice(0, EXACT_UP_TO));
  return Math.ceil((head * text.length) / EXACT_UP_TO);
}
