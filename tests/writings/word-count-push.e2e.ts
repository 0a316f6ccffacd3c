import { countWords } from '../../src/main/services/writings/word-count';
import { useHostAndBrowser } from '../support/e2e-session';
import { paste } from '../app/typing-support';

/**
 * A big document pasted into the writings editor: the save answers before the count (word_count null, "Counting
 * words…"), and the count appears when main pushes `writings:word-counted` over the event stream. The page sends no
 * `writings:get` meanwhile (it used to ask every second until the count was stored).
 */
jest.setTimeout(600_000);

const session = useHostAndBrowser();

// About 600 KB: counted in the background for seconds (it used to be polled several times meanwhile).
const BODY = Array.from(
  { length: 5_000 },
  (_, i) =>
    `Paragraph ${i}: the *probe* reads the residual stream at layer ${i % 12}, and [the paper](https://example.org/${i}) says it is linear, mostly.`,
).join('\n\n');

it('shows the count main pushes after a big paste, without asking writings:get for it', async () => {
  const { page } = session.browser;
  await page.goto(session.host.url);
  const created = await session.host.call('writings:create', { title: 'Pasted' });
  const { id } = created.value as { id: string };
  await page.goto(`${session.host.origin}/writings/${id}`);
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
  await page.getByTestId('word-count').filter({ hasText: '0 words' }).waitFor();

  const gets: string[] = [];
  const updates: number[] = [];
  page.on('request', (request) => {
    const channel = decodeURIComponent(new URL(request.url()).pathname);
    if (channel === '/api/writings:get') gets.push(channel);
    if (channel === '/api/writings:update') updates.push(Date.now());
  });
  await page.locator('.monaco-editor .view-lines').click();
  await paste(page, BODY);

  await page.getByTestId('word-count').filter({ hasText: 'Counting words' }).waitFor({ timeout: 60_000 });
  const expected = `${countWords(BODY).toLocaleString('en')} words`;
  await page.getByTestId('word-count').filter({ hasText: expected }).waitFor({ timeout: 300_000 });

  expect(updates.length).toBeGreaterThan(0);
  expect(gets).toEqual([]);
  const stored = await session.host.call('writings:get', { id });
  expect((stored.value as { word_count: number }).word_count).toBe(countWords(BODY));
  expect(session.browser.errors).toEqual([]);
});
