import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MarkdownEditorProps } from '../../src/renderer/src/features/writings/MarkdownEditor';
import { WritingEditorPage } from '../../src/renderer/src/features/writings/WritingEditorPage';
import { setTransport } from '../../src/renderer/src/lib/api';
import { memoryTransport } from '../../src/renderer/src/lib/transport';
import { fail } from '../../src/shared/ipc/result';
import { renderWithApp, type TestApp } from '../support/render-app';
import { unwrap } from '../support/test-app';

jest.setTimeout(30_000);

// Monaco needs a real browser (the e2e test drives it); here a text area stands in for the lazy editor chunk.
jest.mock('../../src/renderer/src/features/writings/MarkdownEditor', () => ({
  __esModule: true,
  default: (props: MarkdownEditorProps) => (
    <textarea data-testid="md" aria-label={props.ariaLabel} defaultValue={props.initial} onChange={(e) => props.onChange(e.target.value)} />
  ),
}));

const ROUTES = [
  { path: '/writings/:id', element: <WritingEditorPage /> },
  { path: '/writings', element: <p>the board</p> },
];

/** The save starts 0.7 s after the last keystroke; a loaded 2-core machine needs more than waitFor's 1 s. */
const SLOW = { timeout: 8_000 };

const status = () => screen.getByTestId('save-status');

async function openPiece(body = '') {
  let id = '';
  const rendered = await renderWithApp(ROUTES, {
    seed: async (a) => {
      id = unwrap(await a.router.invoke('writings:create', { title: 'Saving test' })).id;
      if (body) unwrap(await a.router.invoke('writings:update', { id, body_md: body }));
    },
    at: () => `/writings/${id}`,
  });
  const editor = (await screen.findByTestId('md', {}, SLOW)) as HTMLTextAreaElement;
  return { app: rendered.app, view: rendered.view, id, editor };
}

/** Every writings:update fails as a host that went away would, until `heal` is called. */
function breakSaves(app: TestApp): { heal: () => void; attempts: () => number } {
  let broken = true;
  let attempts = 0;
  const inner = memoryTransport(app.router);
  setTransport({
    on: inner.on,
    invoke: (channel, input) => {
      if (channel === 'writings:update' && broken) {
        attempts++;
        return Promise.resolve(fail('unavailable', 'Workbench is not reachable. Is `npm run web` still running?'));
      }
      return inner.invoke(channel, input);
    },
  });
  return { heal: () => (broken = false), attempts: () => attempts };
}

/** Saves wait until `release` (an in-memory save is quicker than the screen can show "Saving…"). */
function holdSaves(app: TestApp): { release: () => void } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const inner = memoryTransport(app.router);
  setTransport({
    on: inner.on,
    invoke: async (channel, input) => {
      if (channel === 'writings:update') await opened;
      return inner.invoke(channel, input);
    },
  });
  return { release: () => open() };
}

