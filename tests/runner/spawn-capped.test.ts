import os from 'node:os';
import { OUTPUT_CAP_BYTES, spawnCapped, type SpawnRequest } from '../../src/main/services/runner/spawn-capped';

/**
 * spawnCapped with small shell programs: what is kept of the output, when a run is stopped and why, and the
 * extra pipes (stdin, the result pipe on fd 3, bubblewrap's info pipe on fd 4). POSIX only.
 */
const posixOnly = process.platform === 'win32' ? describe.skip : describe;
jest.setTimeout(30_000);

const sh = (script: string, extra: Partial<SpawnRequest> = {}) =>
  spawnCapped({
    command: '/bin/sh',
    args: ['-c', script],
    cwd: os.tmpdir(),
    env: { PATH: '/usr/bin:/bin' },
    timeoutMs: 10_000,
    ...extra,
  });

posixOnly('spawnCapped', () => {
  test('a normal exit: code, output and no truncation', async () => {
    const o = await sh('printf out; printf err >&2; exit 3');
    expect(o).toMatchObject({ kind: 'exited', code: 3, signal: null, stdout: 'out', stderr: 'err', truncated: false });
    expect(o.results).toBeUndefined();
    expect(o.stopReason).toBeUndefined();
    expect(o.durationMs).toBeGreaterThan(0);
  });

  test('output is kept up to the cap per stream and marked truncated; exactly the cap is not truncated', async () => {
    const cut = await sh('head -c 5000 /dev/zero | tr "\\0" a', { capBytes: 1000 });
    expect(cut.stdout).toBe('a'.repeat(1000));
    expect(cut.truncated).toBe(true);
    const exact = await sh('head -c 1000 /dev/zero | tr "\\0" a', { capBytes: 1000 });
    expect(exact.stdout).toBe('a'.repeat(1000));
    expect(exact.truncated).toBe(false);
    const errCut = await sh('head -c 2000 /dev/zero | tr "\\0" e >&2', { capBytes: 10 });
    expect(errCut).toMatchObject({ stderr: 'e'.repeat(10), truncated: true });
  });

  test('the default cap is 64 KB', async () => {
    const o = await sh(`head -c ${OUTPUT_CAP_BYTES + 10} /dev/zero | tr "\\0" a`);
    expect(o.stdout).toHaveLength(OUTPUT_CAP_BYTES);
    expect(o.truncated).toBe(true);
  });

  test('printing past the total output limit stops the run with a sentence in MB', async () => {
    const o = await sh('yes 0123456789', { stopAfterOutputBytes: 1024 * 1024 });
    expect(o.kind).toBe('stopped');
    expect(o.stopReason).toBe('the code printed more than 1 MB of output and was stopped');
    expect(o.signal).toBe('SIGKILL');
  });

  test('the budget ends a run as a timeout, and kills it', async () => {
    const started = Date.now();
    const o = await sh('sleep 20', { timeoutMs: 300 });
    expect(o.kind).toBe('timeout');
    expect(o.signal).toBe('SIGKILL');
    expect(o.stopReason).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('input is written to stdin and stdin is closed', async () => {
    expect((await sh('cat', { input: 'nonce-123\n' })).stdout).toBe('nonce-123\n');
  });

  test('without input, stdin is empty', async () => {
    expect((await sh('cat; echo end')).stdout).toBe('end\n');
  });

  test('the result pipe is fd 3 and its bytes come back', async () => {
    const o = await sh('printf "{\\"a\\":1}\\n" >&3', { resultPipe: { capBytes: 1024 } });
    expect(o.results?.toString('utf8')).toBe('{"a":1}\n');
    expect(o.kind).toBe('exited');
  });

  test('the output limit counts both streams together: exactly the limit runs on, one byte more stops it', async () => {
    const exact = await sh("printf 'abcdef'; printf 'wxyz' >&2", { stopAfterOutputBytes: 10 });
    expect(exact).toMatchObject({ kind: 'exited', code: 0, stdout: 'abcdef', stderr: 'wxyz' });
    const over = await sh("printf 'abcdef'; sleep 0.2; printf 'uvwxyz' >&2; sleep 5", { stopAfterOutputBytes: 10 });
    expect(over.kind).toBe('stopped');
  });

  test('its duration is measured in milliseconds from the start', async () => {
    const o = await sh('sleep 0.3');
    expect(o.durationMs).toBeGreaterThanOrEqual(250);
    // Far above any real run (the budget here is 10 s), far below a wrong unit.
    expect(o.durationMs).toBeLessThan(600_000);
  });

  test('without a result or info pipe the child has no file descriptor 3 or 4', async () => {
    const o = await sh('(echo x >&3) 2>/dev/null && echo has3; (echo y >&4) 2>/dev/null && echo has4; echo done');
    expect(o.stdout).toBe('done\n');
    const withResults = await sh(
      '(echo x >&3) 2>/dev/null && echo has3; (echo y >&4) 2>/dev/null && echo has4; echo done',
      {
        resultPipe: { capBytes: 100 },
      },
    );
    expect(withResults.stdout).toBe('has3\ndone\n');
  });

  test('a child that exits without reading a large input is an ordinary exit, not a crash', async () => {
    const o = await sh('exit 3', { input: 'x'.repeat(4 * 1024 * 1024) });
    expect(o).toMatchObject({ kind: 'exited', code: 3 });
  });

  test('a flood of the result pipe stops the run', async () => {
    const o = await sh('yes r >&3', { resultPipe: { capBytes: 1000 } });
    expect(o.kind).toBe('stopped');
    expect(o.stopReason).toBe('the code under test flooded the result channel and was stopped');
    expect(o.results).toHaveLength(1000);
  });

  test('the watch sees the sandbox pid from the info pipe (fd 4) and stops the run with its reason', async () => {
    const seen: Array<number | null> = [];
    const o = await sh('printf "{\\"child-pid\\": 4242}" >&4; sleep 20', {
      infoPipe: true,
      watch: {
        intervalMs: 50,
        check: async (pid) => {
          seen.push(pid);
          return pid === 4242 ? 'the disk is full' : null;
        },
      },
    });
    expect(o.kind).toBe('stopped');
    expect(o.stopReason).toBe('the disk is full');
    expect(seen.at(-1)).toBe(4242);
  });

  test('a watch that keeps finding nothing lets the run end normally, and one that throws is retried', async () => {
    let calls = 0;
    const o = await sh('sleep 0.4; echo done', {
      watch: {
        intervalMs: 30,
        check: async () => {
          calls += 1;
          if (calls === 1) throw new Error('statfs failed');
          return null;
        },
      },
    });
    expect(o).toMatchObject({ kind: 'exited', code: 0, stdout: 'done\n' });
    expect(calls).toBeGreaterThan(2);
  });

  test('a program that cannot be started is spawn-failed with the error', async () => {
    const o = await spawnCapped({ command: '/nonexistent/prog', args: [], cwd: os.tmpdir(), env: {}, timeoutMs: 5000 });
    expect(o.kind).toBe('spawn-failed');
    expect(o.spawnError?.code).toBe('ENOENT');
    expect(o.code).toBeNull();
  });

  test('a background child left behind is killed with the group after the exit', async () => {
    const marker = `${Date.now() % 100000}`;
    const o = await sh(`sleep 300.${marker} & echo started`);
    expect(o.stdout).toBe('started\n');
    await new Promise((r) => setTimeout(r, 200));
    const alive = (await sh(`ps -eo args | grep -c "[s]leep 300.${marker}" || true`)).stdout.trim();
    expect(alive).toBe('0');
  });
});
