import type { Venue } from '@shared/domain/writing';
import type { ExportablePiece, ExportResult } from '../export/types';
import type { CountedPiece } from '../word-count';

/**
 * The work a bounded markdown job does (markdown-job-worker.ts runs it; bounded-job.ts times and sizes it). Only
 * plain data crosses: the piece as the export reads it, a body to count.
 */
export type MarkdownJob =
  | {
      kind: 'export';
      piece: ExportablePiece;
      venue: Venue;
      settings: { substack_publication: string | null };
      /** The runner's deadline: a big body whose sampled parse cost is far past it is answered as written at once. */
      deadlineMs?: number;
    }
  | { kind: 'count'; body: string };

/** An export the cost check refused: why, for the preflight line of the copy as written the app then builds. */
export type TooCostly = { too_costly: string };
export type MarkdownJobValue<J extends MarkdownJob> = J extends { kind: 'export' } ? ExportResult | TooCostly : CountedPiece;

export type ToJobWorker = { id: number; job: MarkdownJob };
export type FromJobWorker =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; code: string | null; message: string };
