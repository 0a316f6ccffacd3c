import { conflict, invalidInput, notFound } from '@shared/errors';
import type { SourceRef, Stage, Venue, WritingType } from '@shared/domain/writing';
import type {
  WritingMeta,
  WritingPatch,
  WritingRow as StoredWritingRow,
  WritingSummaryRow,
} from '../../db/repositories/writings';
import type { Clock } from '../clock';
import type { EventBus } from '../events';
import { sortForBoard } from './board-order';
import { AppError, type ErrorCode } from '@shared/errors';
import { plainExport, refuseVenue, type ExportablePiece, type ExportResult } from './export';
import { createBackgroundCounter } from './background-count';
import { createMarkdownJobRunner, type MarkdownJobRunner } from './markdown/bounded-job';
import { PUBLICATION } from './export/newsletter';
import { stageMoveRefusal } from '@shared/domain/writing-rules';
import { defaultVenue, venueRefusal } from '@shared/domain/writing-rules';
import { createWordCounter } from './word-count';

const NOT_FOUND = 'That piece does not exist (it may have been deleted).';
/** Per-profile writing settings live in user_settings under this preference key. */
const SETTINGS_KEY = 'writings';
export type WritingSettings = { substack_publication: string | null };

/** Reduces what a user pastes ("Name", "name.substack.com", "https://name.substack.com/") to the name. */
export function normalizePublication(input: string): string | null {
  const name = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.substack\.com$/, '');
  if (name === '') return null;
  if (!PUBLICATION.test(name)) {
    throw invalidInput(
      'substack_publication: use the name in your Substack address: for https://name.substack.com enter "name" (letters, digits and hyphens).',
    );
  }
  return name;
}

/** A stored piece and its board summary, as the writings repository reads them (one definition, there). */
export type WritingRow = StoredWritingRow;
export type { WritingSummaryRow };

/** What the service needs from storage (db/repositories/writings.ts implements it; every call is user-scoped). */
export type WritingsStore = {
  list(userId: string): WritingSummaryRow[];
  get(userId: string, id: string): WritingRow | undefined;
  meta(userId: string, id: string): WritingMeta | undefined;
  create(
    userId: string,
    input: { title: string; type: WritingType | null; venue: Venue | null; stage: Stage; sourceRef: SourceRef | null },
    now: Date,
  ): WritingRow;
  update(
    userId: string,
    id: string,
    patch: WritingPatch,
    now: Date,
  ): { updated_at: string; word_count: number | null } | undefined;
  /** Stores a count made after the save, if the piece's count is still pending. */
  setPendingWordCount(userId: string, id: string, wordCount: number): boolean;
  setStage(userId: string, id: string, from: Stage, to: Stage, now: Date): boolean;
  stageHistory(userId: string, id: string): { from_state: Stage | null; to_state: Stage; changed_at: string }[];
  delete(userId: string, id: string): boolean;
};
/** The per-user preference store (db/repositories/user-settings.ts). */
export type PreferenceStore = {
  getPreference<T>(userId: string, key: string): T | undefined;
  setPreference(userId: string, key: string, value: unknown, now: Date): void;
};

export type UpdateInput = {
  id: string;
  title?: string;
  body_md?: string;
  type?: WritingType | null;
  venue?: Venue | null;
  epistemic_status?: string | null;
  tags?: string[];
  published_url?: string | null;
};

/**
 * Limits of the parsing that runs off the app's thread (markdown/bounded-job.ts). An export answers within about
 * a second whatever the body: past the deadline or the memory ceiling it is the text as written, with a preflight
 * line naming the limit. A count runs after the save, so it may take longer (a normal 2 MB body needs seconds).
 * The heap ceilings are what ordinary pieces need with room to spare (measured, docs/writings.md: a loaded worker
 * is about 28 MB, a 2 MB body's count peaks near 50 MB, a newsletter export of 256 KB of prose near 76 MB with the
 * young generation): every job thread's heap is the app process's memory, and a ceiling is reached by the shapes
 * the parser is greedy on (a 3,000-row table needs 160 MB to parse), whose answer is the fallback either way.
 */
