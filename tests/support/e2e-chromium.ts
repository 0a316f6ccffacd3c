import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ENDPOINTS_ENV, CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

/**
 * One Chromium per jest worker for the whole e2e run, started by the global setup: launching Debian's Chromium
 * costs about a CPU second and more of waiting on a loaded machine, and a run opened it some seventy times. Each
 * test's browser is a fresh context in it (its own cookies, storage, permissions and cache), connected over
 * playwright's websocket, so tests stay as isolated as with a browser each. The endpoints reach the workers in the
 * environment (`CHROMIUM_ENDPOINTS_ENV`); without it a test launches its own Chromium (tests/support/browser.ts).
 */

/** Where the global setup keeps the servers for the global teardown (they run in the same process). */
const SERVERS = Symbol.for('workbench.e2e.chromiumServers');
type Holder = { [SERVERS]?: BrowserServer[] };

/** Starts `count` Chromium servers and publishes their endpoints to the test workers. */
export async function startChromiumServers(count: number): Promise<void> {
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true }),
    ),
  );
  (globalThis as Holder)[SERVERS] = servers;
  process.env[CHROMIUM_ENDPOINTS_ENV] = JSON.stringify(servers.map((s) => s.wsEndpoint()));
}

export async function stopChromiumServers(): Promise<void> {
  const servers = (globalThis as Holder)[SERVERS] ?? [];
  await Promise.all(servers.map((s) => s.close()));
  delete (globalThis as Holder)[SERVERS];
}
