import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { RunRequest } from '../../src/main/services/runner';
import { bwrapArgs, findBwrap } from '../../src/main/services/runner/isolation';

/** A one-test Python problem whose test body is `body` (indented into a test method). */
export function pyProblem(body: string, imports = 'import os, sys, time, subprocess, socket'): RunRequest['problem'] {
  const indented = body
    .split('\n')
    .map((l) => `        ${l}`)
    .join('\n');
  return {
    slug: 'hostile',
    language: 'python',
    dir: '/nonexistent',
    tests: `import unittest\n${imports}\nimport solution\n\nclass Hostile(unittest.TestCase):\n    def test_it(self):\n${indented}\n`,
  };
}

export function rustProblem(tests: string): RunRequest['problem'] {
  return { slug: 'hostile-rs', language: 'rust', dir: '/nonexistent', tests: `use super::*;\n${tests}` };
}

/** Whether any live process has `marker` in its command line (Linux /proc). */
export function processWithMarkerAlive(marker: string): boolean {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      // Zombies have an empty cmdline; a process still running shows its arguments.
      if (cmdline.includes(marker)) return true;
    } catch {
      // The process ended while we looked.
    }
  }
  return false;
}

/** A `sleep` argument that doubles as a unique marker: 300 seconds plus a random fraction. */
export function uniqueSleepArg(): string {
  return `300.${Date.now() % 100000}${Math.floor(Math.random() * 1e6)}`;
}

export const isLinux = process.platform === 'linux';

/**
 * Whether bubblewrap works here, decided synchronously at load time so a test file can choose `describe` or
 * `describe.skip` (jest cannot await before collecting tests). Same probe as the runner's: the real arguments.
 */
export function bubblewrapUsable(): { usable: boolean; reason: string } {
  const bwrap = findBwrap();
  if (!bwrap) return { usable: false, reason: 'bwrap is not installed (or this is not Linux)' };
  const probe = spawnSync(bwrap, [...bwrapArgs({ runDir: os.tmpdir(), folder: 'tmpfs', readOnly: [] }), 'true'], {
    timeout: 10_000,
    env: { PATH: '/usr/bin:/bin' },
    encoding: 'utf8',
  });
  if (probe.status === 0) return { usable: true, reason: 'bwrap works' };
  const why = (probe.stderr || probe.error?.message || `exit ${String(probe.status)}`).trim().split('\n')[0];
  return { usable: false, reason: `bwrap cannot create a sandbox here (${why})` };
}

/**
 * Runs `work` while a second request keeps being answered by a server in this same process, and once more
 * after it: the figures say whether the app stayed responsive (each answer's own latency, not the test's time),
 * and `workMs` how long the work itself took.
 */
export async function respondsDuring<T>(
  work: Promise<T>,
): Promise<{ result: T; answered: number; slowestMs: number; afterMs: number; workMs: number }> {
  const server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(performance.now() - started));
        })
        .on('error', reject);
    });
  let done = false;
  let answered = 0;
  let slowestMs = 0;
  const asking = (async () => {
    while (!done) {
      slowestMs = Math.max(slowestMs, await ask());
      answered++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  try {
    const result = await work;
    const workMs = performance.now() - started;
    done = true;
    await asking;
    const afterMs = await ask();
    return { result, answered, slowestMs, afterMs, workMs };
  } finally {
    done = true;
    server.close();
  }
}

/** The result of a run that ended in an error before any test ran, unsandboxed: what the runner tests expect. */
export const errorResult = (message: string) => ({
  status: 'error',
  tests: [],
  duration_ms: expect.any(Number),
  isolation: 'process',
  stdout: '',
  stderr: '',
  truncated: false,
  error_message: message,
});
