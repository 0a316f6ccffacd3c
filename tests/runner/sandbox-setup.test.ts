import fs from 'node:fs';
import { scrubbedEnv } from '../../src/main/services/runner/env';
import { bwrapArgs, findBwrap, SANDBOX_DIR } from '../../src/main/services/runner/isolation';
import type * as LimitsModule from '../../src/main/services/runner/limits';
import { COMPILE_LIMITS, DISK_CAP_BYTES, RUN_LIMITS, withLimits } from '../../src/main/services/runner/limits';

/** What every run is started with: the environment, the resource limits and the bubblewrap arguments. */
const isLinux = process.platform === 'linux';
const linuxOnly = isLinux ? describe : describe.skip;

linuxOnly("scrubbedEnv (Linux): an allowlist, nothing of the app's own environment", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test('exactly the fixed variables, the given home as HOME and TMPDIR, and no secret', () => {
    process.env.OPENAI_API_KEY = 'sk-secret';
    process.env.GITHUB_TOKEN = 'ghp-secret';
    const env = scrubbedEnv('/run/here');
    expect(env).toEqual({
      PATH: '/usr/local/bin:/usr/bin:/bin',
      HOME: '/run/here',
      TMPDIR: '/run/here',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      PYTHONIOENCODING: 'utf-8',
      PYTHONDONTWRITEBYTECODE: '1',
      RUST_BACKTRACE: '0',
    });
    expect(JSON.stringify(env)).not.toContain('secret');
  });

  test('extra variables are added and may replace a fixed one', () => {
    expect(scrubbedEnv('/sandbox', { TMPDIR: '/tmp', EXTRA: '1' })).toMatchObject({
      HOME: '/sandbox',
      TMPDIR: '/tmp',
      EXTRA: '1',
    });
  });
});

linuxOnly('withLimits with prlimit (Linux)', () => {
  test('file size and no core dumps always; address space, CPU and processes only when given', () => {
    const argv = withLimits({ fileSizeBytes: 100 }, ['python3', 'x.py']);
    expect(argv.slice(1)).toEqual(['--fsize=100', '--core=0', '--', 'python3', 'x.py']);
    expect(argv[0]).toMatch(/\/prlimit$/);
    expect(
      withLimits({ fileSizeBytes: 100, addressSpaceBytes: 2048, cpuSeconds: 5, maxProcesses: 300 }, ['a']).slice(1),
    ).toEqual(['--fsize=100', '--core=0', '--as=2048', '--cpu=5', '--nproc=300', '--', 'a']);
  });

  test('the run and compile limits: 1 GB and 4 GB of address space; a file may hold the disk cap plus 1 MB', () => {
    expect(RUN_LIMITS).toEqual({ addressSpaceBytes: 1024 * 1024 * 1024, fileSizeBytes: DISK_CAP_BYTES + 1024 * 1024 });
    expect(COMPILE_LIMITS).toEqual({ addressSpaceBytes: 4096 * 1024 * 1024, fileSizeBytes: 512 * 1024 * 1024 });
    expect(DISK_CAP_BYTES).toBe(64 * 1024 * 1024);
  });
});

linuxOnly('withLimits without prlimit: a small sh that sets ulimit and execs', () => {
  afterEach(() => jest.restoreAllMocks());

  function limitsWithoutPrlimit(): typeof LimitsModule {
    const realExists = fs.existsSync;
    jest.spyOn(fs, 'existsSync').mockImplementation((p) => (String(p).endsWith('/prlimit') ? false : realExists(p)));
    let mod: typeof LimitsModule | undefined;
    jest.isolateModules(() => {
      mod = jest.requireActual('../../src/main/services/runner/limits');
    });
    return mod!;
  }

  test('file size in 512-byte blocks, address space in KB, CPU and processes', () => {
    const { withLimits: fallback } = limitsWithoutPrlimit();
    expect(
      fallback(
        { fileSizeBytes: 1024 * 1024 + 100, addressSpaceBytes: 2048 * 1024 + 5, cpuSeconds: 7, maxProcesses: 40 },
        ['prog', 'arg'],
      ),
    ).toEqual([
      '/bin/sh',
      '-c',
      'ulimit -f 2048; ulimit -c 0; ulimit -v 2048 2>/dev/null; ulimit -t 7; ulimit -u 40 2>/dev/null; exec "$@"',
      'workbench-limits',
      'prog',
      'arg',
    ]);
  });

  test('only what is given is limited', () => {
    const { withLimits: fallback } = limitsWithoutPrlimit();
    expect(fallback({ fileSizeBytes: 512 }, ['prog'])).toEqual([
      '/bin/sh',
      '-c',
      'ulimit -f 1; ulimit -c 0; exec "$@"',
      'workbench-limits',
      'prog',
    ]);
  });
});

