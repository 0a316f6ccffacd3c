/** Messages between the writings preview's worker and the page. */
export type PreviewAnswer =
  | {
      kind: 'rendered';
      /** Block ids in document order. */
      order: number[];
      /** HTML of the blocks the page did not have (block ids are never reused for other HTML). */
      fresh: Record<number, string>;
      too_complex: number;
      plain_blocks: number;
    }
  | { kind: 'plain'; reason: 'too_long' | 'too_many_elements' | 'too_slow' | 'failed' };

export type WorkerMessage = { ready: true } | { id: number; alive: true } | { id: number; result: PreviewAnswer };
