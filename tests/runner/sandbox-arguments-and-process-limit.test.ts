import fs from 'node:fs';
import path from 'node:path';
import { DISK_FULL_MESSAGE } from '../../src/main/services/runner/disk-watch';
import { scrubbedEnv } from '../../src/main/services/runner/env';
import { findBwrap, SANDBOX_DIR } from '../../src/main/services/runner/isolation';
import type * as LimitsModule from '../../src/main/services/runner/limits';
import { RUN_LIMITS, userProcessCount } from '../../src/main/services/runner/limits';
import { runSandboxed, type SandboxContext, type SandboxedCommand } from '../../src/main/services/runner/sandbox';
import { makeTempDir } from '../support/temp-dir';
import { bubblewrapUsable, isLinux } from './support';

/**
 * runSandboxed with real processes: a small shell script reports what it was started with (its argv, working
 * folder, stdin, environment and resource limits, read from /proc), so every part of the command is checked
 * exactly. The user's process count is a mock: the count is part of the process limit, and a real one moves.
 */
jest.mock('../../src/main/services/runner/limits', () => ({
  ...jest.requireActual<typeof LimitsModule>('../../src/main/services/runner/limits'),
  userProcessCount: jest.fn(),
}));
const processCount = userProcessCount as jest.MockedFunction<typeof userProcessCount>;

jest.setTimeout(30_000);
const tmp = makeTempDir('workbench-sandbox-details-');
afterAll(() => tmp.cleanup());
const linuxOnly = isLinux ? describe : describe.skip;
const withBwrap = isLinux && bubblewrapUsable().usable ? describe : describe.skip;

const PROCESS: SandboxContext = { isolation: 'process', bwrap: null };

// $1 is the run folder as the command sees it. /proc/$$ is the shell itself: what prlimit and spawn gave it.
const REPORT = [
  'printf "work=%s\\n" "$1"',
  'printf "cwd=%s\\n" "$(pwd)"',
  'printf "stdin=%s\\n" "$(cat)"',
  "tr '\\0' '\\n' < /proc/$$/environ | sort | sed 's/^/env:/'",
  "grep -E '^Max (cpu time|processes|file size|address space)' /proc/$$/limits | sed -E 's/  +/|/g'",
].join('\n');

let folders = 0;
function freshRunDir(): string {
  const dir = path.join(tmp.dir, `run-${++folders}`);
  fs.mkdirSync(dir, { mode: 0o700 });
  return dir;
}

function command(script: string, overrides: Partial<SandboxedCommand> = {}): SandboxedCommand {
  return {
    argv: (work) => ['/bin/sh', '-c', script, 'report', work],
    runDir: freshRunDir(),
    folder: 'bind',
    files: [],
    readOnly: [],
    limits: RUN_LIMITS,
    timeoutMs: 4500,
    ...overrides,
  };
}

/** `key=value` lines, `env:` lines and the soft limits from /proc/<pid>/limits. */
function parseReport(stdout: string) {
  const lines = stdout.trim().split('\n');
  const field = (key: string) => lines.find((l) => l.startsWith(`${key}=`))?.slice(key.length + 1);
  const env = Object.fromEntries(
    lines
      .filter((l) => l.startsWith('env:'))
      .map((l) => {
        const [k, ...v] = l.slice(4).split('=');
        return [k, v.join('=')];
      }),
  );
  const limit = (name: string) => lines.find((l) => l.startsWith(`Max ${name}|`))?.split('|')[1];
  return { work: field('work'), cwd: field('cwd'), stdin: field('stdin'), env, limit };
}

/** Date.now as the process-count cache sees it. */
function clockAt(ms: number): void {
  jest.spyOn(Date, 'now').mockReturnValue(ms);
}
afterEach(() => jest.restoreAllMocks());

const T0 = 5_000_000;

