import { PreviewWorkerClient, type PreviewView } from '../../src/renderer/src/features/writings/preview/preview-client';
import type { WorkerMessage } from '../../src/renderer/src/features/writings/preview/preview-protocol';

/** A worker the test drives: it records what the page sends and answers when told. */
class FakeWorker {
  posted: { id: number; source: string }[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage(message: { id: number; source: string }): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(data: WorkerMessage): void {
    this.onmessage?.({ data } as MessageEvent<WorkerMessage>);
  }
}

function setUp() {
  const workers: FakeWorker[] = [];
  const views: PreviewView[] = [];
  const client = new PreviewWorkerClient(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    (v) => views.push(v),
    700,
  );
  return { client, workers, views };
}

const rendered = (id: number): WorkerMessage => ({
  id,
  result: { kind: 'rendered', order: [1], fresh: { 1: '<p>x</p>' }, typed: 0, limits: [] },
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the preview worker client', () => {
  it('sends the text at once, while the worker is still loading, and waits for no "ready"', () => {
    const { client, workers } = setUp();
    client.render('# A piece');
    // Before, nothing went out until the worker said it was ready: a turn of the page's thread, which on opening a
    // big piece the editor held for a second while the loaded worker waited for the text.
    expect(workers[0]!.posted).toEqual([{ id: 1, source: '# A piece' }]);
  });

  it('does not count the worker loading its module against the budget', () => {
    const { client, workers, views } = setUp();
    client.render('# A piece');
    jest.advanceTimersByTime(5_000); // a slow module load on a busy machine
    expect(views).toEqual([]);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.say({ id: 1, alive: true });
    workers[0]!.say(rendered(1));
    expect(views).toEqual([{ source: '# A piece', kind: 'rendered', blocks: [{ id: 1, html: '<p>x</p>' }], typed: 0, limits: [] }]);
  });

  it('stops a worker that signed life and then stayed silent past the budget, and shows the text plain', () => {
    const { client, workers, views } = setUp();
    client.render('# A piece');
    workers[0]!.say({ id: 1, alive: true });
    jest.advanceTimersByTime(699);
    expect(views).toEqual([]);
    jest.advanceTimersByTime(2);
    expect(workers[0]!.terminated).toBe(true);
    expect(views).toEqual([{ source: '# A piece', kind: 'plain', reason: 'too_slow' }]);
    // The next version goes to a fresh worker, at once.
    client.render('# A piece, simpler');
    expect(workers[1]!.posted).toEqual([{ id: 2, source: '# A piece, simpler' }]);
  });

  it('keeps one version in flight and sends only the newest waiting one after its answer', () => {
    const { client, workers } = setUp();
    client.render('a');
    client.render('ab');
    client.render('abc');
    expect(workers[0]!.posted.map((m) => m.source)).toEqual(['a']);
    workers[0]!.say({ id: 1, alive: true });
    workers[0]!.say(rendered(1));
    expect(workers[0]!.posted.map((m) => m.source)).toEqual(['a', 'abc']);
  });

  it('shows a worker that fails to load as plain text and starts no other one until the next version', () => {
    const { client, workers, views } = setUp();
    client.render('# A piece');
    workers[0]!.onerror?.();
    expect(views).toEqual([{ source: '# A piece', kind: 'plain', reason: 'failed' }]);
    expect(workers).toHaveLength(1);
  });
});
