import path from 'node:path';
import { stopChromiumServers } from './e2e-chromium';
import { removeHostBundle } from './e2e-host-bundle';
import { removeRamTempDir } from './ram-temp-dir.js';

/** Stops the run's Chromium servers and removes the host bundle and the temporary folder global-setup.ts made. */
export default async function globalTeardown(): Promise<void> {
  await stopChromiumServers();
  removeHostBundle(path.resolve(__dirname, '../..'));
  removeRamTempDir();
}
