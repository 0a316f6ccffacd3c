import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient, QueryProvider } from '../../src/renderer/src/lib/query';
import type { FixedClock } from '../../src/main/services/clock';
import { ReflectionsPage } from '../../src/renderer/src/features/reflections/ReflectionsPage';
import { TrackDetailPage } from '../../src/renderer/src/features/tracks/TrackDetailPage';
import { renderWithApp, type TestApp } from '../support/render-app';
import { unwrap } from '../support/test-app';

const EARLIER = 'einsum is named axes: write the output shape first and the contraction falls out.';

async function seedDue(a: TestApp) {
  unwrap(await a.router.invoke('tracks:activate', { slug: 'arena' }));
  unwrap(await a.router.invoke('tracks:complete-section', { slug: 'arena', idx: 0 }));
  unwrap(await a.router.invoke('reflections:save', { slug: 'arena', idx: 0, text: EARLIER }));
  (a.ctx.clock as FixedClock).advanceMs(26 * 3_600_000);
}

/** Reflections come back recall first, and every free-text box keeps what was typed across a reload. */
describe('reflections: recall first, and drafts that survive a reload', () => {
  let app: TestApp | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => app?.close());

  it('asks first, hides the earlier words until the learner has tried, then takes yes / partly / no', async () => {
    ({ app } = await renderWithApp([{ path: '/reflections', element: <ReflectionsPage /> }], { seed: seedDue }));
    const card = await screen.findByTestId('due-reflection');
    expect(card.textContent).not.toContain(EARLIER);
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).getByTestId('reveal').textContent).toBe('I cannot recall it: show what I wrote');

    fireEvent.change(within(card).getByTestId('recall-text'), { target: { value: 'something about einsum and shapes' } });
    expect(within(card).getByTestId('reveal').textContent).toBe('Show what I wrote');
    fireEvent.click(within(card).getByTestId('reveal'));
    expect(within(card).getByTestId('earlier-text').textContent).toBe(EARLIER);
    expect((within(card).getByTestId('recall-text') as HTMLTextAreaElement).readOnly).toBe(true);
    fireEvent.click(within(card).getByRole('radio', { name: 'Partly' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(screen.queryByTestId('due-reflection')).toBeNull());
    const [stored] = unwrap(await app.router.invoke('reflections:list', {})).reflections;
    expect(stored!.answers.map((x) => x.still_holds)).toEqual(['partly']);
  });

  it('what was typed in a due reflection is still there after a reload, and gone once saved', async () => {
    let view;
    ({ app, view } = await renderWithApp([{ path: '/reflections', element: <ReflectionsPage /> }], { seed: seedDue }));
    let card = await screen.findByTestId('due-reflection');
    fireEvent.change(within(card).getByTestId('recall-text'), { target: { value: 'named axes' } });
    view.unmount();
    reload(<ReflectionsPage />, '/reflections');
    card = await screen.findByTestId('due-reflection');
    await waitFor(() => expect((within(card).getByTestId('recall-text') as HTMLTextAreaElement).value).toBe('named axes'));

    fireEvent.click(within(card).getByTestId('reveal'));
    fireEvent.change(within(card).getByLabelText('What would you say differently now?'), { target: { value: 'and broadcasting' } });
    fireEvent.click(within(card).getByRole('radio', { name: 'Yes, it holds' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(screen.queryByTestId('due-reflection')).toBeNull());
    const [stored] = unwrap(await app.router.invoke('reflections:list', {})).reflections;
    expect(stored!.answers[0]!.would_change).toBe('and broadcasting');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('workbench:draft:'))).toEqual([]);
  });

  it('the reflection typed after marking a section done survives a reload until it is saved', async () => {
    let view;
    ({ app, view } = await renderWithApp([{ path: '/tracks/:slug', element: <TrackDetailPage /> }], {
      at: '/tracks/arena',
      seed: async (a) => {
        unwrap(await a.router.invoke('tracks:activate', { slug: 'arena' }));
      },
    }));
    fireEvent.click(within(await screen.findByTestId('section-0')).getByRole('button', { name: /Mark done/ }));
    const dialog = await screen.findByTestId('section-done-dialog');
    await waitFor(() => expect((within(dialog).getByTestId('done-minutes') as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await screen.findByRole('heading', { name: 'A short reflection?' });
    fireEvent.change(screen.getByPlaceholderText('In your own words…'), { target: { value: 'Half a thought' } });
    view.unmount();

    // After a reload the track page shows no prompt (it follows the click); Home asks again, with the draft.
    const { HomePage } = await import('../../src/renderer/src/features/home/HomePage');
    reload(<HomePage />, '/');
    const box = await screen.findByPlaceholderText('In your own words…');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Half a thought'));
    fireEvent.change(box, { target: { value: 'Half a thought, finished.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reflection' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'A short reflection?' })).toBeNull());
    expect(unwrap(await app.router.invoke('reflections:list', {})).reflections[0]!.text).toBe('Half a thought, finished.');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('workbench:draft:'))).toEqual([]);
  });
});

/** Renders a screen again from scratch (fresh cache, fresh components) against the same app: a page reload. */
function reload(element: ReactElement, at: string) {
  return render(
    <QueryProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={at} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}
