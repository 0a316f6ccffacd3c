import { createRequire } from 'node:module';
import type OpenAIClass from 'openai';
import type * as GptTokenizer from 'gpt-tokenizer';

/**
 * The openai SDK and gpt-tokenizer, loaded on first use rather than at start-up: together they
 * took about 0.7 s of the browser host's start (the tokenizer builds its o200k tables when loaded), and nothing
 * before the first model call needs them. Type-only imports keep the types; the values come from here.
 */
const load = createRequire(__filename);
let openai: typeof OpenAIClass | undefined;
let tokenizer: typeof GptTokenizer | undefined;

export function openaiSdk(): typeof OpenAIClass {
  openai ??= (load('openai') as { OpenAI: typeof OpenAIClass }).OpenAI;
  return openai;
}

export function gptTokenizer(): typeof GptTokenizer {
  tokenizer ??= load('gpt-tokenizer') as typeof GptTokenizer;
  return tokenizer;
}
