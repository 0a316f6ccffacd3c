import { screen } from '@testing-library/react';
import { TrackDetailPage } from '../../src/renderer/src/features/tracks/TrackDetailPage';
import { renderWithApp, type TestApp } from '../support/render-app';

/** /tracks/<slug> for a track that is not loaded: a not-found screen with the way back, no error or retry. */
describe('track detail for an unknown slug (memory transport)', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it.each([
    ['a well-formed slug no track has', 'no-such-track'],
    ['an address that cannot be a slug', 'Not A Slug!'],
  ])('%s shows "Track not available" and a link back to Tracks', async (_label, slug) => {
    ({ app } = await renderWithApp([{ path: '/tracks/:slug', element: <TrackDetailPage /> }], {
      at: `/tracks/${encodeURIComponent(slug)}`,
    }));
    expect(await screen.findByRole('heading', { name: 'Track not available', level: 1 })).toBeTruthy();
    expect(screen.getByText(`There is no track “${slug}”.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tracks' }).getAttribute('href')).toBe('/tracks');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /try again|retry/i })).toBeNull();
  });
});
