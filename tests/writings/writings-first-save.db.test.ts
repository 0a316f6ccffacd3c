import { countWords } from '../../src/main/services/writings/word-count';
import { createTestApp, unwrap } from '../support/test-app';

/**
 * The first save of a big pasted body does not wait for its word count: the save answers word_count null
 * (pending), the count is made in the bounded job's thread after the save and stored; the next edit is then
 * counted from the cache the job's count seeded, on the save path.
 */
jest.setTimeout(300_000);

describe('writings:update, the first save of a big body', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());

  const paragraph = (i: number) =>
    `Paragraph ${i}: the *probe* reads the residual stream at layer ${i % 12}, and [the paper](https://example.org/${i}) says it's linear.`;
  // ~150 KB: far over the size counted on the save path, small enough to count in the test for the oracle.
  const body = Array.from({ length: 1_200 }, (_, i) => paragraph(i)).join('\n\n');

  it('answers pending, then the stored count arrives and equals the whole-document count', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Pasted' }));
    const saved = unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: body }));
    expect(saved.word_count).toBeNull();
    expect(unwrap(await app.router.invoke('writings:list', {})).writings[0]!.word_count).toBeNull();

    await app.ctx.services.writings.countsSettled();
    const piece = unwrap(await app.router.invoke('writings:get', { id: w.id }));
    expect(piece.word_count).toBe(countWords(body));

    // The job's count seeded the cache: a one-word edit is counted on the save path.
    const edited = body.replace('Paragraph 600:', 'Paragraph six hundred:');
    const next = unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: edited }));
    expect(next.word_count).toBe(countWords(edited));
  });

  it('a save that lands while the count runs is the one counted; an older count is never stored', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Pasted twice' }));
    unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: body }));
    const longer = `${body}\n\nOne more paragraph of five words.`;
    const second = unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: longer }));
    expect(second.word_count).toBeNull();
    await app.ctx.services.writings.countsSettled();
    expect(unwrap(await app.router.invoke('writings:get', { id: w.id })).word_count).toBe(countWords(longer));
  });

  it('a small body is still counted on the save path', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Short' }));
    const saved = unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: paragraph(1) }));
    expect(saved.word_count).toBe(countWords(paragraph(1)));
  });
});
