import type { UserSettingsRepository } from '../../src/main/db/repositories/user-settings';
import { FixedClock } from '../../src/main/services/clock';
import { createRunnerSettingsService, resolveRunnerSettings } from '../../src/main/services/runner-settings';
import type { Toolchain, ToolchainProblem } from '../../src/main/services/runner/toolchain';

/**
 * Settings → Code runner per profile: saved paths and budget, the once-per-profile agreement to unsandboxed runs,
 * and the check that runs the effective tools. A map stands in for the preferences table.
 */
function fakeSettings() {
  const store = new Map<string, unknown>();
  const repo = {
    getPreference: (userId: string, key: string) => store.get(`${userId}/${key}`),
    setPreference: (userId: string, key: string, value: unknown) => void store.set(`${userId}/${key}`, value),
  } as unknown as UserSettingsRepository;
  return { store, repo };
}

const NOW = new Date('2026-11-02T09:00:00.000Z');

const RUSTC_MISSING: ToolchainProblem = { missing: 'rustc was not found at rustc (ENOENT); set its path' };

function service(
  isolation: 'bubblewrap' | 'process',
  env: Record<string, string | undefined> = {},
  rustc: Toolchain | ToolchainProblem = RUSTC_MISSING,
) {
  const { store, repo } = fakeSettings();
  const described: unknown[] = [];
  const python: Toolchain = { configured: 'python3', executable: '/usr/bin/python3.11', roots: [], version: '3.11.7' };
  const svc = createRunnerSettingsService({
    env,
    settings: repo,
    clock: new FixedClock(NOW),
    runner: {
      isolation: async () => isolation,
      describe: async (toolchain) => {
        described.push(toolchain);
        return { isolation, python, rustc };
      },
    },
  });
  return { svc, store, described };
}

