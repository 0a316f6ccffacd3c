import { createApp } from '../../src/main/bootstrap';
import { FixedClock } from '../../src/main/services/clock';
import { createMemorySecretStore } from '../../src/main/services/model/secret-store';
import { createTestApp, CONTENT_DIR, unwrap } from '../support/test-app';
import { startModelServer, type ModelServer } from '../support/model-server';
import { makeTempDir } from '../support/temp-dir';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ models: ['test-model', 'other-model'] });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

describe('model settings and test connection', () => {
  it('saves base URL and model, reports where each value comes from, and never returns the key', async () => {
    const app = createTestApp({ env: {} });
    try {
      const before = unwrap(await app.router.invoke('model:get-settings', {}));
      expect(before).toMatchObject({
        configured: false,
        key_storage: 'environment',
        can_store_key: false,
        has_api_key: false,
      });
      const after = unwrap(
        await app.router.invoke('model:save-settings', {
          base_url: `${server.baseUrl}/`,
          model: 'test-model',
          timeout_seconds: 30,
        }),
      );
      expect(after).toMatchObject({
        base_url: server.baseUrl,
        base_url_source: 'settings',
        model: 'test-model',
        configured: true,
        timeout_seconds: 30,
      });
      expect(JSON.stringify(after)).not.toContain('api_key":"');
    } finally {
      app.close();
    }
  });

  it('refuses a key in the browser host with a message that says to use the environment', async () => {
    const app = createTestApp({ env: {} });
    try {
      const result = await app.router.invoke('model:save-settings', { api_key: 'sk-test' });
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'invalid_input', message: expect.stringContaining('OPENAI_API_KEY') },
      });
    } finally {
      app.close();
    }
  });

  it('stores a key in a writable secret store and sends it as the bearer token', async () => {
    const temp = makeTempDir();
    const secrets = createMemorySecretStore({ writable: true });
    const app = createApp({
      host: 'electron',
      dataDir: temp.dir,
      bundledContentDir: CONTENT_DIR,
      clock: new FixedClock(new Date('2026-11-02T09:00:00Z')),
      env: {},
      secretStore: secrets,
      logger: { error: () => undefined },
    });
    try {
      const view = unwrap(
        await app.router.invoke('model:save-settings', {
          base_url: server.baseUrl,
          model: 'test-model',
          api_key: 'sk-secret',
        }),
      );
      expect(view).toMatchObject({
        has_api_key: true,
        api_key_source: 'settings',
        can_store_key: true,
        key_storage: 'memory',
      });
      unwrap(await app.router.invoke('model:test-connection', {}));
      expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-secret');
      const cleared = unwrap(await app.router.invoke('model:save-settings', { api_key: null }));
      expect(cleared.has_api_key).toBe(false);
    } finally {
      app.close();
      temp.cleanup();
    }
  });

  it('test-connection says whether the model is listed, and explains failures', async () => {
    const app = createTestApp({ env: { OPENAI_BASE_URL: server.baseUrl, WORKBENCH_MODEL: 'test-model' } });
    try {
      const ok = unwrap(await app.router.invoke('model:test-connection', {}));
      expect(ok).toMatchObject({
        ok: true,
        model_listed: true,
        message: expect.stringContaining('"test-model" is available'),
      });
      server.setModels(['other-model']);
      const missing = unwrap(await app.router.invoke('model:test-connection', {}));
      expect(missing).toMatchObject({ ok: false, model_listed: false, message: expect.stringContaining('other-model') });
      // Listing models is free: nothing lands in the ledger.
      expect(unwrap(await app.router.invoke('spend:summary', {})).recent).toHaveLength(0);
    } finally {
      server.setModels(['test-model']);
      app.close();
    }
    const down = createTestApp({ env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', WORKBENCH_MODEL: 'm' } });
    try {
      const result = unwrap(await down.router.invoke('model:test-connection', {}));
      expect(result).toMatchObject({ ok: false, message: expect.stringContaining('Could not reach') });
    } finally {
      down.close();
    }
  });

  it('test-connection tests what the form holds, saved or not, stores nothing and never logs the key', async () => {
    const temp = makeTempDir();
    const logged: string[] = [];
    const app = createApp({
      host: 'electron',
      dataDir: temp.dir,
      bundledContentDir: CONTENT_DIR,
      clock: new FixedClock(new Date('2026-11-02T09:00:00Z')),
      env: {},
      secretStore: createMemorySecretStore({ writable: true }),
      logger: { error: (message, err) => logged.push(`${message} ${String(err)}`) },
    });
    try {
      // Saved: a server that is down and a model it would not list anyway.
      unwrap(
        await app.router.invoke('model:save-settings', {
          base_url: 'http://127.0.0.1:9/v1',
          model: 'saved-model',
          api_key: 'sk-saved',
        }),
      );
      // Typed, not saved: the live server, another model, a new key.
      const typed = unwrap(
        await app.router.invoke('model:test-connection', {
          base_url: `${server.baseUrl}/`,
          model: 'test-model',
          api_key: 'sk-typed',
          timeout_seconds: 30,
        }),
      );
      expect(typed).toMatchObject({ ok: true, model_listed: true, message: expect.stringContaining('"test-model"') });
      expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer sk-typed');
      // The saved key is used when the key box is left empty (omitted), and no key at all when asked to.
      unwrap(await app.router.invoke('model:test-connection', { base_url: server.baseUrl, model: 'test-model' }));
      expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer sk-saved');
      const unsavedMissing = unwrap(
        await app.router.invoke('model:test-connection', { base_url: server.baseUrl, model: 'not-there' }),
      );
      expect(unsavedMissing).toMatchObject({ ok: false, model_listed: false });
      // Nothing was stored: the saved settings still point at the dead server, and testing them says so.
      const view = unwrap(await app.router.invoke('model:get-settings', {}));
      expect(view).toMatchObject({ base_url: 'http://127.0.0.1:9/v1', model: 'saved-model' });
      const saved = unwrap(await app.router.invoke('model:test-connection', {}));
      expect(saved).toMatchObject({ ok: false, message: expect.stringContaining('Could not reach') });
      for (const answer of [typed, unsavedMissing, saved]) expect(JSON.stringify(answer)).not.toMatch(/sk-(typed|saved)/);
      expect(logged.join('\n')).not.toMatch(/sk-(typed|saved)/);
      // The typed values are checked as Save checks them.
      const bad = await app.router.invoke('model:test-connection', { base_url: 'localhost:11434' });
      expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input', message: expect.stringContaining('http://') } });
    } finally {
      app.close();
      temp.cleanup();
    }
  });

  it('rejects a base URL without a scheme with an example', async () => {
    const app = createTestApp({ env: {} });
    try {
      const result = await app.router.invoke('model:save-settings', { base_url: 'localhost:11434' });
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'invalid_input', message: expect.stringContaining('http://localhost:11434/v1') },
      });
    } finally {
      app.close();
    }
  });
});
