import { costRefusal, exportPiece } from '../export';
import { countFull } from '../word-count';
import type { MarkdownJob } from './job-protocol';

/**
 * Runs one job synchronously: the worker's whole body, also callable in-thread (tests, the oracle). An export whose
 * cost check refuses the body answers only the reason (`too_costly`): the app builds the copy as written itself,
 * as after a deadline, so the worker never builds a second copy of a megabyte body and posts it back, racing its
 * own deadline on a loaded machine.
 */
export function runMarkdownJob(job: MarkdownJob): unknown {
  switch (job.kind) {
    case 'export': {
      const tooCostly = job.deadlineMs === undefined ? null : costRefusal(job.piece, job.deadlineMs);
      return tooCostly ? { too_costly: tooCostly } : exportPiece(job.piece, job.venue, job.settings);
    }
    case 'count':
      return countFull(job.body);
  }
}
