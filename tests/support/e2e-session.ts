import { openBrowser, type Browser } from './browser';
import { startWebHost, type RunningHost } from './web-host';

export type E2eSession = { host: RunningHost; browser: Browser };

/**
 * Registers beforeAll/afterAll that start a fresh browser host and a fresh Chromium for the enclosing
 * describe block, and stop both afterwards. Read `session.host` / `session.browser` inside tests.
 */
export function useHostAndBrowser(
  options: { host?: Parameters<typeof startWebHost>[0]; browser?: Parameters<typeof openBrowser>[0] } = {},
): E2eSession {
  const session = {} as E2eSession;
  beforeAll(async () => {
    session.host = await startWebHost(options.host);
    session.browser = await openBrowser(options.browser);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.host?.stop();
  });
  return session;
}
