import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { fail } from '@shared/ipc/result';
import { createApp, type App } from '../bootstrap';
import { installYamlMemo } from '../content/yaml-memo';
import { OffsetClock } from '../services/clock';
import { appBackend } from './app-backend';
import { drainMsOf, STOPPING_MESSAGE, type AppWorkerOptions, type FromWorker, type ToWorker } from './worker-protocol';

/**
 * The browser host's app (database, content, router) in a worker thread: opening the database and parsing the
 * bundled content take longer than sending the page and its scripts, so the main thread listens and serves those
 * at once while this starts. Started by worker-backend.ts; the protocol is worker-protocol.ts.
 */
function main(): void {
  const port = parentPort;
  if (!port) throw new Error('app-worker runs as a worker thread of the browser host (src/main/web/cli.ts).');
  const options = workerData as AppWorkerOptions;
  const send = (message: FromWorker) => port.postMessage(message);

  const clock = new OffsetClock();
  // Test mode only: the offset moves the clock from where it started (WORKBENCH_TEST_CLOCK, else real time).
  const baseOffsetMs = options.testClockStartMs !== undefined ? options.testClockStartMs - Date.now() : 0;
  clock.setOffsetMs(baseOffsetMs);
  const hooks: Record<string, (body: unknown) => unknown> = options.testMode
    ? {
        clock: (body) => {
          const offsetMs = Number((body as { offsetMs?: unknown } | null)?.offsetMs ?? 0);
          clock.setOffsetMs(baseOffsetMs + (Number.isFinite(offsetMs) ? offsetMs : 0));
          return { now: clock.now().toISOString() };
        },
      }
    : {};

  // Beside the bundle (scripts/lib.mjs buildHost writes it); from sources there is none and the YAML is parsed.
  installYamlMemo(path.join(__dirname, 'content-yaml-memo.json'));
  let app: App;
  try {
    app = createApp({
      host: 'web',
      dataDir: options.dataDir,
      bundledContentDir: options.bundledContentDir,
      clock,
      env: process.env,
      // Test mode starts many short-lived hosts; their tests ask for backups when they need them.
      autoBackup: !options.testMode,
    });
  } catch (err) {
    send({ kind: 'failed', message: (err as Error).message });
    return;
  }
  const backend = appBackend(app);
  backend.subscribe((json) => send({ kind: 'event', json }));

  const answer = async (channel: string, body: unknown): Promise<string> => {
    try {
      return await backend.call(channel, body);
    } catch (err) {
      // The router answers every expected failure itself; this is a value JSON cannot hold, or a bug.
      process.stderr.write(`workbench web: ${channel} failed: ${(err as Error)?.message ?? String(err)}\n`);
      return JSON.stringify(fail('internal', 'The app failed to answer; try again.'));
    }
  };

  // Calls still running when the host stops finish before the database closes (bounded by drainMs); calls that
  // arrive after are refused with STOPPING_MESSAGE instead of failing inside on a closed database.
  const running = new Set<Promise<string>>();
  let stopping = false;
  const stop = async () => {
    stopping = true;
    const drained = Promise.allSettled([...running]);
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, drainMsOf(options)).unref())]);
    app.close();
  };

  port.on('message', (message: ToWorker) => {
    switch (message.kind) {
      case 'call': {
        if (stopping) {
          send({ kind: 'answer', id: message.id, json: JSON.stringify(fail('unavailable', STOPPING_MESSAGE)) });
          return;
        }
        const call = answer(message.channel, message.body);
        running.add(call);
        void call.then((json) => {
          running.delete(call);
          send({ kind: 'answer', id: message.id, json });
        });
        return;
      }
      case 'channels':
        void backend.channels().then((names) => send({ kind: 'answer', id: message.id, json: JSON.stringify(names) }));
        return;
      case 'hook': {
        const hook = hooks[message.name];
        void Promise.resolve(hook ? hook(message.body) : null).then((value) =>
          send({ kind: 'answer', id: message.id, json: JSON.stringify(value ?? null) }),
        );
        return;
      }
      case 'close':
        // The main thread ends this thread once it reads 'closed' (closing the port here could drop it).
        void stop().then(() => send({ kind: 'closed' }));
        return;
    }
  });
  send({ kind: 'ready' });
}

main();
