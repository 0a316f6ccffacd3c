import { parentPort } from 'node:worker_threads';
import { isAppError } from '@shared/errors';
import type { FromJobWorker, ToJobWorker } from './job-protocol';
import { warmParser } from './cost-estimate';
import { runMarkdownJob } from './jobs';

/*
 * The bounded markdown job's thread (bounded-job.ts starts it, times each job and terminates it at the deadline).
 * Built as its own entry beside main's bundle (electron.vite.config.ts) and the browser host's (scripts/lib.mjs).
 */
const port = parentPort!;
port.on('message', ({ id, job }: ToJobWorker) => {
  let answer: FromJobWorker;
  try {
    answer = { kind: 'done', id, value: runMarkdownJob(job) };
  } catch (err) {
    answer = {
      kind: 'failed',
      id,
      code: isAppError(err) ? err.code : null,
      message: err instanceof Error ? err.message : String(err),
    };
  }
  port.postMessage(answer);
});
// Before 'ready': a standby warms while the active worker works, and a job's cost check times a compiled parser.
warmParser();
port.postMessage({ kind: 'ready' } satisfies FromJobWorker);
