/// <reference lib="webworker" />
import { createIncrementalRenderer } from './incremental';

/**
 * The writings preview's worker: keeps the block cache between keystrokes, so a keystroke re-renders one block.
 * It tells the page which blocks the page does not have yet (their HTML) and the order of all of them; the page
 * keeps the rest. While a long first render runs it reports progress, which keeps the page's watchdog from
 * stopping it; one block that takes longer than the page's budget gets it stopped (see preview-client.ts).
 */
declare const self: DedicatedWorkerGlobalScope;

const renderer = createIncrementalRenderer();
/** Block ids the page holds (those of the last answer). */
let held = new Set<number>();

self.onmessage = (event: MessageEvent<{ id: number; source: string }>) => {
  const { id, source } = event.data;
  let last = performance.now();
  const result = renderer.render(source, () => {
    const now = performance.now();
    if (now - last > 100) {
      last = now;
      self.postMessage({ id, alive: true });
    }
  });
  if (result.kind === 'plain') {
    held = new Set();
    self.postMessage({ id, result });
    return;
  }
  const fresh: Record<number, string> = {};
  for (const b of result.blocks) if (!held.has(b.id)) fresh[b.id] = b.html;
  held = new Set(result.blocks.map((b) => b.id));
  self.postMessage({
    id,
    result: {
      kind: 'rendered',
      order: result.blocks.map((b) => b.id),
      fresh,
      too_complex: result.too_complex,
      plain_blocks: result.plain_blocks,
    },
  });
};
self.postMessage({ ready: true });
