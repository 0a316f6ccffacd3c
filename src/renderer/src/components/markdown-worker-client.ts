import { WORKER_BUDGET_MS } from './markdown-limits';
import type { MarkdownOutcome } from './markdown-pipeline';

type Job = {
  id: number;
  source: string;
  resolve: (outcome: MarkdownOutcome) => void;
  timer?: ReturnType<typeof setTimeout>;
};

/**
 * One worker for every Markdown on the page, documents rendered in order. The document at the head of the
 * queue gets WORKER_BUDGET_MS from the moment the worker can start it; when it overruns, the worker is
 * terminated (the only way to stop a parse), that document falls back to plain text, and a fresh worker takes
 * the rest of the queue.
 */
export class MarkdownWorkerClient {
  private worker: Worker | undefined;
  private ready = false;
  private queue: Job[] = [];
  private nextId = 1;

  constructor(
    private readonly create: () => Worker,
    private readonly budgetMs = WORKER_BUDGET_MS,
  ) {}

  render(source: string): Promise<MarkdownOutcome> {
    return new Promise((resolve) => {
      const job: Job = { id: this.nextId++, source, resolve };
      this.queue.push(job);
      const worker = this.ensureWorker();
      if (this.ready) {
        worker.postMessage({ id: job.id, source });
        if (this.queue.length === 1) this.startClock();
      }
    });
  }

  /** Starts the worker ahead of the first document. */
  warmUp(): void {
    this.ensureWorker();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.create();
    this.worker = worker;
    this.ready = false;
    worker.onmessage = (event: MessageEvent<{ ready?: true; id?: number; outcome?: MarkdownOutcome }>) => {
      if (worker !== this.worker) return;
      if (event.data.ready) {
        this.ready = true;
        for (const job of this.queue) worker.postMessage({ id: job.id, source: job.source });
        this.startClock();
        return;
      }
      const head = this.queue[0];
      if (!head || head.id !== event.data.id || !event.data.outcome) return;
      this.finishHead(event.data.outcome);
    };
    worker.onerror = () => {
      if (worker !== this.worker) return;
      // The worker itself failed (it could not load): nothing queued will be rendered by it.
      this.restart({ kind: 'plain', reason: 'failed' });
    };
    return worker;
  }

  private startClock(): void {
    const head = this.queue[0];
    if (!head || head.timer !== undefined) return;
    head.timer = setTimeout(() => this.restart({ kind: 'plain', reason: 'too_slow' }), this.budgetMs);
  }

  private finishHead(outcome: MarkdownOutcome): void {
    const head = this.queue.shift()!;
    clearTimeout(head.timer);
    head.resolve(outcome);
    this.startClock();
  }

  /** Gives up on the head document and starts a fresh worker for the rest. */
  private restart(outcome: MarkdownOutcome): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.ready = false;
    const head = this.queue.shift();
    if (head) {
      clearTimeout(head.timer);
      head.resolve(outcome);
    }
    for (const job of this.queue) job.timer = undefined;
    if (this.queue.length > 0) this.ensureWorker();
  }
}

let shared: MarkdownWorkerClient | null | undefined;

/** The page's worker client, or null where workers do not exist (jsdom) and the synchronous path is used. */
export function markdownWorker(): MarkdownWorkerClient | null {
  if (shared !== undefined) return shared;
  shared =
    typeof Worker === 'undefined'
      ? null
      : new MarkdownWorkerClient(
          () => new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module' }),
        );
  return shared;
}
