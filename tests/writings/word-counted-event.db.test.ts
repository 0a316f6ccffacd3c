import { countWords } from '../../src/main/services/writings/word-count';
import { events } from '@shared/ipc/events';
import { createTestApp, unwrap } from '../support/test-app';

/**
 * The count made after a big first save is pushed to the renderer as `writings:word-counted` (through the app's
 * event bus: SSE in the browser host, IPC in Electron), so the editor no longer asks `writings:get` every second.
 */
jest.setTimeout(300_000);

type Pushed = { name: string; payload: unknown };

describe('writings:word-counted', () => {
  let app: ReturnType<typeof createTestApp>;
  let pushed: Pushed[];
  beforeEach(() => {
    app = createTestApp();
    pushed = [];
    app.ctx.events.subscribe((name, payload) => pushed.push({ name, payload }));
  });
  afterEach(() => app.close());

  const body = Array.from({ length: 1_200 }, (_, i) => `Paragraph ${i}: the *probe* reads layer ${i % 12}.`).join('\n\n');
  const counted = () => pushed.filter((p) => p.name === 'writings:word-counted');

  it('is emitted once the background count is stored, with the count and the save it counted', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Pasted' }));
    const saved = unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: body }));
    expect(saved.word_count).toBeNull();
    expect(counted()).toEqual([]); // not before the count is made

    await app.ctx.services.writings.countsSettled();
    expect(counted()).toEqual([
      { name: 'writings:word-counted', payload: { writing_id: w.id, word_count: countWords(body), updated_at: saved.updated_at } },
    ]);
    // The payload is what the contract declares (snake_case, strict types).
    expect(events['writings:word-counted'].strict().parse(counted()[0]!.payload)).toEqual(counted()[0]!.payload);
    // And it is what a read answers now.
    expect(unwrap(await app.router.invoke('writings:get', { id: w.id })).word_count).toBe(countWords(body));
  });

  it('two saves while counting push one event, for the newer body and its save', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Pasted twice' }));
    unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: body }));
    const longer = `${body}\n\nOne more paragraph of six words.`;
    const second = unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: longer }));
    await app.ctx.services.writings.countsSettled();
    expect(counted().map((p) => p.payload)).toEqual([
      { writing_id: w.id, word_count: countWords(longer), updated_at: second.updated_at },
    ]);
  });

  it('is not emitted for a small body (counted on the save path) nor for a piece deleted while counting', async () => {
    const small = unwrap(await app.router.invoke('writings:create', { title: 'Short' }));
    expect(unwrap(await app.router.invoke('writings:update', { id: small.id, body_md: 'Five words in this body.' })).word_count).toBe(5);
    const gone = unwrap(await app.router.invoke('writings:create', { title: 'Gone' }));
    unwrap(await app.router.invoke('writings:update', { id: gone.id, body_md: body }));
    unwrap(await app.router.invoke('writings:delete', { id: gone.id }));
    await app.ctx.services.writings.countsSettled();
    expect(counted()).toEqual([]);
  });
});
