import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command in the repo root with inherited output; exits this script with its code on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  return result.status ?? 1;
}

/** Starts a long-running child, forwarding signals so Ctrl+C stops it cleanly. */
export function runForever(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

export function buildRenderer() {
  const status = run(bin('vite'), ['build', '--config', 'vite.web.config.ts', '--logLevel', 'warn']);
  if (status !== 0) process.exit(status);
}
