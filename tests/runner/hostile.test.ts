import fs from 'node:fs';
import net from 'node:net';
import { createRunner, type Runner } from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';
import { bubblewrapUsable, isLinux, processWithMarkerAlive, pyProblem, respondsDuring, rustProblem, uniqueSleepArg } from './support';

/**
 * Hostile code, each case under both isolations: the plain-process fallback (always) and bubblewrap. Where
 * bubblewrap cannot run, its cases are skipped visibly on a developer's machine, and fail under CI (CI=true),
 * where the sandbox is part of what is being tested.
 */
jest.setTimeout(120_000);

const ci = process.env.CI === 'true';
const bwrap = bubblewrapUsable();
if (!bwrap.usable) {
  console.warn(
    ci
      ? `CI=true and ${bwrap.reason}: the bubblewrap cases run and fail.`
      : `Skipping the bubblewrap cases: ${bwrap.reason}. Install bubblewrap (and allow user namespaces) to run them.`,
  );
}
const describeBwrap = bwrap.usable || ci ? describe : describe.skip;

const tmp = makeTempDir('workbench-hostile-');
afterAll(() => tmp.cleanup());

// The mandatory modes: `bubblewrap` never falls back, so a machine without it cannot pass these cases.
const runners = {
  process: createRunner({ workDir: `${tmp.dir}/process`, isolation: 'process' }),
  bubblewrap: createRunner({ workDir: `${tmp.dir}/bubblewrap`, isolation: 'bubblewrap' }),
};
const autoRunner = createRunner({ workDir: `${tmp.dir}/auto` });

/** A two-test problem and a wrong solution: only a forged verdict could call it a pass. */
const ADD_TESTS = `import unittest
from solution import add


class AddTest(unittest.TestCase):
    def test_small(self):
        self.assertEqual(add(1, 2), 3)

    def test_negative(self):
        self.assertEqual(add(-1, -1), -2)
`;
const addProblem = { slug: 'add', language: 'python' as const, dir: '/nonexistent', tests: ADD_TESTS };
const WRONG_ADD = 'def add(a, b):\n    return a - b\n';

const PYTHON_FORGERIES: Array<[string, string]> = [
  ['replaces unittest.TestCase.run', 'import unittest\nunittest.TestCase.run = lambda self, result=None: None\n'],
  ['patches the result class', 'import unittest\nunittest.TestResult.addFailure = lambda *a, **k: None\nunittest.TestResult.addError = lambda *a, **k: None\n'],
  ["patches the harness's own result class", "import __main__\nfor n in ('addFailure', 'addError'):\n    setattr(__main__.RecordingResult, n, lambda *a, **k: None)\n"],
  ['turns assertEqual into a no-op', 'import unittest\nunittest.TestCase.assertEqual = lambda *a, **k: None\n'],
  ['calls sys.exit(0) while being imported', 'import sys\nsys.exit(0)\n'],
  ['calls os._exit(0) while being imported', 'import os\nos._exit(0)\n'],
  ['registers os._exit(0) at exit', 'import atexit, os\natexit.register(lambda: os._exit(0))\n'],
  [
    'prints a fake verdict on stdout',
    'print(\'{"version": 3, "status": "pass", "message": null, "tests": []}\')\nprint(\'{"kind": "done", "count": 2, "nonce": "x"}\')\n',
  ],
  [
    'writes fake records to every descriptor',
    "import os\nfake = b'{\"kind\": \"test\", \"name\": \"AddTest.test_small\", \"status\": \"pass\", \"message\": \"\", \"output\": \"\", \"nonce\": \"x\"}\\n'\nfor fd in range(3, 1024):\n    try:\n        os.write(fd, fake)\n    except OSError:\n        pass\n",
  ],
  ["walks the harness's memory with gc", 'import gc\nfound = gc.get_objects()\n'],
  ["lists its own descriptors in /proc", "import os\nfds = os.listdir('/proc/self/fd')\n"],
];

/** The old results.json could be swapped for a FIFO or a link to /dev/zero or a host file. */
const RESULT_FILE_TRAPS = `import os, atexit
def plant():
    for name, target in [('results.json', '/dev/zero'), ('results.json.tmp', '/etc/passwd')]:
        try:
            os.symlink(target, name)
        except OSError:
            pass
    try:
        os.mkfifo('results.fifo')
    except OSError:
        pass
plant()
atexit.register(plant)
`;

