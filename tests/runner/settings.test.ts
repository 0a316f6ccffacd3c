import { resolveRunnerSettings } from '../../src/main/services/runner-settings';
import { contract } from '../../src/shared/ipc/contract';

describe('resolveRunnerSettings: environment over saved settings over defaults', () => {
  test('nothing saved and nothing in the environment gives the defaults', () => {
    const v = resolveRunnerSettings({ env: {}, saved: undefined });
    expect(v).toMatchObject({
      python_path: 'python3',
      python_source: 'default',
      rustc_path: 'rustc',
      rustc_source: 'default',
      timeout_seconds: 8,
      timeout_source: 'default',
    });
    expect(v.defaults).toEqual({ python_path: 'python3', rustc_path: 'rustc', timeout_seconds: 8 });
  });

  test('saved paths and timeout apply; blank saved values fall back to defaults', () => {
    expect(
      resolveRunnerSettings({
        env: {},
        saved: { pythonPath: '/opt/py/bin/python3', rustcPath: '  ', timeoutSeconds: 20 },
      }),
    ).toMatchObject({
      python_path: '/opt/py/bin/python3',
      python_source: 'settings',
      rustc_path: 'rustc',
      rustc_source: 'default',
      timeout_seconds: 20,
      timeout_source: 'settings',
    });
  });

  test('WORKBENCH_PYTHON and WORKBENCH_RUSTC win over saved paths', () => {
    const v = resolveRunnerSettings({
      env: { WORKBENCH_PYTHON: '/env/python3', WORKBENCH_RUSTC: '/env/rustc' },
      saved: { pythonPath: '/saved/python3', rustcPath: '/saved/rustc' },
    });
    expect(v).toMatchObject({
      python_path: '/env/python3',
      python_source: 'environment',
      rustc_path: '/env/rustc',
      rustc_source: 'environment',
    });
  });

  test.each([0, -3, 1.5, 121, Number.NaN])('a stored timeout of %p (hand-edited database) is ignored', (seconds) => {
    expect(resolveRunnerSettings({ env: {}, saved: { timeoutSeconds: seconds } })).toMatchObject({
      timeout_seconds: 8,
      timeout_source: 'default',
    });
  });
});

describe('runner:save-settings input', () => {
  const input = contract['runner:save-settings'].input;
  const message = (value: unknown) => {
    const r = input.safeParse(value);
    return r.success ? 'accepted' : r.error.issues[0]!.message;
  };

  test.each(['python3', '/usr/bin/python3', '~/.pyenv/shims/python', 'C:\\Python312\\python.exe', '', '  rustc  '])(
    'accepts %p',
    (python_path) => expect(message({ python_path })).toBe('accepted'),
  );

  test('refuses a relative path with a message saying what to give instead', () => {
    expect(message({ python_path: 'venv/bin/python' })).toBe(
      'Give the Python interpreter as a command name (python3) or an absolute path, not a relative one',
    );
    expect(message({ rustc_path: './rustc' })).toMatch(/Rust compiler .* not a relative one/);
  });

  test('refuses a path with a line break, an out-of-range or fractional timeout, and unknown keys', () => {
    expect(message({ python_path: '/usr/bin/python3\n--evil' })).toBe('The Python interpreter path must be on one line');
    expect(message({ timeout_seconds: 0 })).toBe('The run timeout must be at least 1 second');
    expect(message({ timeout_seconds: 121 })).toBe('The run timeout can be at most 120 seconds');
    expect(message({ timeout_seconds: 2.5 })).toBe('Use whole seconds for the run timeout');
    expect(message({ compile_timeout_seconds: 5 })).not.toBe('accepted');
  });
});
