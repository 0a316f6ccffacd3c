import fs from 'node:fs';
import path from 'node:path';
import { isProblem, resolvePython, resolveRustc } from '../../src/main/services/runner/toolchain';
import { makeTempDir } from '../support/temp-dir';

/**
 * How a configured interpreter or compiler is resolved, with small stand-in programs (shell scripts) that
 * answer the probes the way a real python3 or rustc would, or would not.
 */
const posix = process.platform !== 'win32';
const posixOnly = posix ? describe : describe.skip;

posixOnly('resolvePython', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir('workbench-toolchain-');
  });
  afterEach(() => temp.cleanup());

  /** A fake python3 that prints the three probe lines (executable, base prefix, version). */
  function fakePython(lines: string[], exitCode = 0, stderr = ''): string {
    const file = path.join(temp.dir, 'python3');
    fs.writeFileSync(
      file,
      `#!/bin/sh\n${lines.length ? `printf '%s\\n' ${lines.map((l) => `'${l}'`).join(' ')}\n` : ''}${stderr ? `echo '${stderr}' >&2\n` : ''}exit ${exitCode}\n`,
      { mode: 0o755 },
    );
    return file;
  }

  test('a 3.9+ interpreter: its own path, its prefix and folder as roots, its version', async () => {
    const file = fakePython(['/opt/py/bin/python3.11', '/opt/py', '3.11.7']);
    expect(await resolvePython(file)).toEqual({
      configured: file,
      executable: '/opt/py/bin/python3.11',
      roots: ['/opt/py', '/opt/py/bin'],
      version: '3.11.7',
    });
  });

  test('blank lines around what the interpreter prints are not part of it', async () => {
    const file = fakePython(['', '/opt/py/bin/python3', '/opt/py', '3.12.1', '']);
    expect(await resolvePython(file)).toMatchObject({ executable: '/opt/py/bin/python3', version: '3.12.1' });
  });

  test('exactly 3.9 is enough; 3.8 is refused as too old', async () => {
    expect(isProblem(await resolvePython(fakePython(['/p/bin/python3', '/p', '3.9.0'])))).toBe(false);
    const old = fakePython(['/p/bin/python3', '/p', '3.8.18']);
    expect(await resolvePython(old)).toEqual({
      missing: `python3 was not found at ${old} (it is Python 3.8.18; the runner needs 3.9 or newer); set its path in Settings → Code runner or WORKBENCH_PYTHON.`,
    });
  });

  test('Python 2 is refused as not 3; a later major version is accepted', async () => {
    const two = fakePython(['/p/bin/python', '/p', '2.7.18']);
    expect(await resolvePython(two)).toEqual({
      missing: `python3 was not found at ${two} (it is Python 2.7.18, not 3); set its path in Settings → Code runner or WORKBENCH_PYTHON.`,
    });
    expect(isProblem(await resolvePython(fakePython(['/p/bin/python4', '/p', '4.0.0'])))).toBe(false);
  });

  test('a program that does not report its location is refused', async () => {
    const file = fakePython(['/p/bin/python3', '/p']);
    expect(await resolvePython(file)).toEqual({
      missing: `python3 was not found at ${file} (it did not report its location); set its path in Settings → Code runner or WORKBENCH_PYTHON.`,
    });
  });

  test('a failing program is refused with the first line of what it printed on stderr', async () => {
    const file = fakePython([], 1, 'first problem\nsecond line');
    const found = await resolvePython(file);
    expect(found).toEqual({
      missing: `python3 was not found at ${file} (first problem); set its path in Settings → Code runner or WORKBENCH_PYTHON.`,
    });
  });

  test("the probe sees only PATH and HOME from the app's environment, with defaults when they are unset", async () => {
    const file = path.join(temp.dir, 'python3');
    fs.writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' "$PATH|$HOME|$WB_PROBE_SECRET" /opt/py 3.11.0\n`, {
      mode: 0o755,
    });
    const saved = { PATH: process.env.PATH, HOME: process.env.HOME };
    process.env.WB_PROBE_SECRET = 'not for children';
    try {
      process.env.PATH = '/usr/bin:/bin:/sbin';
      process.env.HOME = '/home/learner';
      expect(await resolvePython(file)).toMatchObject({ executable: '/usr/bin:/bin:/sbin|/home/learner|' });
      delete process.env.PATH;
      delete process.env.HOME;
      expect(await resolvePython(file)).toMatchObject({ executable: '/usr/bin:/bin|/|' });
    } finally {
      process.env.PATH = saved.PATH;
      process.env.HOME = saved.HOME;
      delete process.env.WB_PROBE_SECRET;
    }
  });

  test('a path that does not exist is refused naming the error', async () => {
    const found = await resolvePython(path.join(temp.dir, 'nope'));
    expect(isProblem(found)).toBe(true);
    expect((found as { missing: string }).missing).toMatch(
      /^python3 was not found at .*nope \(.*ENOENT.*\); set its path/,
    );
  });
});

posixOnly('resolveRustc', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir('workbench-toolchain-');
  });
  afterEach(() => temp.cleanup());

  /** A fake rustup proxy: `-vV` prints a version, `--print sysroot` a folder, which may hold its own rustc. */
  function fakeRustc(sysroot: string, opts: { failSysroot?: boolean } = {}): string {
    const file = path.join(temp.dir, 'rustc-proxy');
    fs.writeFileSync(
      file,
      [
        '#!/bin/sh',
        'if [ "$1" = "-vV" ]; then printf "rustc 1.80.0 (abc)\\nhost: x86_64\\n"; exit 0; fi',
        `if [ "$1" = "--print" ]; then ${opts.failSysroot ? 'echo "no sysroot" >&2; exit 1' : `echo "${sysroot}"; exit 0`}; fi`,
        'exit 2',
      ].join('\n'),
      { mode: 0o755 },
    );
    return file;
  }

  test("the toolchain's own rustc in the sysroot replaces the proxy", async () => {
    const sysroot = path.join(temp.dir, 'toolchain');
    fs.mkdirSync(path.join(sysroot, 'bin'), { recursive: true });
    // It answers only `-V`, the question the probe asks it.
    fs.writeFileSync(
      path.join(sysroot, 'bin', 'rustc'),
      '#!/bin/sh\n[ "$1" = "-V" ] && echo "rustc 1.80.0" && exit 0\nexit 1\n',
      {
        mode: 0o755,
      },
    );
    const proxy = fakeRustc(sysroot);
    expect(await resolveRustc(proxy)).toEqual({
      configured: proxy,
      executable: path.join(sysroot, 'bin', 'rustc'),
      roots: [sysroot, path.join(sysroot, 'bin')],
      version: 'rustc 1.80.0 (abc)\nhost: x86_64',
    });
  });

  test('without a working rustc in the sysroot, the configured one is used', async () => {
    const sysroot = path.join(temp.dir, 'empty-sysroot');
    const proxy = fakeRustc(sysroot);
    expect(await resolveRustc(proxy)).toEqual({
      configured: proxy,
      executable: proxy,
      roots: [sysroot, temp.dir],
      version: 'rustc 1.80.0 (abc)\nhost: x86_64',
    });
  });

  test('a compiler that cannot name its sysroot is refused', async () => {
    const proxy = fakeRustc('', { failSysroot: true });
    expect(await resolveRustc(proxy)).toEqual({
      missing: `rustc was not found at ${proxy} (no sysroot); set its path in Settings → Code runner or WORKBENCH_RUSTC.`,
    });
  });
});
