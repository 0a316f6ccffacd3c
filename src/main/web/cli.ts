import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../default-paths';
import { createWebServer, listen } from './server';
import { resolveToken } from './token-source';
import { startAppWorker } from './worker-backend';

const USAGE =
  'Usage: npm run web -- [--port 5317] [--data-dir DIR] [--token-file FILE]  (or WORKBENCH_WEB_TOKEN=... in the environment)';

/**
 * `npm run web -- --port P --data-dir D [--token-file F]`: the browser host. Binds 127.0.0.1 only and prints
 * the URL to open (it carries the token once; the page then keeps it in an HttpOnly cookie for 30 days).
 * The token never comes from the command line: every process on the machine can read another's arguments.
 */
function main(): void {
  if (process.argv.some((a) => a === '--token' || a.startsWith('--token=')))
    fail(
      `--token is not accepted: a command line is visible to every process on the machine. Put the token in WORKBENCH_WEB_TOKEN or in a file only you can read (chmod 600) and pass --token-file.\n${USAGE}`,
    );
  let args;
  try {
    args = parseArgs({
      options: {
        port: { type: 'string', default: '5317' },
        'data-dir': { type: 'string' },
        'token-file': { type: 'string' },
        'static-dir': { type: 'string' },
        'content-dir': { type: 'string' },
        'test-mode': { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  const port = Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be a number from 0 to 65535, got "${args.port}"`);

  const root = path.resolve(__dirname, '..', '..', '..');
  const dataDir = path.resolve(args['data-dir'] ?? defaultDataDir());
  let token: string;
  try {
    token = resolveToken({ env: process.env, tokenFile: args['token-file'], dataDir }).token;
  } catch (err) {
    fail(`Could not read the access token: ${(err as Error).message}`);
  }
  // Children (the code runner) must not inherit it.
  delete process.env.WORKBENCH_WEB_TOKEN;
  // Test mode only: WORKBENCH_TEST_CLOCK=<ISO instant> starts the clock there (due dates checked end to end).
  const startAt = args['test-mode'] ? process.env.WORKBENCH_TEST_CLOCK : undefined;
  const testClockStartMs = startAt !== undefined ? Date.parse(startAt) : undefined;
  if (testClockStartMs !== undefined && !Number.isFinite(testClockStartMs))
    fail(`WORKBENCH_TEST_CLOCK must be an ISO date-time such as 2026-11-20T09:00:00Z, got "${startAt}"`);

  // The app (database, content, router) starts in a worker thread while this one listens and serves the page:
  // home's scripts load during the app's start instead of after it. Channel calls wait for it.
  const appWorker = startAppWorker(
    {
      dataDir,
      bundledContentDir: path.resolve(args['content-dir'] ?? path.join(root, 'content')),
      testMode: args['test-mode'],
      testClockStartMs,
    },
    (message, started) =>
      started ? fail(`The app stopped: ${message}`, 1) : fail(`Could not open the data folder ${dataDir}: ${message}`),
  );
  const testHooks = args['test-mode'] ? { clock: (body: unknown) => appWorker.hook('clock', body) } : undefined;

  const server = createWebServer({
    backend: appWorker.backend,
    token,
    staticDir: path.resolve(args['static-dir'] ?? path.join(root, 'out', 'renderer')),
    favicon: path.join(root, 'resources', 'icon.png'),
    testHooks,
  });
  listen(server, port).then(
    (bound) => {
      process.stdout.write(`Workbench is running at http://127.0.0.1:${bound}/?token=${token}\n`);
      process.stdout.write(`Data folder: ${dataDir}\n`);
    },
    (err: NodeJS.ErrnoException) => {
      fail(
        err.code === 'EADDRINUSE'
          ? `Port ${port} is in use; pass --port with another number (or 0 for any free port).`
          : err.message,
      );
    },
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    // The app closes its database in its own thread; exit once it has (or gave up).
    void appWorker.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function fail(message: string, code = 2): never {
  process.stderr.write(`workbench web: ${message}\n`);
  process.exit(code);
}

main();
