import { resolveModelConfig } from '../../src/main/services/model/config';

describe('model configuration', () => {
  it('lets the environment override saved settings and the stored key', () => {
    const c = resolveModelConfig({
      env: { OPENAI_BASE_URL: 'http://env:1/v1', WORKBENCH_MODEL: 'env-model', OPENAI_API_KEY: 'env-key' },
      saved: { baseUrl: 'http://saved/v1', model: 'saved-model' },
      storedKey: 'stored-key',
    });
    expect(c).toMatchObject({
      baseUrl: 'http://env:1/v1',
      baseUrlSource: 'environment',
      model: 'env-model',
      modelSource: 'environment',
      apiKey: 'env-key',
      apiKeySource: 'environment',
      notConfiguredReason: null,
    });
  });

  it('uses saved settings when the environment is silent (blank values count as unset)', () => {
    const c = resolveModelConfig({
      env: { OPENAI_BASE_URL: '  ' },
      saved: { baseUrl: 'http://localhost:11434/v1', model: 'llama3.1:8b' },
      storedKey: undefined,
    });
    expect(c).toMatchObject({
      baseUrlSource: 'settings',
      model: 'llama3.1:8b',
      apiKey: undefined,
      apiKeySource: 'none',
      notConfiguredReason: null,
    });
  });

  it('defaults the base URL to OpenAI only when a key exists', () => {
    expect(
      resolveModelConfig({
        env: { OPENAI_API_KEY: 'k', WORKBENCH_MODEL: 'gpt-4o-mini' },
        saved: undefined,
        storedKey: undefined,
      }),
    ).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      baseUrlSource: 'default',
      notConfiguredReason: null,
    });
    expect(
      resolveModelConfig({ env: { WORKBENCH_MODEL: 'm' }, saved: undefined, storedKey: undefined }).notConfiguredReason,
    ).toMatch(/base URL/);
  });

  it('explains what is missing', () => {
    expect(resolveModelConfig({ env: {}, saved: undefined, storedKey: undefined }).notConfiguredReason).toMatch(
      /No language model is configured/,
    );
    expect(
      resolveModelConfig({ env: {}, saved: { baseUrl: 'http://x/v1' }, storedKey: undefined }).notConfiguredReason,
    ).toMatch(/No model name/);
  });

  it('uses the saved timeout, defaulting to 60 s', () => {
    expect(resolveModelConfig({ env: {}, saved: { timeoutSeconds: 30 }, storedKey: undefined }).timeoutMs).toBe(30_000);
    expect(resolveModelConfig({ env: {}, saved: undefined, storedKey: undefined }).timeoutMs).toBe(60_000);
  });
});
