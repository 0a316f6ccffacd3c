import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { runWithCodeCache } from './code-cache';
import type { ToWorker } from './worker-protocol';

/**
 * The app worker's entry in the built host (out/main/web/app-worker-boot.cjs): runs app-worker.cjs with V8's code
 * cache (code-cache.ts). The cache is written when the host stops, so that it holds the functions a whole session
 * compiled, home's among them; this listener is added first, so it runs before the app closes.
 */
// No message is handled before the app's synchronous start below has returned, so `cache` is set by then.
parentPort?.on('message', (message: ToWorker) => {
  if (message.kind === 'close') cache.saveCache();
});
const cache = runWithCodeCache(path.join(__dirname, 'app-worker.cjs'));
