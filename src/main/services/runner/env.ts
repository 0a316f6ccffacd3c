/**
 * The environment user code sees: built from an allowlist, never copied from the app's own environment, so
 * API keys, tokens and secrets (OPENAI_API_KEY, *_TOKEN, ...) cannot leak into a run.
 */
export function scrubbedEnv(home: string, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.platform === 'win32' ? (process.env.PATH ?? '') : '/usr/local/bin:/usr/bin:/bin',
    HOME: home,
    TMPDIR: home,
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    PYTHONIOENCODING: 'utf-8',
    PYTHONDONTWRITEBYTECODE: '1',
    RUST_BACKTRACE: '0',
    ...extra,
  };
  // Windows programs need these to start at all; they carry no secrets.
  if (process.platform === 'win32') {
    for (const key of ['SystemRoot', 'WINDIR', 'COMSPEC', 'PATHEXT']) {
      const value = process.env[key];
      if (value) env[key] = value;
    }
    env.TEMP = home;
    env.TMP = home;
  }
  return env;
}