const RUST_ADD = rustProblem('#[test]\nfn adds() { assert_eq!(add(1, 2), 3); }\n\n#[test]\nfn adds_negative() { assert_eq!(add(-1, -1), -2); }\n');
const RUST_FORGERIES: Array<[string, string]> = [
  ['a #[test] of its own, named like the real one', 'pub fn add(a: i64, b: i64) -> i64 { a - b }\n#[test]\nfn adds() {}\n#[test]\nfn extra() {}\n'],
  ['std::process::exit(0) in the code under test', 'pub fn add(_a: i64, _b: i64) -> i64 { std::process::exit(0) }\n'],
  [
    'printing fake libtest output, then exit(0)',
    'pub fn add(_a: i64, _b: i64) -> i64 {\n    println!("test tests::adds ... ok\\ntest tests::adds_negative ... ok\\n\\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s");\n    std::process::exit(0)\n}\n',
  ],
];

const responsive = (figures: { answered: number; slowestMs: number; afterMs: number; workMs: number }) => {
  // Another request kept being answered during the run and right after it, each within a second or, for a long run,
  // well within the run: an event loop held by the run answers only after it (a wait as long as the run), while a
  // busy machine (the e2e tests run beside these) delays a free loop's answer by a second or two, whatever the run.
  const bound = Math.max(1000, figures.workMs * 0.6);
  expect(figures.answered).toBeGreaterThanOrEqual(1);
  expect(figures.slowestMs).toBeLessThan(bound);
  expect(figures.afterMs).toBeLessThan(bound);
};