linuxOnly('runSandboxed without bubblewrap', () => {
  test('the process count is read once per 30 s and becomes the process limit (count + 256)', async () => {
    processCount.mockResolvedValueOnce(100).mockResolvedValueOnce(200).mockResolvedValueOnce(null);
    clockAt(T0);
    const first = await runSandboxed(PROCESS, command(REPORT));
    expect(first).toMatchObject({ kind: 'exited', code: 0 });
    expect(parseReport(first.stdout).limit('processes')).toBe('356');
    // Exactly 30 s later the count is still the cached one.
    clockAt(T0 + 30_000);
    expect(parseReport((await runSandboxed(PROCESS, command(REPORT))).stdout).limit('processes')).toBe('356');
    expect(processCount).toHaveBeenCalledTimes(1);
    // A millisecond more and it is counted again.
    clockAt(T0 + 30_001);
    expect(parseReport((await runSandboxed(PROCESS, command(REPORT))).stdout).limit('processes')).toBe('456');
    expect(processCount).toHaveBeenCalledTimes(2);
    // A count that cannot be known sets no process limit: the child keeps ours.
    clockAt(T0 + 70_000);
    const ours = fs.readFileSync('/proc/self/limits', 'utf8').match(/^Max processes +(\S+)/m)?.[1];
    expect(parseReport((await runSandboxed(PROCESS, command(REPORT))).stdout).limit('processes')).toBe(ours);
    expect(processCount).toHaveBeenCalledTimes(3);
  });

  test('the command sees the host run folder, the scrubbed environment, the limits and a CPU backstop of the budget + 2 s', async () => {
    processCount.mockResolvedValue(100);
    clockAt(T0 + 200_000);
    const cmd = command(REPORT);
    const outcome = await runSandboxed(PROCESS, cmd);
    const report = parseReport(outcome.stdout);
    expect(outcome).toMatchObject({ kind: 'exited', code: 0, stderr: '' });
    expect(report.work).toBe(cmd.runDir);
    expect(report.cwd).toBe(cmd.runDir);
    // No input: stdin is /dev/null.
    expect(report.stdin).toBe('');
    expect(report.env).toEqual(scrubbedEnv(cmd.runDir));
    // 4.5 s rounds up to 5, plus 2.
    expect(report.limit('cpu time')).toBe('7');
    expect(report.limit('file size')).toBe(String(RUN_LIMITS.fileSizeBytes));
    expect(report.limit('address space')).toBe(String(RUN_LIMITS.addressSpaceBytes));
    expect(outcome.results).toBeUndefined();
  });

  test('the input arrives on stdin and the result pipe is fd 3', async () => {
    processCount.mockResolvedValue(100);
    const outcome = await runSandboxed(
      PROCESS,
      command(`${REPORT}\nprintf 'results' >&3`, { input: 'the nonce\n', resultPipe: { capBytes: 1024 } }),
    );
    expect(parseReport(outcome.stdout).stdin).toBe('the nonce');
    expect(outcome.results?.toString()).toBe('results');
  });

  test('files from elsewhere are copied in; a file already in the run folder is left as it is', async () => {
    processCount.mockResolvedValue(100);
    const source = path.join(tmp.dir, 'source.txt');
    fs.writeFileSync(source, 'from outside\n');
    const cmd = command('cat given.txt already.txt', { files: [] });
    fs.writeFileSync(path.join(cmd.runDir, 'already.txt'), 'already here\n');
    cmd.files = [
      { host: source, name: 'given.txt' },
      { host: path.join(cmd.runDir, 'already.txt'), name: 'already.txt' },
    ];
    const outcome = await runSandboxed(PROCESS, cmd);
    expect(outcome.stdout).toBe('from outside\nalready here\n');
    expect(fs.readFileSync(source, 'utf8')).toBe('from outside\n');
  });

  test('a tmpfs-style run folder is watched: writing past 64 MB stops the run with the disk reason', async () => {
    processCount.mockResolvedValue(100);
    const fill = 'head -c 34000000 /dev/zero > a; head -c 34000000 /dev/zero > b; sleep 5; echo not stopped';
    const outcome = await runSandboxed(PROCESS, command(fill, { folder: 'tmpfs', timeoutMs: 20_000 }));
    expect(outcome).toMatchObject({ kind: 'stopped', stopReason: DISK_FULL_MESSAGE, stdout: '' });
  });

  test('a bind run folder (the compiler) is not watched: the same writes finish', async () => {
    processCount.mockResolvedValue(100);
    const fill = 'head -c 34000000 /dev/zero > a; head -c 34000000 /dev/zero > b; sleep 0.5; echo finished';
    const outcome = await runSandboxed(PROCESS, command(fill, { folder: 'bind', timeoutMs: 20_000 }));
    expect(outcome).toMatchObject({ kind: 'exited', code: 0, stdout: 'finished\n' });
  });

  test('bubblewrap named but not the isolation in force: a plain process', async () => {
    processCount.mockResolvedValue(100);
    const cmd = command(REPORT);
    const outcome = await runSandboxed({ isolation: 'process', bwrap: '/usr/bin/bwrap' }, cmd);
    expect(parseReport(outcome.stdout).work).toBe(cmd.runDir);
  });

  test('bubblewrap as the isolation but no bwrap binary: a plain process', async () => {
    processCount.mockResolvedValue(100);
    const cmd = command(REPORT);
    const outcome = await runSandboxed({ isolation: 'bubblewrap', bwrap: null }, cmd);
    expect(parseReport(outcome.stdout).work).toBe(cmd.runDir);
  });
});

