import { resolveRunnerSettings } from '../../../src/main/services/runner/settings';
import { contract } from '../../../src/shared/ipc/contract';

describe('resolveRunnerSettings: environment over saved settings over defaults', () => {
  test('nothing saved and nothing in the environment gives the defaults', () => {
    const v = resolveRunnerSettings({ env: {}, saved: undefined });
    expect(v).toMatchObject({
      pythonPath: 'python3',
      pythonSource: 'default',
      rustcPath: 'rustc',
      rustcSource: 'default',
      timeoutSeconds: 8,
      timeoutSource: 'default',
    });
    expect(v.defaults).toEqual({ pythonPath: 'python3', rustcPath: 'rustc', timeoutSeconds: 8 });
  });

  test('saved paths and timeout apply; blank saved values fall back to defaults', () => {
    expect(
      resolveRunnerSettings({
        env: {},
        saved: { pythonPath: '/opt/py/bin/python3', rustcPath: '  ', timeoutSeconds: 20 },
      }),
    ).toMatchObject({
      pythonPath: '/opt/py/bin/python3',
      pythonSource: 'settings',
      rustcPath: 'rustc',
      rustcSource: 'default',
      timeoutSeconds: 20,
      timeoutSource: 'settings',
    });
  });

  test('WORKBENCH_PYTHON and WORKBENCH_RUSTC win over saved paths', () => {
    const v = resolveRunnerSettings({
      env: { WORKBENCH_PYTHON: '/env/python3', WORKBENCH_RUSTC: '/env/rustc' },
      saved: { pythonPath: '/saved/python3', rustcPath: '/saved/rustc' },
    });
    expect(v).toMatchObject({
      pythonPath: '/env/python3',
      pythonSource: 'environment',
      rustcPath: '/env/rustc',
      rustcSource: 'environment',
    });
  });

  test.each([0, -3, 1.5, 121, Number.NaN])('a stored timeout of %p (hand-edited database) is ignored', (seconds) => {
    expect(resolveRunnerSettings({ env: {}, saved: { timeoutSeconds: seconds } })).toMatchObject({
      timeoutSeconds: 8,
      timeoutSource: 'default',
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
    (pythonPath) => expect(message({ pythonPath })).toBe('accepted'),
  );

  test('refuses a relative path with a message saying what to give instead', () => {
    expect(message({ pythonPath: 'venv/bin/python' })).toBe(
      'Give the Python interpreter as a command name (python3) or an absolute path, not a relative one',
    );
    expect(message({ rustcPath: './rustc' })).toMatch(/Rust compiler .* not a relative one/);
  });

  test('refuses a path with a line break, an out-of-range or fractional timeout, and unknown keys', () => {
    expect(message({ pythonPath: '/usr/bin/python3\n--evil' })).toBe('The Python interpreter path must be on one line');
    expect(message({ timeoutSeconds: 0 })).toBe('The run timeout must be at least 1 second');
    expect(message({ timeoutSeconds: 121 })).toBe('The run timeout can be at most 120 seconds');
    expect(message({ timeoutSeconds: 2.5 })).toBe('Use whole seconds for the run timeout');
    expect(message({ compileTimeoutSeconds: 5 })).not.toBe('accepted');
  });
});
