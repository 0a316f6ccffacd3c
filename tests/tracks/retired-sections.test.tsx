import { screen, within } from '@testing-library/react';
import { TrackDetailPage } from '../../src/renderer/src/features/tracks/TrackDetailPage';
import { renderWithApp, type TestApp } from '../support/render-app';

/** A track page lists completed sections a newer version of the track dropped (docs/product.md "Versioning"). */
describe('track page: sections from an earlier version', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  const retire = (a: TestApp, title: string, url: string, completedAt: string) =>
    a.ctx.db
      .prepare(
        `INSERT INTO track_retired_sections (user_id, track_slug, title, url, completed_at, retired_at)
         VALUES (?, 'arena', ?, ?, ?, '2026-11-01T00:00:00.000Z')`,
      )
      .run(a.ctx.services.profiles.currentId(), title, url, completedAt);

  it('shows each with its completion day, linked when it has an address', async () => {
    ({ app } = await renderWithApp([{ path: '/tracks/:slug', element: <TrackDetailPage /> }], {
      at: '/tracks/arena',
      seed: async (a) => {
        retire(a, '2.2 Q-learning and DQN', 'https://example.org/q-learning', '2026-03-05T10:00:00.000Z');
        retire(a, 'Section 4 of an earlier version of this track', '', '2026-03-01T10:00:00.000Z');
      },
    }));
    const card = await screen.findByTestId('retired-sections');
    expect(within(card).getByRole('heading', { name: 'From an earlier version of this track' })).toBeTruthy();
    const items = within(card).getAllByRole('listitem').map((li) => li.textContent);
    // Oldest completion first.
    expect(items[0]).toMatch(/^Section 4 of an earlier version of this track · done /);
    expect(items[1]).toMatch(/^2\.2 Q-learning and DQN ↗ · done /);
    expect(within(card).getByRole('link', { name: /Q-learning/ }).getAttribute('href')).toBe('https://example.org/q-learning');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('shows nothing when no section was retired', async () => {
    ({ app } = await renderWithApp([{ path: '/tracks/:slug', element: <TrackDetailPage /> }], { at: '/tracks/arena' }));
    await screen.findByRole('heading', { name: /Chapter 0/ });
    expect(screen.queryByTestId('retired-sections')).toBeNull();
  });
});