function hostileCases(mode: 'process' | 'bubblewrap') {
  const runner: Runner = runners[mode];

  test('an infinite loop ends as timeout, after the limit, with the app responsive', async () => {
    const { result, ...figures } = await respondsDuring(runner.run({ problem: pyProblem('while True:\n    pass'), code: '', timeoutMs: 1500 }));
    expect(result.status).toBe('timeout');
    expect(result.isolation).toBe(mode);
    // Not stopped early (with slack for timer granularity), and ended at all (a hang guard, not a speed claim).
    expect(result.duration_ms).toBeGreaterThanOrEqual(1400);
    expect(result.error_message).toMatch(/did not finish within 1.5 s/);
    responsive(figures);
  });

  test('a 5-second sleep passes under the default 8 s budget', async () => {
    const result = await runner.run({ problem: pyProblem('time.sleep(5)\nself.assertTrue(True)'), code: '' });
    expect(result.status).toBe('passed');
    expect(result.isolation).toBe(mode);
    expect(result.tests).toEqual([expect.objectContaining({ name: 'Hostile.test_it', status: 'pass' })]);
  });

  test.each(PYTHON_FORGERIES)('a wrong solution that %s is not a pass', async (_what, attack) => {
    const { result, ...figures } = await respondsDuring(runner.run({ problem: addProblem, code: attack + WRONG_ADD }));
    expect(['failed', 'error']).toContain(result.status);
    expect(result.isolation).toBe(mode);
    responsive(figures);
  });

  test('the same wrong solution without an attack fails (the control for the forgeries)', async () => {
    const result = await runner.run({ problem: addProblem, code: WRONG_ADD });
    expect(result.status).toBe('failed');
    expect(result.tests.map((t) => [t.name, t.status])).toEqual([
      // File order, not alphabetical.
      ['AddTest.test_small', 'fail'],
      ['AddTest.test_negative', 'fail'],
    ]);
  });

  test('links and a FIFO planted where results used to be change nothing, and the app stays responsive', async () => {
    const { result, ...figures } = await respondsDuring(runner.run({ problem: addProblem, code: RESULT_FILE_TRAPS + WRONG_ADD }));
    expect(result.status).toBe('failed');
    responsive(figures);
    const right = await runner.run({ problem: addProblem, code: `${RESULT_FILE_TRAPS}def add(a, b):\n    return a + b\n` });
    expect(right.status).toBe('passed');
  });

  test.each(RUST_FORGERIES)('a wrong Rust solution with %s is not a pass', async (_what, code) => {
    const { result, ...figures } = await respondsDuring(runner.run({ problem: RUST_ADD, code }));
    expect(['failed', 'error']).toContain(result.status);
    expect(result.isolation).toBe(mode);
    responsive(figures);
  });

  test('a disk filler is stopped at the 64 MB cap, and the app stays responsive', async () => {
    // 1 MB files in the temp folder a run is given, without end, swallowing every error; it reports how far it got.
    const filler = [
      'import tempfile',
      'chunk = b"x" * (1024 * 1024)',
      'for i in range(1500):',
      '    try:',
      '        with open(os.path.join(tempfile.gettempdir(), "fill%d" % i), "wb") as f:',
      '            f.write(chunk)',
      '        os.write(1, b"%d\\n" % i)',
      '    except OSError:',
      '        pass',
      'while True:',
      '    time.sleep(0.01)',
    ].join('\n');
    const { result, ...figures } = await respondsDuring(runner.run({ problem: pyProblem(filler), code: '', timeoutMs: 60_000 }));
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/wrote more than 64 MB/);
    // Stopped by the watch, not run to the end (its last file is number 1499). How far past the cap it got is what
    // it wrote between two looks: under bubblewrap nothing (the tmpfs is full at 64 MB), without it 70 and 247
    // files in two runs on a quiet machine, and once 1,106 on a two-core build machine running the e2e tests beside
    // this file, where the app's thread got little of the CPU (docs/runner.md, "without bubblewrap").
    const written = Math.max(0, ...result.stdout.trim().split('\n').filter(Boolean).map(Number));
    expect(written).toBeLessThan(1499);
    responsive(figures);
  });

  test('a flood of empty files is stopped at the file cap', async () => {
    const flood = 'import tempfile\nd = tempfile.gettempdir()\nfor i in range(50000):\n    open(os.path.join(d, "f%d" % i), "w").close()\nwhile True:\n    time.sleep(0.01)';
    const result = await runner.run({ problem: pyProblem(flood), code: '', timeoutMs: 60_000 });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/more than 10000 files/);
  });

  test('a run printing without end is stopped, not buffered, and the app neither grows nor stalls', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const flood = "chunk = b'x' * (1024 * 1024)\nfor _ in range(1024):\n    os.write(1, chunk)\n    os.write(2, chunk)";
    const { result, ...figures } = await respondsDuring(runner.run({ problem: pyProblem(flood), code: '', timeoutMs: 60_000 }));
    const grown = process.memoryUsage().rss - before;
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/printed more than 16 MB of output/);
    expect(result.truncated).toBe(true);
    expect(result.stdout.length).toBeLessThanOrEqual(64 * 1024);
    expect(result.stderr.length).toBeLessThanOrEqual(64 * 1024);
    expect(grown).toBeLessThan(100 * 1024 * 1024);
    responsive(figures);
  });

  test('a memory hog is stopped by the address-space limit', async () => {
    const hog = 'hoard = []\nwhile True:\n    hoard.append(bytearray(50 * 1024 * 1024))';
    // What is under test is the memory limit, not the clock: on a loaded machine Python's start alone can use up
    // the default 8 s, and a timeout would then hide whether the limit stopped the hog.
    const result = await runner.run({ problem: pyProblem(hog), code: '', timeoutMs: 60_000 });
    expect(result.status).not.toBe('passed');
    expect(result.status).not.toBe('timeout');
    const text = result.tests.map((t) => t.message).join('\n') + (result.error_message ?? '');
    expect(text).toMatch(/MemoryError|killed|memory/i);
  });

  test('a Rust allocation beyond the limit is stopped', async () => {
    const result = await runner.run({
      problem: rustProblem('#[test]\nfn hog() { let v = vec![1u8; 8usize << 30]; assert_eq!(v[12345], 1); }\n'),
      code: 'pub fn nothing() {}\n',
      timeoutMs: 60_000,
    });
    expect(result.status).not.toBe('passed');
    expect(result.status).not.toBe('timeout');
  });

  test("a test's own printing is captured per test and capped at 500 characters", async () => {
    const result = await runner.run({ problem: pyProblem("for _ in range(100000):\n    print('y' * 1000)"), code: '' });
    expect(result.status).toBe('passed');
    const output = result.tests[0]?.output ?? '';
    expect(output.startsWith('y'.repeat(500))).toBe(true);
    expect(output.length).toBeLessThanOrEqual(500 + '\n[output truncated]'.length);
  });

  (isLinux ? test : test.skip)('spawned children are gone after the run (normal end and timeout)', async () => {
    const normal = uniqueSleepArg();
    const r1 = await runner.run({ problem: pyProblem(`subprocess.Popen(['sleep', '${normal}'])\ntime.sleep(0.3)`), code: '' });
    expect(r1.status).toBe('passed');
    expect(processWithMarkerAlive(normal)).toBe(false);

    const looping = uniqueSleepArg();
    const r2 = await runner.run({ problem: pyProblem(`subprocess.Popen(['sleep', '${looping}'])\nwhile True:\n    pass`), code: '', timeoutMs: 1500 });
    expect(r2.status).toBe('timeout');
    expect(processWithMarkerAlive(looping)).toBe(false);
  });

  test('the environment shows no secret, and the run gets its own session', async () => {
    const planted = {
      OPENAI_API_KEY: 'sk-planted-openai',
      GITHUB_TOKEN: 'ghp-planted-token',
      AWS_SECRET_ACCESS_KEY: 'planted-aws-secret',
      WORKBENCH_WEB_TOKEN: 'planted-web-token',
    };
    Object.assign(process.env, planted);
    try {
      const dump = "for k, v in sorted(os.environ.items()):\n    os.write(1, (k + '=' + v + '\\n').encode())\nos.write(1, b'sid-is-me=%d\\n' % (os.getsid(0) == os.getpid()))";
      const result = await runner.run({ problem: pyProblem(dump), code: '' });
      expect(result.status).toBe('passed');
      expect(result.stdout).toContain('PATH=');
      for (const [name, value] of Object.entries(planted)) {
        expect(result.stdout).not.toContain(name);
        expect(result.stdout).not.toContain(value);
      }
      expect(result.stdout).not.toMatch(/_(TOKEN|KEY|SECRET)=/);
      // Its own session (and so its own process group): a signal to the session or group cannot reach the app.
      // Inside bubblewrap the sandbox's init leads the new session, in a PID namespace the app is not in.
      expect(result.stdout).toMatch(mode === 'process' ? /sid-is-me=1/ : /sid-is-me=[01]/);
    } finally {
      for (const name of Object.keys(planted)) delete process.env[name];
    }
  });

  test("the run's folder is a fresh one outside the runner's data folder", async () => {
    const result = await runner.run({ problem: pyProblem("os.write(1, os.getcwd().encode() + b'\\n')"), code: '' });
    expect(result.status).toBe('passed');
    const cwd = result.stdout.trim();
    expect(cwd.startsWith(`${tmp.dir}/${mode}`)).toBe(false);
    expect(cwd).not.toBe('');
  });
}

