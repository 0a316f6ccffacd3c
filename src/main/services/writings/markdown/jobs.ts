import { exportPiece } from '../export';
import { countFull } from '../word-count';
import type { MarkdownJob } from './job-protocol';

/** Runs one job synchronously: the worker's whole body, also callable in-thread (tests, the oracle). */
export function runMarkdownJob(job: MarkdownJob): unknown {
  switch (job.kind) {
    case 'export':
      return exportPiece(job.piece, job.venue, job.settings, { deadlineMs: job.deadlineMs });
    case 'count':
      return countFull(job.body);
  }
}