describe('writing editor save indicator (memory transport)', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('goes from no changes to saving to "Saved at", and main holds the text and its word count', async () => {
    let editor: HTMLTextAreaElement;
    let id: string;
    ({ app, id, editor } = await openPiece());
    expect(status().dataset.state).toBe('clean');
    expect(status().textContent).toBe('No changes yet');
    const gate = holdSaves(app);
    fireEvent.change(editor, { target: { value: 'Three plain words' } });
    expect(status().textContent).toBe('Editing…');
    await waitFor(() => expect(status().textContent).toBe('Saving…'), SLOW);
    gate.release();
    await waitFor(() => expect(status().dataset.state).toBe('saved'), SLOW);
    expect(status().textContent).toMatch(/^Saved at \d\d:\d\d$/);
    expect(screen.getByTestId('word-count').textContent).toBe('3 words');
    expect(unwrap(await app.router.invoke('writings:get', { id })).body_md).toBe('Three plain words');
  });

  it('Ctrl+S saves at once, without waiting for the pause after typing', async () => {
    let editor: HTMLTextAreaElement;
    ({ app, editor } = await openPiece());
    fireEvent.change(editor, { target: { value: 'Saved by hand' } });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(status().dataset.state).toBe('saving');
    await waitFor(() => expect(status().dataset.state).toBe('saved'), SLOW);
  });

  it('a failed save shows "Not saved — Retry", keeps the text, and Retry saves everything typed since', async () => {
    let editor: HTMLTextAreaElement;
    let id: string;
    ({ app, id, editor } = await openPiece('Kept before'));
    const saves = breakSaves(app);
    fireEvent.change(editor, { target: { value: 'Kept before, then more' } });
    await waitFor(() => expect(status().dataset.state).toBe('failed'), SLOW);
    expect(status().textContent).toMatch(/^Not saved — Retry/);
    expect(status().textContent).toMatch(/Workbench is not reachable/);
    expect(editor.value).toBe('Kept before, then more');
    // Still typing while saves fail: nothing is dropped.
    fireEvent.change(editor, { target: { value: 'Kept before, then more and more' } });
    expect(unwrap(await app.router.invoke('writings:get', { id })).body_md).toBe('Kept before');
    expect(saves.attempts()).toBeGreaterThan(0);
    saves.heal();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => expect(status().dataset.state).toBe('saved'), SLOW);
    expect(unwrap(await app.router.invoke('writings:get', { id })).body_md).toBe('Kept before, then more and more');
  });

  it('leaving the editor saves what was typed without waiting for the pause', async () => {
    const opened = await openPiece();
    app = opened.app;
    const { id } = opened;
    fireEvent.change(opened.editor, { target: { value: 'Typed just before leaving' } });
    // Unmounting the screen is what a route change does.
    opened.view.unmount();
    await waitFor(async () =>
      expect(unwrap(await app!.router.invoke('writings:get', { id })).body_md).toBe('Typed just before leaving'),
    );
  });

  it('the stage control moves the piece, the history panel lists the move, and a refused move shows why', async () => {
    let id: string;
    ({ app, id } = await openPiece());
    fireEvent.change(screen.getByTestId('stage-select'), { target: { value: 'outline' } });
    await waitFor(async () => expect(unwrap(await app!.router.invoke('writings:get', { id })).stage).toBe('outline'));
    fireEvent.click(screen.getByRole('button', { name: 'Stage history' }));
    const entries = await screen.findAllByTestId('history-entry', {}, SLOW);
    expect(entries[0]!.textContent).toMatch(/Idea → Outline/);
    fireEvent.change(screen.getByTestId('stage-select'), { target: { value: 'published' } });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toMatch(/Only a piece in "ready" can be published/);
    await waitFor(() => expect((screen.getByTestId('stage-select') as HTMLSelectElement).value).toBe('outline'));
  });

  it('has a way back to the board', async () => {
    ({ app } = await openPiece());
    fireEvent.click(screen.getByRole('link', { name: '← All writings' }));
    expect(await screen.findByText('the board')).toBeTruthy();
  });

  it('the stage menu offers only the moves main allows from here and says why the others are off', async () => {
    ({ app } = await openPiece());
    const option = (name: string) =>
      screen.getAllByRole('option').find((o) => (o as HTMLOptionElement).value === name) as HTMLOptionElement;
    const enabled = () =>
      screen
        .getAllByRole('option')
        .filter((o) => (o as HTMLOptionElement).value !== '' && o.closest('[data-testid="stage-select"]'))
        .filter((o) => !(o as HTMLOptionElement).disabled)
        .map((o) => (o as HTMLOptionElement).value);
    // From idea: every work-in-progress stage and archived; published only from ready.
    expect(enabled()).toEqual(['idea', 'outline', 'draft', 'ready', 'archived']);
    expect(option('published').textContent).toBe('Published (from Ready only)');
    fireEvent.change(screen.getByTestId('stage-select'), { target: { value: 'ready' } });
    await waitFor(() => expect(option('published').disabled).toBe(false), SLOW);
    fireEvent.change(screen.getByTestId('stage-select'), { target: { value: 'published' } });
    await waitFor(() => expect(enabled()).toEqual(['published', 'archived']), SLOW);
    expect(option('draft').textContent).toBe('Draft (published: archive only)');
  });
});
