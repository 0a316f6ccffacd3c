import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@jest/types';
import { startChromiumServers } from './e2e-chromium';
import { buildHostBundle, HOST_BUNDLE_ENV } from './e2e-host-bundle';
import realPythonFirst from './real-python-first.js';
import { useRamTempDir } from './ram-temp-dir.js';

/** Runs a build step with inherited output; resolves with its exit status. */
function step(command: string, args: string[], cwd: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

/**
 * Builds the renderer and the browser host once for the whole e2e run, side by side. The renderer goes into a
 * scratch folder that is then swapped in, so a browser host already serving out/renderer (another run, a screenshot
 * session) never sees it half-empty. The host bundle's path reaches the test workers in the environment
 * (tests/support/web-host.ts starts it; without it, a host runs from the sources through tsx). Then one Chromium per
 * jest worker, in which each test opens its own context (tests/support/e2e-chromium.ts).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  useRamTempDir(); // the hosts' data folders and Chromium's profiles (tests/support/ram-temp-dir.js)
  realPythonFirst(); // the hosts the workers start inherit PATH
  const root = path.resolve(__dirname, '../..');
  const target = path.join(root, 'out', 'renderer');
  const scratch = path.join(root, 'out', `renderer.build-${process.pid}`);
  const [renderer, host] = await Promise.allSettled([
    step(
      path.join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--config', 'vite.web.config.ts', '--logLevel', 'error', '--outDir', scratch],
      root,
    ),
    buildHostBundle(root),
  ]);
  if (renderer.status !== 'fulfilled' || renderer.value !== 0 || host.status !== 'fulfilled') {
    fs.rmSync(scratch, { recursive: true, force: true });
    if (host.status === 'rejected') throw host.reason;
    throw new Error('Renderer build failed; see the output above.');
  }
  const old = path.join(root, 'out', `renderer.old-${process.pid}`);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(scratch, target);
  fs.rmSync(old, { recursive: true, force: true });
  process.env[HOST_BUNDLE_ENV] = host.value;
  await startChromiumServers(Math.max(1, globalConfig.maxWorkers));
}
