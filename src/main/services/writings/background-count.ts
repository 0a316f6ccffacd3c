import type { MarkdownJobRunner } from './markdown/bounded-job';
import { countWordsInText, type WordCounter } from './word-count';

/**
 * Counts a body after its save has committed, in the bounded markdown job's thread, and publishes the count
 * (the save stored it as pending: null on the wire). A big body's first save cannot wait for the count: remark
 * needs seconds for a 1 MB document. Saves that arrive while a body is being counted only replace the body to
 * count next; when a count lands for an older body it seeds the per-block cache, so the newest body is then
 * counted incrementally in a few milliseconds. A count that passes the job's limits (time, memory) falls back to
 * the words of the raw text, as a block over the parser caps is counted.
 */
export function createBackgroundCounter(deps: {
  counter: WordCounter;
  runner: MarkdownJobRunner;
  /** Stores the count of the piece's current body (still pending); `updatedAt` is the save that wrote that body. */
  publish(userId: string, id: string, wordCount: number, updatedAt: string): void;
}) {
  const latest = new Map<string, { userId: string; id: string; body: string; updatedAt: string; generation: number }>();
  const running = new Set<Promise<void>>();
  let generation = 0;

  async function drain(key: string): Promise<void> {
    for (let next = latest.get(key); next; next = latest.get(key)) {
      const outcome = await deps.runner.run({ kind: 'count', body: next.body });
      const now = latest.get(key);
      if (!now) return; // deleted meanwhile
      if (outcome.ok) deps.counter.seed(key, outcome.value);
      const count =
        now.generation === next.generation
          ? outcome.ok
            ? outcome.value.total
            : countWordsInText(next.body)
          : outcome.ok
            ? deps.counter.countCached(key, now.body)
            : undefined;
      if (count === undefined) continue; // a newer body to count from the start
      latest.delete(key);
      deps.publish(now.userId, now.id, count, now.updatedAt);
    }
  }

  return {
    schedule(userId: string, id: string, body: string, updatedAt: string): void {
      const key = `${userId}:${id}`;
      const already = latest.has(key);
      latest.set(key, { userId, id, body, updatedAt, generation: ++generation });
      if (already) return;
      const done: Promise<void> = drain(key)
        .catch(() => latest.delete(key))
        .then(() => {
          running.delete(done);
        });
      running.add(done);
    },
    isPending: (userId: string, id: string): boolean => latest.has(`${userId}:${id}`),
    forget(userId: string, id: string): void {
      latest.delete(`${userId}:${id}`);
    },
    /** Settles once no count is pending (tests, and closing the app). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type BackgroundCounter = ReturnType<typeof createBackgroundCounter>;
