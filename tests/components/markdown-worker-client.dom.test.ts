import { MarkdownWorkerClient } from '../../src/renderer/src/components/markdown-worker-client';
import type { MarkdownOutcome } from '../../src/renderer/src/components/markdown-pipeline';

/**
 * A stand-in Worker: says ready after `bootMs`, answers a document after `cost(source)` ms, or never
 * (Infinity: a parse that would run for minutes). Terminating it cancels whatever it was doing.
 */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  received: string[] = [];
  private busyUntil = 0;
  private timers: Array<ReturnType<typeof setTimeout>> = [];

  constructor(
    private readonly cost: (source: string) => number,
    bootMs = 50,
  ) {
    FakeWorker.created.push(this);
    this.busyUntil = Date.now() + bootMs;
    this.timers.push(setTimeout(() => this.onmessage?.({ data: { ready: true } } as MessageEvent), bootMs));
  }

  postMessage({ id, source }: { id: number; source: string }): void {
    this.received.push(source);
    const cost = this.cost(source);
    const start = Math.max(Date.now(), this.busyUntil);
    this.busyUntil = start + cost;
    if (!Number.isFinite(cost)) return;
    const outcome: MarkdownOutcome = {
      kind: 'rendered',
      hast: { type: 'root', children: [{ type: 'text', value: source }] },
      nesting_capped: false,
    };
    this.timers.push(
      setTimeout(() => this.onmessage?.({ data: { id, outcome } } as MessageEvent), this.busyUntil - Date.now()),
    );
  }

  terminate(): void {
    this.terminated = true;
    for (const t of this.timers) clearTimeout(t);
  }
}

const text = (outcome: MarkdownOutcome) =>
  outcome.kind === 'rendered' ? (outcome.hast.children[0] as { value: string }).value : outcome.reason;

describe('MarkdownWorkerClient: a time budget per document', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeWorker.created = [];
  });
  afterEach(() => jest.useRealTimers());

  const client = (cost: (s: string) => number) =>
    new MarkdownWorkerClient(() => new FakeWorker(cost) as unknown as Worker, 700);

  it('renders in order; boot time is not charged to the first document', async () => {
    const c = client(() => 600);
    const results: string[] = [];
    void c.render('one').then((o) => results.push(text(o)));
    void c.render('two').then((o) => results.push(text(o)));
    await jest.advanceTimersByTimeAsync(50 + 600);
    expect(results).toEqual(['one']);
    await jest.advanceTimersByTimeAsync(600);
    expect(results).toEqual(['one', 'two']);
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('a document over budget falls back to plain text, the worker is replaced, and the queue still renders', async () => {
    const c = client((s) => (s === 'hostile' ? Infinity : 10));
    const results: string[] = [];
    void c.render('hostile').then((o) => results.push(text(o)));
    void c.render('after').then((o) => results.push(text(o)));
    await jest.advanceTimersByTimeAsync(50 + 699);
    expect(results).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(results).toEqual(['too_slow']);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    await jest.advanceTimersByTimeAsync(50 + 10);
    expect(results).toEqual(['too_slow', 'after']);
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[1]!.received).toEqual(['after']);
  });

  it('each document gets its own budget, counted from when the worker can start it', async () => {
    const c = client(() => 500);
    const results: string[] = [];
    for (const s of ['a', 'b', 'c']) void c.render(s).then((o) => results.push(text(o)));
    await jest.advanceTimersByTimeAsync(50 + 1500);
    // 1,550 ms after the first request all three are rendered, none charged for the others' time.
    expect(results).toEqual(['a', 'b', 'c']);
  });

  it('a worker that fails to load gives plain text rather than a blank forever', async () => {
    const c = new MarkdownWorkerClient(() => {
      const w = new FakeWorker(() => 10, 1e9);
      setTimeout(() => w.onerror?.({} as ErrorEvent), 5);
      return w as unknown as Worker;
    }, 700);
    const result = c.render('x');
    await jest.advanceTimersByTimeAsync(5);
    expect(await result).toEqual({ kind: 'plain', reason: 'failed' });
  });
});
