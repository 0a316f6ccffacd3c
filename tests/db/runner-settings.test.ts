import { createTestApp, unwrap } from '../support/test-app';

jest.setTimeout(60_000);

type TestApp = ReturnType<typeof createTestApp>;

async function switchToNewProfile(app: TestApp, name: string): Promise<void> {
  const profile = unwrap(await app.router.invoke('profiles:create', { name }));
  unwrap(await app.router.invoke('profiles:switch', { id: profile.id }));
}

describe('Settings → Code runner through its channels', () => {
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  test('saves per user, clears with an empty string, and another profile keeps the defaults', async () => {
    const saved = unwrap(
      await app.router.invoke('runner:save-settings', { pythonPath: ' /opt/py/bin/python3 ', timeoutSeconds: 15 }),
    );
    expect(saved).toMatchObject({ pythonPath: '/opt/py/bin/python3', pythonSource: 'settings', timeoutSeconds: 15 });
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toEqual(saved);

    await switchToNewProfile(app, 'Second');
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toMatchObject({
      pythonPath: 'python3',
      pythonSource: 'default',
      timeoutSeconds: 8,
    });

    const first = unwrap(await app.router.invoke('profiles:list', {})).profiles.find((p) => p.name !== 'Second')!;
    unwrap(await app.router.invoke('profiles:switch', { id: first.id }));
    // Omitted fields keep their values; an empty string goes back to the default.
    expect(unwrap(await app.router.invoke('runner:save-settings', { pythonPath: '' }))).toMatchObject({
      pythonPath: 'python3',
      pythonSource: 'default',
      timeoutSeconds: 15,
    });
  });

  test('bad input is invalid_input with a readable message and changes nothing', async () => {
    unwrap(await app.router.invoke('runner:save-settings', { rustcPath: '/usr/bin/rustc', timeoutSeconds: 10 }));
    const before = unwrap(await app.router.invoke('runner:get-settings', {}));
    for (const input of [
      { rustcPath: 'bin/rustc' },
      { timeoutSeconds: 0 },
      { timeoutSeconds: 'ten' },
      { pythonPath: 'python3\nrm -rf' },
      { pythonPath: 'x'.repeat(1025) },
    ]) {
      const result = await app.router.invoke('runner:save-settings', input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('invalid_input');
        expect(result.error.message.length).toBeGreaterThan(10);
      }
    }
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toEqual(before);
  });

  test('runs use the saved interpreter: a missing one is an error result naming it, the attempt still stored', async () => {
    unwrap(await app.router.invoke('runner:save-settings', { pythonPath: '/nonexistent/bin/python3' }));
    const run = unwrap(await app.router.invoke('problems:run-tests', { slug: 'stable-softmax', code: 'x = 1\n' }));
    expect(run.status).toBe('error');
    expect(run.errorMessage).toMatch(
      /^python3 was not found at \/nonexistent\/bin\/python3 .*set its path in Settings → Code runner or WORKBENCH_PYTHON\.$/,
    );
    const check = unwrap(await app.router.invoke('runner:check', {}));
    expect(check.python).toMatchObject({ ok: false, configured: '/nonexistent/bin/python3', executable: null });
    expect(check.python.message).toBe(run.errorMessage);

    unwrap(await app.router.invoke('runner:save-settings', { pythonPath: '' }));
    const fixed = unwrap(await app.router.invoke('runner:check', {}));
    expect(fixed.python).toMatchObject({ ok: true, configured: 'python3', message: null });
    expect(fixed.python.version).toMatch(/^Python 3\.\d+/);
    expect(fixed.rustc.version).toMatch(/^rustc \d+\.\d+/);
    expect(fixed.isolationNote).toContain(
      fixed.isolation === 'bubblewrap' ? 'isolated with bubblewrap' : 'not available',
    );
  });

  test('runs use the saved run budget: an endless loop stops as a timeout at 1 second', async () => {
    unwrap(await app.router.invoke('runner:save-settings', { timeoutSeconds: 1 }));
    const run = unwrap(
      await app.router.invoke('problems:run-tests', { slug: 'stable-softmax', code: 'while True:\n    pass\n' }),
    );
    expect(run.status).toBe('timeout');
    expect(run.errorMessage).toContain('did not finish within 1.0 s');
  });
});
