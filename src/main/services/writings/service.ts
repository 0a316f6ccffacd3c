import { conflict, invalidInput, notFound } from '../../../shared/errors';
import type { SourceRef, Stage, Venue, WritingType } from '../../../shared/domain/writing';
import type {
  WritingMeta,
  WritingPatch,
  WritingRow as StoredWritingRow,
  WritingSummaryRow,
} from '../../db/repositories/writings';
import type { Clock } from '../clock';
import { sortForBoard } from './board-order';
import { exportPiece, type ExportResult } from './export';
import { PUBLICATION } from './export/newsletter';
import { stageMoveRefusal } from '../../../shared/domain/writing-rules';
import { defaultVenue, venueRefusal } from '../../../shared/domain/writing-rules';
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
  ): { updated_at: string; word_count: number } | undefined;
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

export function createWritingsService(deps: { writings: WritingsStore; userSettings: PreferenceStore; clock: Clock }) {
  const { writings, userSettings, clock } = deps;
  const counter = createWordCounter();

  function mustGet(userId: string, id: string): WritingRow {
    const row = writings.get(userId, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function settings(userId: string): WritingSettings {
    const stored = userSettings.getPreference<Partial<WritingSettings>>(userId, SETTINGS_KEY);
    const pub = stored?.substack_publication;
    return { substack_publication: typeof pub === 'string' && PUBLICATION.test(pub) ? pub : null };
  }

  function exportRow(userId: string, w: WritingRow, venue: Venue): ExportResult {
    return exportPiece(
      {
        title: w.title,
        body_md: w.bodyMd,
        type: w.type,
        stage: w.stage,
        epistemic_status: w.epistemicStatus,
        tags: w.tags,
        published_at: w.publishedAt,
        updated_at: w.updatedAt,
      },
      venue,
      settings(userId),
    );
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
    update: (userId: string, input: UpdateInput): { updated_at: string; word_count: number } => {
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
      const saved = writings.update(
        userId,
        input.id,
        {
          title: input.title,
          bodyMd: input.body_md,
          wordCount: input.body_md === undefined ? undefined : counter.count(key, input.body_md),
          type: input.type,
          venue: input.venue,
          epistemicStatus: input.epistemic_status,
          tags: input.tags,
          publishedUrl: input.published_url,
        },
        clock.now(),
      );
      if (!saved) throw notFound(NOT_FOUND);
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
    export: (userId: string, id: string, venue: Venue): ExportResult => exportRow(userId, mustGet(userId, id), venue),
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
    },
  };
}
export type WritingsService = ReturnType<typeof createWritingsService>;
