import { z } from 'zod';

/**
 * Push messages from main to the renderer (the `on` half of the preload bridge). Kept tiny: the renderer
 * refetches through channels when told something changed.
 */
export const events = {
  /** Track files were added (for example by File > Import manifest...). */
  'tracks:changed': z.object({ slug: z.string().optional() }),
  /** The native menu asks the renderer to go somewhere (Settings, a freshly imported track). */
  'app:navigate': z.object({ path: z.string().regex(/^\//) }),
  /** A message for the user from a main-side action (for example an import that failed). */
  'app:notice': z.object({ kind: z.enum(['info', 'error']), message: z.string() }),
  /** A backup is being written: pages copied so far of the database's pages. */
  'data:backup-progress': z.object({ done_pages: z.number().int(), total_pages: z.number().int() }),
  /** Every row was replaced (a restore or an import): every screen reloads its data. */
  'data:restored': z.object({}),
  /**
   * A piece's word count, counted after its save answered `word_count: null` (a big body is counted in the
   * background). `updated_at` is the save whose body was counted: a count for an older save is not the newest one.
   */
  'writings:word-counted': z.object({
    writing_id: z.string(),
    word_count: z.number().int().nonnegative(),
    updated_at: z.string(),
  }),
} as const;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.infer<Events[E]>;
export const EVENT_NAMES = Object.keys(events) as EventName[];