withBwrap('runSandboxed inside bubblewrap', () => {
  const ctx: SandboxContext = { isolation: 'bubblewrap', bwrap: findBwrap() };

  test('the command sees the sandbox folder, an environment with /tmp as TMPDIR, and the same limits', async () => {
    processCount.mockResolvedValue(100);
    clockAt(T0 + 400_000);
    const source = path.join(tmp.dir, 'bwrap-source.txt');
    fs.writeFileSync(source, 'bound in\n');
    const cmd = command(`${REPORT}\nprintf 'results' >&3\nprintf 'file=%s\\n' "$(cat given.txt)"`, {
      folder: 'tmpfs',
      files: [{ host: source, name: 'given.txt' }],
      input: 'the nonce\n',
      resultPipe: { capBytes: 1024 },
    });
    const outcome = await runSandboxed(ctx, cmd);
    const report = parseReport(outcome.stdout);
    expect(outcome).toMatchObject({ kind: 'exited', code: 0, stderr: '' });
    expect(report.work).toBe(SANDBOX_DIR);
    expect(report.cwd).toBe(SANDBOX_DIR);
    expect(report.stdin).toBe('the nonce');
    // bubblewrap's --chdir adds PWD; everything else is the scrubbed environment.
    expect(report.env).toEqual({ ...scrubbedEnv(SANDBOX_DIR, { TMPDIR: '/tmp' }), PWD: SANDBOX_DIR });
    expect(report.limit('cpu time')).toBe('7');
    expect(report.limit('processes')).toBe('356');
    expect(outcome.stdout).toContain('file=bound in\n');
    expect(outcome.results?.toString()).toBe('results');
    // Bound, not copied: nothing was written into the host run folder.
    expect(fs.readdirSync(cmd.runDir)).toEqual([]);
  });

  test('a full sandbox folder stops the run with the disk reason', async () => {
    processCount.mockResolvedValue(100);
    const fill = 'head -c 70000000 /dev/zero > big 2>/dev/null; sleep 5; echo not stopped';
    const outcome = await runSandboxed(ctx, command(fill, { folder: 'tmpfs', timeoutMs: 20_000 }));
    expect(outcome).toMatchObject({ kind: 'stopped', stopReason: DISK_FULL_MESSAGE, stdout: '' });
  });
});
