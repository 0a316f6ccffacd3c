import fs from 'node:fs';
import type { RunRequest } from '../../../src/main/services/runner';

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