linuxOnly('bwrapArgs', () => {
  const pairsOf = (args: string[], flag: string) =>
    args.flatMap((a, i) => (a === flag ? [[args[i + 1], args[i + 2]]] : []));

  test('test runs: every namespace unshared, a bounded tmpfs folder holding the files read-only, root read-only last', () => {
    const args = bwrapArgs({
      runDir: '/host/run',
      folder: 'tmpfs',
      files: [{ host: '/host/run/solution.py', name: 'solution.py' }],
      readOnly: ['/opt/pyenv', '/usr/lib/python3'],
      infoFd: 4,
    });
    expect(args.slice(0, 5)).toEqual(['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL']);
    const size = String(DISK_CAP_BYTES);
    const tail = [
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--size',
      size,
      '--tmpfs',
      '/tmp',
      '--ro-bind',
      '/opt/pyenv',
      '/opt/pyenv',
      '--size',
      size,
      '--tmpfs',
      SANDBOX_DIR,
      '--ro-bind',
      '/host/run/solution.py',
      `${SANDBOX_DIR}/solution.py`,
      '--remount-ro',
      '/',
      '--chdir',
      SANDBOX_DIR,
      '--info-fd',
      '4',
    ];
    expect(args.slice(-tail.length)).toEqual(tail);
    // Toolchain folders outside /usr are bound read-only; /usr itself is already there.
    expect(pairsOf(args, '--ro-bind')).toContainEqual(['/opt/pyenv', '/opt/pyenv']);
    expect(pairsOf(args, '--ro-bind')).not.toContainEqual(['/usr/lib/python3', '/usr/lib/python3']);
    expect(args).not.toContain('--bind');
  });

  test('toolchain folders are bound after the private /tmp, so one installed under /tmp stays visible', () => {
    const args = bwrapArgs({ runDir: '/host/run', folder: 'tmpfs', readOnly: ['/tmp/toolchains/python'] });
    const tmp = args.findIndex((a, i) => a === '--tmpfs' && args[i + 1] === '/tmp');
    const bound = args.findIndex((a, i) => a === '--ro-bind' && args[i + 1] === '/tmp/toolchains/python');
    expect(tmp).toBeGreaterThan(-1);
    expect(bound).toBeGreaterThan(tmp);
  });

  test('the compiler: the host run folder bound writable at the sandbox path, no info descriptor unless asked', () => {
    const args = bwrapArgs({ runDir: '/host/compile', folder: 'bind', readOnly: [] });
    expect(args.slice(-7)).toEqual([
      '--bind',
      '/host/compile',
      SANDBOX_DIR,
      '--remount-ro',
      '/',
      '--chdir',
      SANDBOX_DIR,
    ]);
    expect(args.filter((a) => a === '--tmpfs')).toEqual(['--tmpfs']);
    expect(args).not.toContain('--info-fd');
  });

  test('system folders: symlinks stay symlinks, real folders are bound read-only, missing ones are left out', () => {
    const args = bwrapArgs({ runDir: '/r', folder: 'bind', readOnly: [] });
    const triples = args.map((a, i) => [a, args[i + 1], args[i + 2]]);
    const present = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64'].filter((dir) => {
      try {
        fs.lstatSync(dir);
        return true;
      } catch {
        return false;
      }
    });
    const expected = present.map((dir) =>
      fs.lstatSync(dir).isSymbolicLink() ? ['--symlink', fs.readlinkSync(dir), dir] : ['--ro-bind', dir, dir],
    );
    for (const triple of expected) expect(triples).toContainEqual(triple);
    const missing = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64'].filter((dir) => !present.includes(dir));
    expect(args.filter((a) => missing.includes(a))).toEqual([]);
    // Of /etc only the loader's files and the time zone; never the rest (passwd, hosts ...).
    const etc = ['/etc/alternatives', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d', '/etc/localtime'];
    expect(pairsOf(args, '--ro-bind').filter(([from]) => from!.startsWith('/etc'))).toEqual(
      etc.filter((e) => fs.existsSync(e)).map((e) => [e, e]),
    );
  });
});

linuxOnly('findBwrap', () => {
  const saved = process.env.WORKBENCH_BWRAP;
  afterEach(() => {
    if (saved === undefined) delete process.env.WORKBENCH_BWRAP;
    else process.env.WORKBENCH_BWRAP = saved;
  });

  test('WORKBENCH_BWRAP names the binary when it exists; a missing one makes bubblewrap unavailable', () => {
    process.env.WORKBENCH_BWRAP = '/bin/true';
    expect(findBwrap()).toBe('/bin/true');
    process.env.WORKBENCH_BWRAP = '/nonexistent/bwrap';
    expect(findBwrap()).toBeNull();
  });

  test('without an override, the first installed candidate', () => {
    delete process.env.WORKBENCH_BWRAP;
    const expected = ['/usr/bin/bwrap', '/usr/local/bin/bwrap', '/bin/bwrap'].find((p) => fs.existsSync(p)) ?? null;
    expect(findBwrap()).toBe(expected);
  });
});
