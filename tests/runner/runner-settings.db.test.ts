import { createTestApp, unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';

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
      await app.router.invoke('runner:save-settings', { python_path: ' /opt/py/bin/python3 ', timeout_seconds: 15 }),
    );
    expect(saved).toMatchObject({ python_path: '/opt/py/bin/python3', python_source: 'settings', timeout_seconds: 15 });
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toEqual(saved);

    await switchToNewProfile(app, 'Second');
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toMatchObject({
      python_path: 'python3',
      python_source: 'default',
      timeout_seconds: 8,
    });

    const first = unwrap(await app.router.invoke('profiles:list', {})).profiles.find((p) => p.name !== 'Second')!;
    unwrap(await app.router.invoke('profiles:switch', { id: first.id }));
    // Omitted fields keep their values; an empty string goes back to the default.
    expect(unwrap(await app.router.invoke('runner:save-settings', { python_path: '' }))).toMatchObject({
      python_path: 'python3',
      python_source: 'default',
      timeout_seconds: 15,
    });
  });

  test('bad input is invalid_input with a readable message and changes nothing', async () => {
    unwrap(await app.router.invoke('runner:save-settings', { rustc_path: '/usr/bin/rustc', timeout_seconds: 10 }));
    const before = unwrap(await app.router.invoke('runner:get-settings', {}));
    for (const input of [
      { rustc_path: 'bin/rustc' },
      { timeout_seconds: 0 },
      { timeout_seconds: 'ten' },
      { python_path: 'python3\nrm -rf' },
      { python_path: 'x'.repeat(1025) },
    ]) {
      const result = await app.router.invoke('runner:save-settings', input);
      const error = expectFailure(result);
      expect(error.code).toBe('invalid_input');
      expect(error.message.length).toBeGreaterThan(10);
    }
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toEqual(before);
  });

  test('runs use the saved interpreter: a missing one is an error result naming it, the attempt still stored', async () => {
    unwrap(await app.router.invoke('runner:save-settings', { python_path: '/nonexistent/bin/python3' }));
    const run = unwrap(await app.router.invoke('problems:run-tests', { slug: 'stable-softmax', code: 'x = 1\n' }));
    expect(run.status).toBe('error');
    expect(run.error_message).toMatch(
      /^python3 was not found at \/nonexistent\/bin\/python3 .*set its path in Settings → Code runner or WORKBENCH_PYTHON\.$/,
    );
    const check = unwrap(await app.router.invoke('runner:check', {}));
    expect(check.python).toMatchObject({ ok: false, configured: '/nonexistent/bin/python3', executable: null });
    expect(check.python.message).toBe(run.error_message);

    unwrap(await app.router.invoke('runner:save-settings', { python_path: '' }));
    const fixed = unwrap(await app.router.invoke('runner:check', {}));
    expect(fixed.python).toMatchObject({ ok: true, configured: 'python3', message: null });
    expect(fixed.python.version).toMatch(/^Python 3\.\d+/);
    expect(fixed.rustc.version).toMatch(/^rustc \d+\.\d+/);
    expect(fixed.isolation_note).toContain(
      fixed.isolation === 'bubblewrap' ? 'isolated with bubblewrap' : 'not available',
    );
  });

  test('runs use the saved run budget: an endless loop stops as a timeout at 1 second', async () => {
    unwrap(await app.router.invoke('runner:save-settings', { timeout_seconds: 1 }));
    const run = unwrap(
      await app.router.invoke('problems:run-tests', { slug: 'stable-softmax', code: 'while True:\n    pass\n' }),
    );
    expect(run.status).toBe('timeout');
    expect(run.error_message).toContain('did not finish within 1.0 s');
  });
});
