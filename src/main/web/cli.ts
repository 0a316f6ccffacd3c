import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../bootstrap';
import { defaultDataDir } from '../default-paths';
import { OffsetClock } from '../services/clock';
import { createWebServer, listen } from './server';

/**
 * `npm run web -- --port P --data-dir D [--token T]`: the browser host. Binds 127.0.0.1 only and prints the
 * URL to open (it carries the per-start token once; the page then keeps it in an HttpOnly cookie).
 */
function main(): void {
  let args;
  try {
    args = parseArgs({
      options: {
        port: { type: 'string', default: '5317' },
        'data-dir': { type: 'string' },
        token: { type: 'string' },
        'static-dir': { type: 'string' },
        'content-dir': { type: 'string' },
        'test-mode': { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (err) {
    fail(`${(err as Error).message}\nUsage: npm run web -- [--port 5317] [--data-dir DIR] [--token TOKEN]`);
  }
  const port = Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be a number from 0 to 65535, got "${args.port}"`);

  const root = path.resolve(__dirname, '..', '..', '..');
  const token = args.token ?? process.env.WORKBENCH_WEB_TOKEN ?? randomBytes(24).toString('base64url');
  const dataDir = path.resolve(args['data-dir'] ?? defaultDataDir());
  const clock = new OffsetClock();

  let app;
  try {
    app = createApp({
      host: 'web',
      dataDir,
      bundledContentDir: path.resolve(args['content-dir'] ?? path.join(root, 'content')),
      clock,
      env: process.env,
    });
  } catch (err) {
    fail(`Could not open the data folder ${dataDir}: ${(err as Error).message}`);
  }
  const testHooks = args['test-mode']
    ? {
        clock: (body: unknown) => {
          const offsetMs = Number((body as { offsetMs?: unknown } | null)?.offsetMs ?? 0);
          clock.setOffsetMs(Number.isFinite(offsetMs) ? offsetMs : 0);
          return { now: clock.now().toISOString() };
        },
      }
    : undefined;

  const server = createWebServer({
    app,
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
  const stop = () => {
    server.close();
    app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function fail(message: string): never {
  process.stderr.write(`workbench web: ${message}\n`);
  process.exit(2);
}

main();
