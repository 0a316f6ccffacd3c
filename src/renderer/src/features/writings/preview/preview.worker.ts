/// <reference lib="webworker" />
import { createIncrementalRenderer } from './incremental';
import { PREVIEW_ROUND_BUDGET_MS } from './preview-limits';

/**
 * The writings preview's worker: keeps the block cache between keystrokes, so a keystroke re-renders one block.
 * It tells the page which blocks the page does not have yet (their HTML) and the order of all of them; the page
 * keeps the rest. While a long first render runs it reports progress, which keeps the page's watchdog from
 * stopping it; one block that takes longer than the page's budget gets it stopped (see preview-client.ts). A round
 * stops at PREVIEW_ROUND_BUDGET_MS with a `partial` answer; the page sends the text again and the render carries
 * on from the cache, so the page hears back within a second however long the first render is.
 */
declare const self: DedicatedWorkerGlobalScope;

const renderer = createIncrementalRenderer();
/** Block ids the page holds (those of the last answer). */
let held = new Set<number>();

self.onmessage = (event: MessageEvent<{ id: number; source: string }>) => {
  const { id, source } = event.data;
  // Alive at once: the page's watchdog then counts from here, not from a transfer or a wait for a CPU.
  self.postMessage({ id, alive: true });
  let last = performance.now();
  const progress = () => {
    const now = performance.now();
    if (now - last > 100) {
      last = now;
      self.postMessage({ id, alive: true });
    }
  };
  const result = renderer.render(source, { progress, deadline: last + PREVIEW_ROUND_BUDGET_MS });
  if (result.kind === 'partial') {
    self.postMessage({ id, result }); // the page holds what it held: nothing changes until a full answer
    return;
  }
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
      typed: result.typed,
      limits: result.limits,
    },
  });
};