describe('runner settings service', () => {
  test('saving trims paths, an empty string clears one, and omitted fields keep theirs', () => {
    const { svc, store } = service('bubblewrap');
    expect(
      svc.save('u1', { pythonPath: '  /opt/py/bin/python3  ', rustcPath: '/opt/rustc', timeoutSeconds: 20 }),
    ).toMatchObject({
      python_path: '/opt/py/bin/python3',
      python_source: 'settings',
      rustc_path: '/opt/rustc',
      timeout_seconds: 20,
      timeout_source: 'settings',
    });
    expect(store.get('u1/runner')).toEqual({
      pythonPath: '/opt/py/bin/python3',
      rustcPath: '/opt/rustc',
      timeoutSeconds: 20,
    });

    svc.save('u1', { rustcPath: '   ' });
    expect(store.get('u1/runner')).toEqual({ pythonPath: '/opt/py/bin/python3', timeoutSeconds: 20 });
    expect(svc.view('u1')).toMatchObject({
      python_path: '/opt/py/bin/python3',
      rustc_path: 'rustc',
      rustc_source: 'default',
    });
  });

  test('settings are per profile', () => {
    const { svc } = service('bubblewrap');
    svc.save('u1', { pythonPath: '/a/python3' });
    expect(svc.view('u2').python_path).toBe('python3');
  });

  test('unknown keys saved by another build are kept; a malformed saved value is ignored', () => {
    const { svc, store } = service('bubblewrap');
    store.set('u1/runner', { pythonPath: '/p', futureKey: 'x' });
    svc.save('u1', { timeoutSeconds: 9 });
    expect(store.get('u1/runner')).toEqual({ pythonPath: '/p', futureKey: 'x', timeoutSeconds: 9 });
    store.set('u2/runner', { pythonPath: 42 });
    expect(svc.view('u2')).toMatchObject({ python_path: 'python3', python_source: 'default' });
  });

  test('run options: the effective paths, the budget in ms, and whether this profile agreed to unsandboxed runs', () => {
    const { svc } = service('process');
    svc.save('u1', { pythonPath: '/p/python3', timeoutSeconds: 3 });
    expect(svc.runOptions('u1')).toEqual({
      allowUnsandboxed: false,
      toolchain: { pythonPath: '/p/python3', rustcPath: 'rustc' },
      timeoutMs: 3000,
    });
  });

  test('with bubblewrap: sandboxed, nothing to agree to', async () => {
    const { svc } = service('bubblewrap');
    const status = await svc.sandboxStatus('u1');
    expect(status).toMatchObject({
      isolation: 'bubblewrap',
      unsandboxed: false,
      acknowledged: true,
      acknowledged_at: null,
    });
    expect(status.notice).toMatch(/^Runs are isolated with bubblewrap: no network/);
  });

  test('without bubblewrap: unsandboxed until the profile agrees, once, at the time it first agreed', async () => {
    const { svc, store } = service('process');
    const before = await svc.sandboxStatus('u1');
    expect(before).toMatchObject({
      isolation: 'process',
      unsandboxed: true,
      acknowledged: false,
      acknowledged_at: null,
    });
    expect(before.notice).toMatch(/^Code runs unsandboxed: bubblewrap is not available/);

    const after = await svc.acknowledgeUnsandboxed('u1');
    expect(after).toMatchObject({ unsandboxed: true, acknowledged: true, acknowledged_at: NOW.toISOString() });
    expect(svc.runOptions('u1').allowUnsandboxed).toBe(true);
    expect(svc.runOptions('u2').allowUnsandboxed).toBe(false);

    // A second agreement keeps the first time.
    store.set('u1/runner_unsandboxed_ack', { acknowledged_at: '2026-01-01T00:00:00.000Z' });
    expect((await svc.acknowledgeUnsandboxed('u1')).acknowledged_at).toBe('2026-01-01T00:00:00.000Z');
  });

  test('check reports a found rustc by the first line of `rustc -vV`, and the sandbox in full', async () => {
    const rustc: Toolchain = {
      configured: 'rustc',
      executable: '/usr/bin/rustc',
      roots: [],
      version: 'rustc 1.75.0 (82e1608df 2023-12-21)\nbinary: rustc\nhost: x86_64-unknown-linux-gnu',
    };
    const check = await service('bubblewrap', {}, rustc).svc.check('u1');
    expect(check.rustc).toEqual({
      ok: true,
      configured: 'rustc',
      executable: '/usr/bin/rustc',
      version: 'rustc 1.75.0 (82e1608df 2023-12-21)',
      message: null,
    });
    expect(check.isolation_note).toBe(
      'Runs are isolated with bubblewrap: no network, a read-only system, a private /tmp and their own process ' +
        'namespace, on top of the time, memory and output limits.',
    );
  });

  test('check runs the effective tools and reports each', async () => {
    const { svc, described } = service('bubblewrap', { WORKBENCH_RUSTC: '/env/rustc' });
    const check = await svc.check('u1');
    expect(described).toEqual([{ pythonPath: 'python3', rustcPath: '/env/rustc' }]);
    expect(check.isolation).toBe('bubblewrap');
    expect(check.isolation_note).toMatch(/^Runs are isolated with bubblewrap/);
    expect(check.python).toEqual({
      ok: true,
      configured: 'python3',
      executable: '/usr/bin/python3.11',
      version: 'Python 3.11.7',
      message: null,
    });
    expect(check.rustc).toEqual({
      ok: false,
      configured: '/env/rustc',
      executable: null,
      version: null,
      message: 'rustc was not found at rustc (ENOENT); set its path',
    });
  });
});

describe('resolveRunnerSettings: the timeout bounds', () => {
  test.each([1, 120])('a saved timeout of %p seconds (a bound) is used', (seconds) => {
    expect(resolveRunnerSettings({ env: {}, saved: { timeoutSeconds: seconds } })).toMatchObject({
      timeout_seconds: seconds,
      timeout_source: 'settings',
    });
  });

  test('blank environment values do not win', () => {
    expect(resolveRunnerSettings({ env: { WORKBENCH_PYTHON: '  ' }, saved: { pythonPath: '/saved' } })).toMatchObject({
      python_path: '/saved',
      python_source: 'settings',
    });
  });
});
