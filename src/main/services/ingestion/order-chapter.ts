import type { ChapterGraph } from './check-prereqs';
import { IndexMinHeap } from './min-heap';

export type OrderResult = { ok: true; order: number[] } | { ok: false; cycle: string[] };

/** True when every node's prerequisites are declared before it: then the declaration order is the answer. */
function declarationOrderIsValid(graph: ChapterGraph): boolean {
  return graph.prereqs.every((list, i) => list.every((p) => p < i));
}

/**
 * Walks prerequisite links among the nodes Kahn's algorithm could not place. Each of them still waits for
 * at least one other unplaced node, so the walk must revisit a node; the loop from that node is a cycle.
 * The result reads "a needs b, b needs c, c needs a", starting from the earliest-declared node on it.
 */
function findCycle(graph: ChapterGraph, placed: Uint8Array): string[] {
  const start = placed.indexOf(0);
  const stepOf = new Int32Array(graph.ids.length).fill(-1);
  const path: number[] = [];
  let current = start;
  while (stepOf[current] === -1) {
    stepOf[current] = path.length;
    path.push(current);
    const next = graph.prereqs[current]!.find((p) => placed[p] === 0);
    // Cannot happen (an unplaced node has an unplaced prereq); stop rather than loop if it ever did.
    if (next === undefined) return path.map((i) => graph.ids[i]!);
    current = next;
  }
  const loop = path.slice(stepOf[current]);
  const earliest = loop.indexOf(Math.min(...loop));
  return [...loop.slice(earliest), ...loop.slice(0, earliest)].map((i) => graph.ids[i]!);
}

/**
 * Steps 3 and 4: Kahn's algorithm where, whenever several nodes are ready, the earliest-declared one goes
 * next (our reading of "declaration order breaks ties"). A chapter whose declaration order is already valid
 * is returned unchanged by a linear check first. Nodes left over after the sort lie on or behind a cycle.
 */
export function orderChapter(graph: ChapterGraph): OrderResult {
  const n = graph.ids.length;
  if (declarationOrderIsValid(graph)) return { ok: true, order: Array.from({ length: n }, (_, i) => i) };

  const waiting = new Int32Array(n);
  const dependentCount = new Int32Array(n + 1);
  graph.prereqs.forEach((list, i) => {
    waiting[i] = list.length;
    for (const p of list) dependentCount[p + 1]!++;
  });
  // Dependents in compressed rows (offsets + flat array): no per-node arrays on the hot path.
  for (let i = 0; i < n; i++) dependentCount[i + 1]! += dependentCount[i]!;
  const offsets = dependentCount;
  const fill = offsets.slice(0, n);
  const dependents = new Int32Array(offsets[n]!);
  graph.prereqs.forEach((list, i) => {
    for (const p of list) dependents[fill[p]!++] = i;
  });

  const heap = new IndexMinHeap(n);
  for (let i = 0; i < n; i++) if (waiting[i] === 0) heap.push(i);
  const placed = new Uint8Array(n);
  const order: number[] = [];
  while (heap.size > 0) {
    const next = heap.pop();
    placed[next] = 1;
    order.push(next);
    for (let k = offsets[next]!; k < offsets[next + 1]!; k++) {
      const d = dependents[k]!;
      if (--waiting[d]! === 0) heap.push(d);
    }
  }
  if (order.length < n) return { ok: false, cycle: findCycle(graph, placed) };
  return { ok: true, order };
}
