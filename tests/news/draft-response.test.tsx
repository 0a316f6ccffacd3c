import { fireEvent, screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { NewsPage } from '../../src/renderer/src/features/news/NewsPage';
import { renderWithApp, type TestApp } from '../support/render-app';
import { unwrap } from '../support/test-app';

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Alignment news</title>
<item><guid>a</guid><title>Sparse autoencoders at scale</title><link>https://news.example.org/a</link></item>
<item><guid>b</guid><title>A new eval for deception</title><link>https://news.example.org/b</link></item>
</channel></rss>`;

function Piece() {
  return <p data-testid="opened-piece">{useParams().id}</p>;
}

/** An item with a response leads to that piece and says so; drafting never leaves a second empty piece. */
describe('news: Draft a response', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('an item already answered shows it and opens that piece; drafting the other creates one piece', async () => {
    let answeredId = '';
    ({ app } = await renderWithApp(
      [
        { path: '/news', element: <NewsPage /> },
        { path: '/writings/:id', element: <Piece /> },
      ],
      {
        seed: async (a) => {
          unwrap(await a.router.invoke('news:import', { text: FEED }));
          const items = unwrap(await a.router.invoke('news:list', {})).items;
          const answered = items.find((i) => i.headline.startsWith('Sparse'))!;
          answeredId = unwrap(await a.router.invoke('news:draft-response', { item_id: answered.id })).id;
        },
      },
    ));
    const cards = await screen.findAllByTestId('news-item');
    const answered = cards.find((c) => c.textContent!.includes('Sparse autoencoders'))!;
    const fresh = cards.find((c) => c.textContent!.includes('deception'))!;
    expect(within(answered).getByTestId('news-response').textContent).toBe('You responded: an idea');
    expect(within(answered).getByRole('link', { name: 'Open your response' }).getAttribute('href')).toBe(`/writings/${answeredId}`);
    expect(within(answered).queryByRole('button', { name: 'Draft a response' })).toBeNull();
    expect(within(fresh).queryByTestId('news-response')).toBeNull();

    fireEvent.click(within(fresh).getByRole('button', { name: 'Draft a response' }));
    const opened = await screen.findByTestId('opened-piece');
    const pieces = unwrap(await app!.router.invoke('writings:list', {})).writings;
    expect(pieces).toHaveLength(2);
    expect(pieces.map((p) => p.id)).toContain(opened.textContent);
  });
});
