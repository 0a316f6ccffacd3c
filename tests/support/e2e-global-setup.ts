import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@jest/types';
import { startChromiumServers } from './e2e-chromium';
import { buildHostBundle, HOST_BUNDLE_ENV } from './e2e-host-bundle';
import realPythonFirst from './real-python-first.js';
import { useRamTempDir } from './ram-temp-dir.js';
import { rendererBuild } from '../../scripts/renderer-build.mjs';

/** Runs a build step with inherited output; resolves with its exit status. */
function step(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

/**
 * `npm test` builds the production renderer into out/renderer before its stages that serve it (the benchmarks'
 * smoke run, then these tests) and says so here, so one run builds it once.
 */
export const RENDERER_BUILT_ENV = 'WORKBENCH_RENDERER_BUILT';

/** Builds the production renderer into a scratch folder and swaps it in as out/renderer. */
async function buildRendererInPlace(root: string): Promise<void> {
  const target = path.join(root, 'out', 'renderer');
  if (process.env[RENDERER_BUILT_ENV] === '1' && fs.existsSync(path.join(target, 'index.html'))) return;
  const scratch = path.join(root, 'out', `renderer.build-${process.pid}`);
  // The bundle users load, not React's development build (about a sixth more of Chromium's CPU in the heaviest files).
  const build = rendererBuild({ outDir: scratch, logLevel: 'error' });
  try {
    const status = await step(build.command, build.args, root, build.env);
    if (status !== 0) throw new Error('Renderer build failed; see the output above.');
  } catch (err) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw err;
  }
  const old = path.join(root, 'out', `renderer.old-${process.pid}`);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(scratch, target);
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Builds the production renderer (unless this `npm test` run already did) and the browser host once for the whole
 * e2e run, side by side. The renderer goes into a scratch folder that is then swapped in, so a browser host already
 * serving out/renderer (another run, a screenshot session) never sees it half-empty. The host bundle's path reaches
 * the test workers in the environment (tests/support/web-host.ts starts it; without it, a host runs from the
 * sources through tsx). Then one Chromium per jest worker, in which each test opens its own context
 * (tests/support/e2e-chromium.ts).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  useRamTempDir(); // the hosts' data folders and Chromium's profiles (tests/support/ram-temp-dir.js)
  realPythonFirst(); // the hosts the workers start inherit PATH
  const root = path.resolve(__dirname, '../..');
  const [renderer, host] = await Promise.allSettled([buildRendererInPlace(root), buildHostBundle(root)]);
  if (renderer.status === 'rejected') throw renderer.reason;
  if (host.status === 'rejected') throw host.reason;
  process.env[HOST_BUNDLE_ENV] = host.value;
  await startChromiumServers(Math.max(1, globalConfig.maxWorkers));
}
