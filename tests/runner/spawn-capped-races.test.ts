import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import {
  OUTPUT_STOP_BYTES,
  spawnCapped,
  type SpawnOutcome,
  type SpawnRequest,
} from '../../src/main/services/runner/spawn-capped';

/**
 * spawnCapped with a fake child and fake timers, so events that race in real runs arrive in a chosen order:
 * output read after the exit, the budget running out while the pipes drain or after a stop, a watch answer
 * landing after the exit, bubblewrap's info arriving in pieces. Real processes are covered by spawn-capped.test.ts.
 */

const PID = 4321;
const RUN_BUDGET_MS = 10_000;
const DRAIN_GRACE_MS = 500;
const WATCH_INTERVAL_MS = 50;

/** A child process made of pass-through pipes; the test writes its output and emits its events. */
class FakeChild extends EventEmitter {
  readonly stdin: PassThrough | null;
  readonly stdout: PassThrough | null;
  readonly stderr: PassThrough | null;
  readonly stdio: ChildProcess['stdio'];
  private readonly pipes: Array<PassThrough | null>;

  constructor(
    readonly pid: number | undefined,
    stdio: SpawnOptions['stdio'],
  ) {
    super();
    // Like node's spawn: a stream for each 'pipe', null for each 'ignore'.
    this.pipes = (Array.isArray(stdio) ? stdio : []).map((kind) => (kind === 'pipe' ? new PassThrough() : null));
    const [stdin = null, stdout = null, stderr = null, fd3, fd4] = this.pipes;
    this.stdin = stdin;
    this.stdout = stdout;
    this.stderr = stderr;
    this.stdio = [stdin, stdout, stderr, fd3, fd4];
  }

  pipe(fd: number): PassThrough {
    const stream = this.pipes[fd];
    if (!stream) throw new Error(`fd ${fd} is not a pipe`);
    return stream;
  }

  write(fd: number, data: string | Buffer): void {
    this.pipe(fd).write(data);
  }

  exit(code: number | null, signal: NodeJS.Signals | null): void {
    this.emit('exit', code, signal);
  }

  close(): void {
    this.emit('close');
  }
}

/** Starts spawnCapped on a fake child; `kills` records every group kill it sends. */
function start(req: Partial<SpawnRequest> = {}, pid: number | undefined = PID) {
  const kills: Array<number | undefined> = [];
  const children: FakeChild[] = [];
  let settled = false;
  const outcome = spawnCapped(
    { command: 'prog', args: [], cwd: '/', env: {}, timeoutMs: RUN_BUDGET_MS, ...req },
    {
      spawn: (_command, _args, options) => {
        const child = new FakeChild(pid, options.stdio);
        children.push(child);
        return child;
      },
      killGroup: (p) => kills.push(p),
    },
  ).then((o) => {
    settled = true;
    return o;
  });
  const [child] = children;
  if (!child) throw new Error('spawnCapped did not spawn');
  return { child, kills, outcome, isSettled: () => settled };
}

