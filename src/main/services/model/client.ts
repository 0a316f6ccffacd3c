import type OpenAI from 'openai';
import { openaiSdk } from './sdk';
import type { ModelConfig } from './config';
import { describeModelError, ModelCallError } from './errors';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ChatRequest = {
  messages: ChatMessage[];
  maxTokens: number;
  /** Ask for a JSON object (response_format json_object); servers that ignore it still get the instruction in the prompt. */
  json: boolean;
  /** The reply's shape as a JSON schema, sent as `response_format: json_schema` where the endpoint supports it. */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  temperature?: number;
};

export type ChatResponse = {
  content: string;
  /** Null when the server sent no usable `usage` (the gateway then estimates and marks the ledger row). */
  tokensIn: number | null;
  tokensOut: number | null;
  /** The model name the server reports, falling back to the configured one. */
  model: string;
};

export type ChatClient = {
  chat(config: ModelConfig, request: ChatRequest): Promise<ChatResponse>;
  listModels(config: ModelConfig): Promise<string[]>;
};

/**
 * Structured output (`json_schema`) only where we know the server supports it (OpenAI's own API); local and
 * third-party servers vary (some reject the field with a 400), so they get `json_object` and the prompt's shape.
 */
export function supportsJsonSchema(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

function responseFormat(config: ModelConfig, request: ChatRequest) {
  if (!request.json) return {};
  if (request.jsonSchema && supportsJsonSchema(config.baseUrl))
    return {
      response_format: {
        type: 'json_schema' as const,
        json_schema: { name: request.jsonSchema.name, schema: request.jsonSchema.schema, strict: false },
      },
    };
  return { response_format: { type: 'json_object' as const } };
}

/**
 * The only place that talks to a model endpoint: the official `openai` SDK against any OpenAI-compatible base
 * URL. Retries (429, 5xx, connection drops) use the SDK's backoff, which honours Retry-After.
 */
export function createChatClient(options: { maxRetries?: number } = {}): ChatClient {
  const maxRetries = options.maxRetries ?? 2;
  const sdk = (config: ModelConfig) =>
    new (openaiSdk())({
      baseURL: config.baseUrl,
      // Local servers need no key, but the SDK insists on one; never fall back to process.env here.
      apiKey: config.apiKey ?? 'no-key',
      timeout: config.timeoutMs,
      maxRetries,
      dangerouslyAllowBrowser: false,
    });

  return {
    async chat(config, request) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      const started = performance.now();
      try {
        completion = await sdk(config).chat.completions.create({
          model: config.model,
          messages: request.messages,
          max_tokens: request.maxTokens,
          temperature: request.temperature ?? 0.2,
          ...responseFormat(config, request),
        });
      } catch (err) {
        throw describeModelError(err, config, performance.now() - started);
      }
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new ModelCallError(
          'malformed_output',
          'The model answered with an empty message. Retry; if it keeps happening, try another model.',
        );
      }
      const usage = completion.usage;
      const counted =
        usage && Number.isInteger(usage.prompt_tokens) && Number.isInteger(usage.completion_tokens) &&
        usage.prompt_tokens >= 0 && usage.completion_tokens >= 0 &&
        // A reply with text but zero output tokens is a server that does not count, not a free reply.
        !(usage.completion_tokens === 0 && content.length > 0);
      return {
        content,
        tokensIn: counted ? usage.prompt_tokens : null,
        tokensOut: counted ? usage.completion_tokens : null,
        model: completion.model || config.model,
      };
    },
    async listModels(config) {
      try {
        const page = await new (openaiSdk())({
          baseURL: config.baseUrl,
          apiKey: config.apiKey ?? 'no-key',
          timeout: Math.min(config.timeoutMs, 15_000),
          maxRetries: 0,
        }).models.list();
        return page.data.map((m) => m.id);
      } catch (err) {
        throw describeModelError(err, config);
      }
    },
  };
}
