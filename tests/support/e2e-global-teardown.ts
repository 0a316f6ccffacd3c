import path from 'node:path';
import { stopChromiumServers } from './e2e-chromium';
import { removeHostBundle } from './e2e-host-bundle';

/** Stops the run's Chromium servers and removes the host bundle global-setup.ts built for this run. */
export default async function globalTeardown(): Promise<void> {
  await stopChromiumServers();
  removeHostBundle(path.resolve(__dirname, '../..'));
}
