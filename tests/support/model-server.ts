import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol (POST /v1/chat/completions
 * with `usage`, GET /v1/models), scripted per test and recording every request it received. Tests reach it
 * through the real `openai` SDK, so retries, timeouts and error mapping are exercised for real.
 */
export type ScriptedReply =
  /** A chat completion whose message content is `content` (use `JSON.stringify(review)` for a review). */
  /** `usage: null` leaves `usage` out of the response, as some local servers do. */
  | {
      kind: 'content';
      content: string;
      usage?: { prompt_tokens: number; completion_tokens: number } | null;
      model?: string;
    }
  /** An HTTP error, e.g. 429 or 500, with the OpenAI error body. */
  | { kind: 'status'; status: number; message?: string; headers?: Record<string, string> }
  /** Waits `delayMs` before sending `then`. */
  | { kind: 'slow'; delayMs: number; then: ScriptedReply }
  /** Never answers (until the server closes): the client's timeout must fire. */
  | { kind: 'hang' };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

export type ChatRequestBody = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  max_tokens?: number;
  response_format?: { type: string };
};

export type ModelServer = {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Chat-completion requests only, with their parsed bodies. */
  chatRequests(): ChatRequestBody[];
  /** Replies used in order, one per chat request; when the queue is empty the fallback answers. */
  enqueue(...replies: ScriptedReply[]): void;
  setFallback(reply: ScriptedReply): void;
  setModels(ids: string[]): void;
  reset(): void;
  close(): Promise<void>;
};

export const DEFAULT_USAGE = { prompt_tokens: 1200, completion_tokens: 300 };

export async function startModelServer(
  options: { fallback?: ScriptedReply; models?: string[] } = {},
): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  let queue: ScriptedReply[] = [];
  let fallback: ScriptedReply = options.fallback ?? { kind: 'status', status: 500, message: 'no scripted reply' };
  let models = options.models ?? ['test-model'];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;

  const send = (res: http.ServerResponse, reply: ScriptedReply, model: string): void => {
    switch (reply.kind) {
      case 'hang':
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.writableEnded && !res.destroyed) send(res, reply.then, model);
        }, reply.delayMs);
        timers.add(timer);
        return;
      }
      case 'status':
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          // Lets the SDK's retry backoff run without waiting in tests.
          'retry-after-ms': '1',
          ...reply.headers,
        });
        res.end(
          JSON.stringify({
            error: { message: reply.message ?? `scripted ${reply.status}`, type: 'scripted', code: null },
          }),
        );
        return;
      case 'content': {
        counter += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${counter}`,
            object: 'chat.completion',
            created: 1_700_000_000,
            model: reply.model ?? model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
            ...(reply.usage === null
              ? {}
              : {
                  usage: {
                    ...(reply.usage ?? DEFAULT_USAGE),
                    total_tokens:
                      (reply.usage ?? DEFAULT_USAGE).prompt_tokens + (reply.usage ?? DEFAULT_USAGE).completion_tokens,
                  },
                }),
          }),
        );
        return;
      }
    }
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (req.method === 'GET' && path === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'test' })),
          }),
        );
        return;
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        const model = (body as { model?: string } | null)?.model ?? 'test-model';
        send(res, queue.shift() ?? fallback, model);
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}` } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.body as ChatRequestBody),
    enqueue: (...replies) => void queue.push(...replies),
    setFallback: (reply) => void (fallback = reply),
    setModels: (ids) => void (models = ids),
    reset() {
      requests.length = 0;
      queue = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A reply carrying `review` as its JSON content. */
export const reviewReply = (
  review: unknown,
  usage?: { prompt_tokens: number; completion_tokens: number },
): ScriptedReply => ({
  kind: 'content',
  content: JSON.stringify(review),
  usage,
});