/** Lets pipe data, promise callbacks and stream events that are queued run (none of them use the faked timers). */
async function flush(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** The outcome without its duration, which the fake clock makes meaningless. */
async function settledOutcome(outcome: Promise<SpawnOutcome>): Promise<Omit<SpawnOutcome, 'durationMs'>> {
  const { durationMs, ...rest } = await outcome;
  expect(durationMs).toBeGreaterThanOrEqual(0);
  return rest;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('spawnCapped: the order of exit, output, budget and stops', () => {
  test('output past the limit that is read after the exit leaves the run an exit', async () => {
    const { child, kills, outcome } = start({ stopAfterOutputBytes: 10 });
    child.exit(0, null);
    child.write(1, 'x'.repeat(20));
    await flush();
    child.close();
    expect(await settledOutcome(outcome)).toEqual({
      kind: 'exited',
      code: 0,
      signal: null,
      stdout: 'x'.repeat(20),
      stderr: '',
      truncated: false,
    });
    // One kill for the exit (left-behind children) and one from the limit, which still kills the group.
    expect(kills).toEqual([PID, PID]);
  });

  test('a limit reached after the budget ran out leaves the run a timeout, without a stop reason', async () => {
    const { child, kills, outcome } = start({ timeoutMs: 100, stopAfterOutputBytes: 10 });
    jest.advanceTimersByTime(100);
    expect(kills).toEqual([PID]);
    child.write(1, 'x'.repeat(20));
    await flush();
    child.exit(null, 'SIGKILL');
    child.close();
    expect(await settledOutcome(outcome)).toEqual({
      kind: 'timeout',
      code: null,
      signal: 'SIGKILL',
      stdout: 'x'.repeat(20),
      stderr: '',
      truncated: false,
    });
  });

  test('the first limit that stops a run names it; a later one only kills again', async () => {
    const { child, kills, outcome } = start({ resultPipe: { capBytes: 4 }, stopAfterOutputBytes: 10 });
    child.write(3, 'rrrrr');
    await flush();
    child.write(1, 'x'.repeat(20));
    await flush();
    expect(kills).toEqual([PID, PID]);
    child.exit(null, 'SIGKILL');
    child.close();
    expect(await settledOutcome(outcome)).toEqual({
      kind: 'stopped',
      code: null,
      signal: 'SIGKILL',
      stdout: 'x'.repeat(20),
      stderr: '',
      truncated: false,
      results: Buffer.from('rrrr'),
      stopReason: 'the code under test flooded the result channel and was stopped',
    });
  });

  test('the budget running out between a stop and the exit leaves the run a stop', async () => {
    const twoMb = 2 * 1024 * 1024;
    const { child, outcome } = start({ timeoutMs: 100, stopAfterOutputBytes: twoMb, capBytes: 4 });
    child.write(1, Buffer.alloc(twoMb + 1, 'x'));
    await flush();
    jest.advanceTimersByTime(100);
    child.exit(null, 'SIGKILL');
    child.close();
    expect(await settledOutcome(outcome)).toEqual({
      kind: 'stopped',
      code: null,
      signal: 'SIGKILL',
      stdout: 'xxxx',
      stderr: '',
      truncated: true,
      stopReason: 'the code printed more than 2 MB of output and was stopped',
    });
  });

  test('the budget running out while an escaped child holds the pipes leaves the run an exit; the pipes are closed after the grace', async () => {
    const { child, kills, outcome, isSettled } = start({ timeoutMs: 100 });
    child.write(1, 'done\n');
    await flush();
    child.exit(0, null);
    jest.advanceTimersByTime(100);
    expect(kills).toEqual([PID, PID]);
    jest.advanceTimersByTime(DRAIN_GRACE_MS - 101);
    await flush();
    expect(isSettled()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settledOutcome(outcome)).toEqual({
      kind: 'exited',
      code: 0,
      signal: null,
      stdout: 'done\n',
      stderr: '',
      truncated: false,
    });
    expect([child.stdout?.destroyed, child.stderr?.destroyed]).toEqual([true, true]);
  });

  test('the default output limit is 16 MB across both streams', async () => {
    const { child, kills, outcome } = start({ capBytes: 4 });
    child.write(1, Buffer.alloc(OUTPUT_STOP_BYTES - 1, 'x'));
    child.write(2, 'e');
    await flush();
    expect(kills).toEqual([]);
    child.write(2, 'e');
    await flush();
    expect(kills).toEqual([PID]);
    child.exit(null, 'SIGKILL');
    child.close();
    expect(await settledOutcome(outcome)).toMatchObject({
      kind: 'stopped',
      stopReason: 'the code printed more than 16 MB of output and was stopped',
    });
  });

  test('an error event after a successful start (a failed kill, say) does not end the run', async () => {
    const { child, outcome, isSettled } = start();
    child.emit('error', Object.assign(new Error('kill EPERM'), { code: 'EPERM' }));
    await flush();
    expect(isSettled()).toBe(false);
    child.write(1, 'still here');
    await flush();
    child.exit(0, null);
    child.close();
    expect(await settledOutcome(outcome)).toMatchObject({ kind: 'exited', code: 0, stdout: 'still here' });
  });

  test('errors on the result and info pipes are absorbed, not thrown', async () => {
    const { child, outcome } = start({ resultPipe: { capBytes: 10 }, infoPipe: true });
    // emit (not destroy) so a missing listener would throw right here.
    expect(() => child.pipe(3).emit('error', new Error('EPIPE'))).not.toThrow();
    expect(() => child.pipe(4).emit('error', new Error('EPIPE'))).not.toThrow();
    child.exit(0, null);
    child.close();
    expect(await settledOutcome(outcome)).toMatchObject({ kind: 'exited', code: 0, results: Buffer.alloc(0) });
  });
});

describe('spawnCapped: the watch and the exit', () => {
  test('the watch is not consulted after the exit while the pipes drain', async () => {
    const check = jest.fn(async (_pid: number | null): Promise<string | null> => null);
    const { child, outcome } = start({ watch: { intervalMs: WATCH_INTERVAL_MS, check } });
    jest.advanceTimersByTime(WATCH_INTERVAL_MS);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    child.exit(0, null);
    jest.advanceTimersByTime(4 * WATCH_INTERVAL_MS);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    child.close();
    expect(await settledOutcome(outcome)).toMatchObject({ kind: 'exited', code: 0 });
  });

  test.each([
    ['a reason', (answer: ReturnType<typeof deferred<string | null>>) => answer.resolve('the disk is full')],
    ['nothing', (answer: ReturnType<typeof deferred<string | null>>) => answer.resolve(null)],
    ['a failure', (answer: ReturnType<typeof deferred<string | null>>) => answer.reject(new Error('statfs failed'))],
  ])(
    'a watch answer (%s) that lands after the exit neither stops nor kills nor schedules another check',
    async (_label, answerWith) => {
      const answer = deferred<string | null>();
      const check = jest.fn((_pid: number | null) => answer.promise);
      const { child, kills, outcome } = start({ watch: { intervalMs: WATCH_INTERVAL_MS, check } });
      jest.advanceTimersByTime(WATCH_INTERVAL_MS);
      expect(check).toHaveBeenCalledTimes(1);
      child.exit(0, null);
      expect(kills).toEqual([PID]);
      // The budget and the drain grace.
      expect(jest.getTimerCount()).toBe(2);
      answerWith(answer);
      await flush();
      expect(kills).toEqual([PID]);
      expect(jest.getTimerCount()).toBe(2);
      child.close();
      expect(await settledOutcome(outcome)).toEqual({
        kind: 'exited',
        code: 0,
        signal: null,
        stdout: '',
        stderr: '',
        truncated: false,
      });
      expect(jest.getTimerCount()).toBe(0);
    },
  );
});

describe("spawnCapped: bubblewrap's info pipe", () => {
  /** Writes the chunks to fd 4 one by one; returns the pid the watch was given and whether fd 4 was paused. */
  async function infoAfter(chunks: string[]): Promise<{ pid: number | null; paused: boolean }> {
    const seen: Array<number | null> = [];
    const check = async (pid: number | null) => {
      seen.push(pid);
      return null;
    };
    const { child, outcome } = start({ infoPipe: true, watch: { intervalMs: WATCH_INTERVAL_MS, check } });
    for (const chunk of chunks) {
      child.write(4, chunk);
      await flush();
    }
    jest.advanceTimersByTime(WATCH_INTERVAL_MS);
    await flush();
    const paused = child.pipe(4).isPaused();
    child.exit(0, null);
    child.close();
    await outcome;
    expect(seen).toHaveLength(1);
    return { pid: seen[0] ?? null, paused };
  }

  test('the pid is read whatever the spacing around the colon', async () => {
    expect(await infoAfter(['{"child-pid":5}'])).toEqual({ pid: 5, paused: true });
    expect(await infoAfter(['{"child-pid" :\t6}'])).toEqual({ pid: 6, paused: true });
    expect(await infoAfter(['{\n    "child-pid": 7,\n    "cgroup-namespace": 4026531835\n}\n'])).toEqual({
      pid: 7,
      paused: true,
    });
  });

  test('a pid split across writes is read once it is whole', async () => {
    expect(await infoAfter(['{"child-pi', 'd": 8}'])).toEqual({ pid: 8, paused: true });
    expect(await infoAfter(['{', '"child-pid": ', '81}'])).toEqual({ pid: 81, paused: true });
  });

  test('only the first pid counts: the pipe is paused once it is read', async () => {
    expect(await infoAfter(['{"child-pid": 11}', '{"child-pid": 99}'])).toEqual({ pid: 11, paused: true });
  });

  test('up to 4096 bytes without a pid are waited through; past that the pipe is given up', async () => {
    expect(await infoAfter([' '.repeat(4096), '{"child-pid": 9}'])).toEqual({ pid: 9, paused: true });
    expect(await infoAfter([' '.repeat(4097), '{"child-pid": 9}'])).toEqual({ pid: null, paused: true });
  });

  test('with nothing on the info pipe the watch gets no pid', async () => {
    expect(await infoAfter([])).toEqual({ pid: null, paused: false });
  });
});
