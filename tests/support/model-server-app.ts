import type { Clock } from '../../src/main/services/clock';
import { startModelServer, type ModelServer, type ScriptedReply } from './model-server';
import { createTestApp } from './test-app';

export type ModelServerSession = { server: ModelServer; app: ReturnType<typeof createTestApp> };

/**
 * One loopback chat-completions server for the test file, and a fresh app pointed at it for every test
 * (closed after it). `fallback` is what the server answers when a test scripts nothing; `apiKey: false`
 * leaves OPENAI_API_KEY unset (local servers need none).
 */
export function useModelServerApp(
  options: { fallback?: ScriptedReply; apiKey?: boolean; clock?: Clock; model?: string } = {},
): ModelServerSession {
  const session = {} as ModelServerSession;
  beforeAll(async () => {
    session.server = await startModelServer();
  });
  afterAll(async () => {
    await session.server.close();
  });
  beforeEach(() => {
    session.server.reset();
    if (options.fallback) session.server.setFallback(options.fallback);
    session.app = createTestApp({
      ...(options.clock ? { clock: options.clock } : {}),
      env: {
        OPENAI_BASE_URL: session.server.baseUrl,
        ...(options.apiKey === false ? {} : { OPENAI_API_KEY: 'test' }),
        WORKBENCH_MODEL: options.model ?? 'test-model',
      },
    });
  });
  afterEach(() => session.app.close());
  return session;
}
