import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TrackDetailPage } from '../../src/renderer/src/features/tracks/TrackDetailPage';
import type { FixedClock } from '../../src/main/services/clock';
import { flattenSections } from '../../src/shared/domain/track';
import { renderWithApp, type TestApp } from '../support/render-app';
import { unwrap } from '../support/test-app';

/** "Mark done" asks how long the section took, so a section opened a moment ago never records "0 min". */
describe('track page: marking a section done asks for the time spent', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  async function openAndMark(advanceMinutes: number) {
    ({ app } = await renderWithApp([{ path: '/tracks/:slug', element: <TrackDetailPage /> }], {
      at: '/tracks/arena',
      seed: async (a) => {
        unwrap(await a.router.invoke('tracks:activate', { slug: 'arena' }));
        unwrap(await a.router.invoke('tracks:start-section', { slug: 'arena', idx: 0 }));
        (a.ctx.clock as FixedClock).advanceMs(advanceMinutes * 60_000);
      },
    }));
    const row = await screen.findByTestId('section-0');
    fireEvent.click(within(row).getByRole('button', { name: /Mark done/ }));
    const dialog = await screen.findByTestId('section-done-dialog');
    const field = within(dialog).getByLabelText('How long did it take you, in minutes?');
    await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    return { dialog, field: field as HTMLInputElement };
  }

  const first = (a: TestApp) => flattenSections(a.ctx.content.getTrack('arena')!)[0]!.section;

  it('right after opening: nothing prefilled, it says why, and the figure typed is what calibrates', async () => {
    const { dialog, field } = await openAndMark(0.3);
    expect(field.value).toBe('');
    expect(within(dialog).getByTestId('done-minutes-why').textContent).toMatch(/You opened it 0 min ago and it is written to take/);
    fireEvent.change(field, { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await screen.findByRole('heading', { name: 'A short reflection?' });
    const progress = unwrap(await app!.router.invoke('progress:get', {}));
    expect(progress.time_ratios).toEqual([
      { kind: first(app!).kind, sections: 1, ratio: Math.round((45 / first(app!).duration_min) * 100) / 100 },
    ]);
    expect(await screen.findByTestId('section-took')).toBeTruthy();
    expect(screen.getByTestId('section-took').textContent).toContain('Took you 45 min (your figure)');
  });

  it('left empty, the section is done and its "0 min" stays out of Progress', async () => {
    const { dialog } = await openAndMark(0.3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await screen.findByRole('heading', { name: 'A short reflection?' });
    const progress = unwrap(await app!.router.invoke('progress:get', {}));
    expect(progress.time_ratios).toEqual([]);
    expect(progress.time_sentence).not.toMatch(/0\.0x/);
    expect((await screen.findByTestId('time-not-counted')).textContent).toContain('not in your estimates');
  });

  it('after a plausible time, the field is prefilled with it', async () => {
    const { field } = await openAndMark(50);
    expect(field.value).toBe('50');
  });

  it('refuses a figure that is not minutes, in words', async () => {
    const { dialog, field } = await openAndMark(0.3);
    fireEvent.change(field, { target: { value: '-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/number above 0/);
    expect(unwrap(await app!.router.invoke('tracks:get', { slug: 'arena' })).active_track?.completed_sections).toEqual([]);
  });
});