describe('hostile code under process isolation (the fallback without bubblewrap)', () => {
  hostileCases('process');
});

describeBwrap('hostile code under bubblewrap isolation', () => {
  hostileCases('bubblewrap');
});

describeBwrap('bubblewrap-only guarantees', () => {
  const runner = runners.bubblewrap;

  test('a run on this machine says it was isolated with bubblewrap (the default runner picks it)', async () => {
    const result = await autoRunner.run({ problem: pyProblem('self.assertTrue(True)'), code: '' });
    expect(result.status).toBe('passed');
    expect(result.isolation).toBe('bubblewrap');
  });

  test('a setsid grandchild does not survive the run', async () => {
    const marker = uniqueSleepArg();
    const code = `subprocess.Popen(['setsid', 'sleep', '${marker}'], start_new_session=True)\ntime.sleep(0.3)`;
    const result = await runner.run({ problem: pyProblem(code), code: '' });
    expect(result.status).toBe('passed');
    expect(result.isolation).toBe('bubblewrap');
    expect(processWithMarkerAlive(marker)).toBe(false);
  });

  test('a write outside the run folder and /tmp does not land, the sandbox root included', async () => {
    const outside = makeTempDir('workbench-outside-');
    try {
      const targets = [`${outside.dir}/escaped.txt`, `${tmp.dir}/bubblewrap/escaped.txt`, '/usr/escaped.txt', `${process.env.HOME ?? '/root'}/escaped.txt`, '/escaped.txt'];
      const attempts = targets.map((t) => `try:\n    open('${t}', 'w').write('x')\n    print('wrote ${t}')\nexcept OSError as e:\n    print('blocked', e)`).join('\n');
      const result = await runner.run({ problem: pyProblem(attempts), code: '' });
      expect(result.status).toBe('passed');
      expect(result.tests[0]?.output).not.toMatch(/wrote /);
      for (const t of targets) expect(fs.existsSync(t)).toBe(false);
    } finally {
      outside.cleanup();
    }
  });

  test('a connection to a loopback port does not arrive (and does without bubblewrap)', async () => {
    let connections = 0;
    const server = net.createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const dial = `try:\n    socket.create_connection(('127.0.0.1', ${port}), timeout=2).close()\n    print('connected')\nexcept OSError as e:\n    print('refused', e)`;
    try {
      const sandboxed = await runner.run({ problem: pyProblem(dial), code: '' });
      expect(sandboxed.status).toBe('passed');
      expect(sandboxed.tests[0]?.output).toMatch(/refused/);
      expect(connections).toBe(0);
      // Control: the same code outside bubblewrap does connect, so the check above can fail.
      const plain = await runners.process.run({ problem: pyProblem(dial), code: '' });
      expect(plain.tests[0]?.output).toMatch(/connected/);
      expect(connections).toBe(1);
    } finally {
      server.close();
    }
  });
});
