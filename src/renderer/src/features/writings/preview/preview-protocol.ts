/** Messages between the writings preview's worker and the page. */
export type PreviewAnswer =
  | {
      kind: 'rendered';
      /** Block ids in document order. */
      order: number[];
      /** HTML of the blocks the page did not have (block ids are never reused for other HTML). */
      fresh: Record<number, string>;
      /** Parts shown as typed, and the limits they passed (named, distinct). */
      typed: number;
      limits: string[];
    }
  | { kind: 'plain'; reason: 'too_long' | 'too_many_elements' | 'too_slow' | 'failed' }
  /** The round's budget ran out: `done` of `total` steps are cached in the worker; the page sends the text again. */
  | { kind: 'partial'; done: number; total: number };

/** `alive`: sent first thing for every version the worker receives, then between blocks while it works. */
export type WorkerMessage = { id: number; alive: true } | { id: number; result: PreviewAnswer };
