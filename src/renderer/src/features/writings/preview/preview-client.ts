import { PREVIEW_BLOCK_BUDGET_MS } from './preview-limits';
import type { PreviewAnswer, WorkerMessage } from './preview-protocol';

/** What the preview shows for one version of the text. */
export type PreviewView =
  | { source: string; kind: 'rendered'; blocks: { id: number; html: string }[]; typed: number; limits: string[] }
  | { source: string; kind: 'plain'; reason: 'too_long' | 'too_many_elements' | 'too_slow' | 'failed' }
  /** Formatting is under way (`done` of `total` steps): the text is shown as typed until it is finished. */
  | { source: string; kind: 'partial'; done: number; total: number };

/**
 * The page's side of the preview worker. Typing sends a version per keystroke; only one is rendered at a time and
 * only the newest waiting version is kept (older ones would be stale on arrival). The worker must answer or report
 * progress within the budget; when it does not (a block it cannot finish), it is terminated (the only way to stop
 * a parse), that version is shown as plain text, and a fresh worker takes the next version. A `partial` answer (the
 * worker's round budget ran out on a long first render) is shown, and the same text is sent again unless a newer
 * one waits: each round carries on from the worker's cache.
 *
 * A version goes to the worker at once, also while the worker is still loading its module (the browser queues the
 * message): waiting for a "ready" first cost a turn of the page's thread, which on opening a big piece is busy with
 * the editor for up to a second, while the worker, ready, waited for the text. The budget is counted from the
 * worker's first sign of life for the version (it signs life as soon as it receives one), so loading the module is
 * never counted as a block that cannot finish.
 */
export class PreviewWorkerClient {
  private worker: Worker | undefined;
  private inFlight: { id: number; source: string } | undefined;
  private waiting: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextId = 1;
  /** The HTML of the blocks the worker knows we hold. */
  private held = new Map<number, string>();
  private disposed = false;

  constructor(
    private readonly create: () => Worker,
    private readonly show: (view: PreviewView) => void,
    private readonly budgetMs = PREVIEW_BLOCK_BUDGET_MS,
  ) {}

  render(source: string): void {
    this.waiting = source;
    this.pump();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.worker?.terminate();
    this.worker = undefined;
  }

  private pump(): void {
    if (this.disposed || this.inFlight || this.waiting === undefined) return;
    const worker = this.ensureWorker();
    const source = this.waiting;
    this.waiting = undefined;
    this.inFlight = { id: this.nextId++, source };
    worker.postMessage({ id: this.inFlight.id, source });
    // No watchdog yet: it starts with the worker's first sign of life for this version (see the class comment).
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.restart('too_slow'), this.budgetMs);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.create();
    this.worker = worker;
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (worker !== this.worker) return;
      const data = event.data;
      if (!this.inFlight || data.id !== this.inFlight.id) return;
      if ('alive' in data) {
        this.arm();
        return;
      }
      clearTimeout(this.timer);
      const { source } = this.inFlight;
      this.inFlight = undefined;
      this.show(this.apply(source, data.result));
      if (data.result.kind === 'partial' && this.waiting === undefined) this.waiting = source;
      this.pump();
    };
    worker.onerror = () => {
      if (worker === this.worker) this.restart('failed');
    };
    return worker;
  }

  private apply(source: string, answer: PreviewAnswer): PreviewView {
    if (answer.kind === 'partial') return { source, ...answer }; // the worker's idea of what we hold is unchanged
    if (answer.kind === 'plain') {
      this.held = new Map();
      return { source, ...answer };
    }
    const next = new Map<number, string>();
    const blocks: { id: number; html: string }[] = [];
    for (const id of answer.order) {
      const html = answer.fresh[id] ?? this.held.get(id);
      if (html === undefined) return { source, kind: 'plain', reason: 'failed' }; // cannot happen: the worker tracks what we hold
      next.set(id, html);
      blocks.push({ id, html });
    }
    this.held = next;
    return { source, kind: 'rendered', blocks, typed: answer.typed, limits: answer.limits };
  }

  /** Gives up on the version in flight and starts a fresh worker (with an empty cache) for the next one. */
  private restart(reason: 'too_slow' | 'failed'): void {
    clearTimeout(this.timer);
    this.worker?.terminate();
    this.worker = undefined;
    this.held = new Map();
    const lost = this.inFlight;
    this.inFlight = undefined;
    if (lost && !this.disposed) this.show({ source: lost.source, kind: 'plain', reason });
    this.pump();
  }
}
