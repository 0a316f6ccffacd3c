import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WritingsPage } from '../../../src/renderer/src/features/writings/WritingsPage';
import { WritingEditorPage } from '../../../src/renderer/src/features/writings/WritingEditorPage';
import { renderWithApp, type TestApp } from '../render-app';
import { unwrap } from '../../support/test-app';

const ROUTES = [
  { path: '/writings', element: <WritingsPage /> },
  { path: '/writings/:id', element: <WritingEditorPage /> },
];

describe('writings screens (memory transport)', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('shows the empty state, creates a piece from the form and opens it', async () => {
    ({ app } = await renderWithApp(ROUTES));
    expect(await screen.findByText('No pieces yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Why probes mislead' } });
    fireEvent.click(screen.getByRole('button', { name: 'New piece' }));
    expect(await screen.findByRole('heading', { name: 'Why probes mislead' })).toBeTruthy();
    expect(screen.getByText('Idea')).toBeTruthy();
    const stored = unwrap(await app.router.invoke('writings:list', {})).writings;
    expect(stored.map((w) => w.title)).toEqual(['Why probes mislead']);
  });

  it('shows a readable message when the title is blank, and creates nothing', async () => {
    ({ app } = await renderWithApp(ROUTES));
    await screen.findByText('No pieces yet');
    fireEvent.click(screen.getByRole('button', { name: 'New piece' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/title: Give the piece a title/);
    expect(unwrap(await app.router.invoke('writings:list', {})).writings).toEqual([]);
  });

  it('lists existing pieces with their type and stage', async () => {
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        unwrap(await a.router.invoke('writings:create', { title: 'Attention, plainly', type: 'methods_explainer' }));
      },
    }));
    expect(await screen.findByRole('link', { name: 'Attention, plainly' })).toBeTruthy();
    expect(screen.getByText('Methods explainer')).toBeTruthy();
    expect(screen.getByText('Idea')).toBeTruthy();
  });

  it('shows a readable error with a retry for a piece that does not exist', async () => {
    ({ app } = await renderWithApp(ROUTES, { at: '/writings/00000000-0000-4000-8000-0000000000ff' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/That piece does not exist/));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('renders the body as sanitized GFM: no scripts, no javascript: links, tables kept', async () => {
    let id = '';
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        id = unwrap(await a.router.invoke('writings:create', { title: 'Unsafe' })).id;
        unwrap(
          await a.router.invoke('writings:update', {
            id,
            body_md:
              'Hi <script>window.pwned=1</script> <img src=x onerror=alert(1)> [bad](javascript:alert(1))\n\n| a |\n|---|\n| b |\n',
          }),
        );
      },
      at: () => `/writings/${id}`,
    }));
    await screen.findByRole('table');
    const body = document.querySelector('.markdown')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/);
  });

  it('a malformed address shows "Piece not found" with a way back, not the raw validation message', async () => {
    ({ app } = await renderWithApp(ROUTES, { at: '/writings/not-a-uuid' }));
    expect(await screen.findByRole('heading', { name: 'Piece not found' })).toBeTruthy();
    expect(screen.queryByText(/must be a UUID/)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'All writings' }));
    expect(await screen.findByText('No pieces yet')).toBeTruthy();
  });
});