export const EXPORT_JOB_LIMITS = { deadlineMs: 700, memoryMb: 64 } as const;
export const COUNT_JOB_LIMITS = { deadlineMs: 60_000, memoryMb: 64 } as const;
/** Bodies up to this size are counted on the save path when the cache cannot help (a few ms to ~0.2 s). */
export const SYNC_COUNT_MAX_CHARS = 16_384;

export function createWritingsService(deps: {
  writings: WritingsStore;
  userSettings: PreferenceStore;
  clock: Clock;
  /** The bounded job runners (tests pass their own limits). */
  jobs?: { exports: MarkdownJobRunner; counts: MarkdownJobRunner };
  /** Where a count made after a save is pushed to the renderer (`writings:word-counted`). */
  events?: Pick<EventBus, 'emit'>;
}) {
  const { writings, userSettings, clock } = deps;
  const counter = createWordCounter();
  const jobs = deps.jobs ?? {
    exports: createMarkdownJobRunner(EXPORT_JOB_LIMITS, { standby: true }),
    counts: createMarkdownJobRunner(COUNT_JOB_LIMITS),
  };
  const background = createBackgroundCounter({
    counter,
    runner: jobs.counts,
    // Pushed only when it was stored: a piece deleted, or saved again with a count, meanwhile has nothing to show.
    publish: (userId, id, wordCount, updatedAt) => {
      if (writings.setPendingWordCount(userId, id, wordCount))
        deps.events?.emit('writings:word-counted', { writing_id: id, word_count: wordCount, updated_at: updatedAt });
    },
  });

  /** The body's count from the cache or, for a small body, from the start; null when it is counted after the save. */
  function countOnSave(key: string, body: string): number | null {
    return counter.countCached(key, body) ?? (body.length <= SYNC_COUNT_MAX_CHARS ? counter.count(key, body) : null);
  }

  function mustGet(userId: string, id: string): WritingRow {
    const row = writings.get(userId, id);
    if (!row) throw notFound(NOT_FOUND);
    // A count left pending by an app that stopped before publishing it is counted again.
    if (row.wordCount === null && !background.isPending(userId, id)) background.schedule(userId, id, row.bodyMd, row.updatedAt);
    return row;
  }

  function settings(userId: string): WritingSettings {
    const stored = userSettings.getPreference<Partial<WritingSettings>>(userId, SETTINGS_KEY);
    const pub = stored?.substack_publication;
    return { substack_publication: typeof pub === 'string' && PUBLICATION.test(pub) ? pub : null };
  }

  /**
   * The export, parsed in the bounded job's thread: the app keeps answering meanwhile, and a body the parser is
   * slow or greedy on comes back as written, with a preflight line naming the limit (export/plain.ts).
   */
  async function exportRow(userId: string, w: WritingRow, venue: Venue): Promise<ExportResult> {
    const piece: ExportablePiece = {
      title: w.title,
      body_md: w.bodyMd,
      type: w.type,
      stage: w.stage,
      epistemic_status: w.epistemicStatus,
      tags: w.tags,
      published_at: w.publishedAt,
      updated_at: w.updatedAt,
    };
    refuseVenue(piece, venue);
    const outcome = await jobs.exports.run({
      kind: 'export',
      piece,
      venue,
      settings: settings(userId),
      deadlineMs: jobs.exports.limits.deadlineMs,
    });
    if (outcome.ok) {
      const value = outcome.value;
      return 'too_costly' in value ? plainExport(piece, venue, settings(userId), value.too_costly) : value;
    }
    if (outcome.code) throw new AppError(outcome.code as ErrorCode, outcome.message);
    return plainExport(piece, venue, settings(userId), describeLimit(outcome.limit, outcome.message));
  }

  return {
    list: (userId: string) => sortForBoard(writings.list(userId).map((w) => ({ ...w, updated_at: w.updatedAt }))),
    get: mustGet,
    create: (
      userId: string,
      input: { title: string; type?: WritingType | null; venue?: Venue | null; sourceRef?: SourceRef },
    ) => {
      const type = input.type ?? null;
      const venue = input.venue === undefined ? defaultVenue(type) : input.venue;
      const refusal = venueRefusal(type, venue);
      if (refusal) throw invalidInput(refusal);
      return writings.create(
        userId,
        { title: input.title, type, venue, stage: 'idea', sourceRef: input.sourceRef ?? null },
        clock.now(),
      );
    },
    /**
     * The autosave path: reads only the piece's rule fields (never the stored body), checks the venue and
     * published_url rules, counts words with the per-block cache, and writes the present fields in one UPDATE.
     */
    update: (userId: string, input: UpdateInput): { updated_at: string; word_count: number | null } => {
      const meta = writings.meta(userId, input.id);
      if (!meta) throw notFound(NOT_FOUND);
      const type = input.type === undefined ? meta.type : input.type;
      const venue = input.venue === undefined ? meta.venue : input.venue;
      const refusal = venueRefusal(type, venue);
      if (refusal) throw invalidInput(refusal);
      if (input.published_url !== undefined && input.published_url !== null && meta.publishedAt === null) {
        throw conflict('published_url can be set once the piece is published. Move it to "published" first.');
      }
      const key = `${userId}:${input.id}`;
      const wordCount = input.body_md === undefined ? undefined : countOnSave(key, input.body_md);
      const saved = writings.update(
        userId,
        input.id,
        {
          title: input.title,
          bodyMd: input.body_md,
          wordCount,
          type: input.type,
          venue: input.venue,
          epistemicStatus: input.epistemic_status,
          tags: input.tags,
          publishedUrl: input.published_url,
        },
        clock.now(),
      );
      if (!saved) throw notFound(NOT_FOUND);
      if (wordCount === null) background.schedule(userId, input.id, input.body_md!, saved.updated_at);
      else if (wordCount !== undefined) background.forget(userId, input.id);
      return saved;
    },
    setStage: (userId: string, id: string, stage: Stage) => {
      const current = mustGet(userId, id);
      if (current.stage === stage) return current;
      const refusal = stageMoveRefusal(current.stage, stage);
      if (refusal) throw conflict(refusal);
      writings.setStage(userId, id, current.stage, stage, clock.now());
      return mustGet(userId, id);
    },
    history: (userId: string, id: string) => {
      if (!writings.meta(userId, id)) throw notFound(NOT_FOUND);
      return writings.stageHistory(userId, id).map((h) => ({ from: h.from_state, to: h.to_state, at: h.changed_at }));
    },
    export: (userId: string, id: string, venue: Venue): Promise<ExportResult> =>
      exportRow(userId, mustGet(userId, id), venue),
    /** The export of a piece already read (the export use case reads it once and marks assisted text on it). */
    exportRow,
    settings,
    setSettings: (userId: string, input: { substack_publication: string | null }): WritingSettings => {
      const pub = input.substack_publication === null ? null : normalizePublication(input.substack_publication);
      userSettings.setPreference(userId, SETTINGS_KEY, { substack_publication: pub }, clock.now());
      return settings(userId);
    },
    delete: (userId: string, id: string) => {
      if (!writings.delete(userId, id)) throw notFound(NOT_FOUND);
      counter.forget(`${userId}:${id}`);
      background.forget(userId, id);
    },
    /** Settles once every pending word count is published (tests; the count itself is never awaited by a save). */
    countsSettled: () => background.idle(),
    /** Ends the job threads (the app is closing). */
    close(): void {
      jobs.exports.close();
      jobs.counts.close();
    },
  };
}
export type WritingsService = ReturnType<typeof createWritingsService>;

/** The limit's name for the preflight line of an export that fell back to plain text. */
function describeLimit(limit: 'time' | 'memory' | 'error', detail: string): string {
  if (limit === 'time') return `${detail} (the export's limit is ${EXPORT_JOB_LIMITS.deadlineMs / 1000} s)`;
  if (limit === 'memory') return `${detail} (the export's limit)`;
  return `the parser failed: ${detail}`;
}
