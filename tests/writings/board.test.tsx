import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FixedClock } from '../../src/main/services/clock';
import { WritingsPage } from '../../src/renderer/src/features/writings/WritingsPage';
import { renderWithApp, type TestApp } from '../support/render-app';
import { unwrap } from '../support/test-app';

const ROUTES = [
  { path: '/writings', element: <WritingsPage /> },
  { path: '/writings/:id', element: <p>editor of a piece</p> },
];

/**
 * jsdom lays nothing out, so dnd-kit would see every column at (0,0). Columns get side-by-side rects by their
 * order on the page, and a card the rect of its column's top, which is all the keyboard sensor and collision
 * detection read.
 */
function layOutBoard(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const column = this.closest('[data-testid^="column-"]');
    // The copy of the card that follows the pointer (DragOverlay) starts where the card was.
    const overlay = this.matches('.board-card-overlay') || this.querySelector(':scope > .board-card-overlay');
    if (!column && !overlay) return original.call(this);
    const columns = [...document.querySelectorAll('[data-testid^="column-"]')];
    const dragged = document.querySelector('.board-card-dragging')?.closest('[data-testid^="column-"]');
    // The overlay moves by a CSS transform, which a real layout would include in its rect.
    const moved = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec((this as HTMLElement).style?.transform ?? '');
    const left = columns.indexOf(column ?? dragged ?? columns[0]!) * 200 + (moved ? Number(moved[1]) : 0);
    const top = moved ? Number(moved[2]) : 0;
    const isColumn = column === this;
    const rect = { left, top, width: isColumn ? 190 : 180, height: isColumn ? 600 : 60, x: left, y: 0 };
    return { ...rect, x: left, y: top, right: left + rect.width, bottom: top + rect.height, toJSON: () => rect } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

function titlesIn(stage: string): string[] {
  return within(screen.getByTestId(`column-${stage}`))
    .queryAllByTestId('board-card')
    .map((card) => card.querySelector('.board-card-title')!.textContent!);
}

/** Picks the card up with Space on its handle, moves it `steps` columns right, and drops it with Space. */
async function moveByKeyboard(title: string, steps: number): Promise<void> {
  const handle = screen.getByRole('button', { name: `Move “${title}”` });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  // dnd-kit starts listening for the arrow keys on the next task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let i = 0; i < steps; i++) {
    fireEvent.keyDown(document, { key: 'ArrowRight', code: 'ArrowRight' });
    await act(async () => {});
  }
  fireEvent.keyDown(document, { key: ' ', code: 'Space' });
  await act(async () => {});
}

// A real app per test on a shared 2-core machine: rendering a board and a drag take a few seconds here.
jest.setTimeout(30_000);

describe('writings board (memory transport)', () => {
  let app: TestApp | undefined;
  let restore: (() => void) | undefined;
  beforeEach(() => {
    restore = layOutBoard();
  });
  afterEach(() => {
    restore?.();
    app?.close();
  });

  it('shows the columns in pipeline order and each column in type priority, then newest edit first', async () => {
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        const clock = a.clock as FixedClock;
        const make = async (title: string, type: string | null) => {
          clock.advanceMs(60_000);
          unwrap(await a.router.invoke('writings:create', { title, type } as never));
        };
        await make('untyped old', null);
        await make('tutorial', 'tutorial');
        await make('news', 'news_response');
        await make('research older', 'research_reflection');
        await make('methods', 'methods_explainer');
        await make('research newer', 'research_reflection');
        await make('untyped new', null);
      },
    }));
    await screen.findAllByTestId('board-card');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent?.trim())).toEqual([
      'Idea',
      'Outline',
      'Draft',
      'Ready',
      'Published',
    ]);
    expect(titlesIn('idea')).toEqual([
      'research newer',
      'research older',
      'methods',
      'news',
      'tutorial',
      'untyped new',
      'untyped old',
    ]);
    const card = screen.getAllByTestId('board-card')[0]!;
    expect(within(card).getByText('Research reflection')).toBeTruthy();
    expect(within(card).getByText('Alignment Forum')).toBeTruthy();
    expect(within(card).getByText('0 words')).toBeTruthy();
  });

  it('moves a card to the next column with the keyboard and main records the stage', async () => {
    let id = '';
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        id = unwrap(await a.router.invoke('writings:create', { title: 'Probes' })).id;
      },
    }));
    await screen.findByTestId('board-card');
    await moveByKeyboard('Probes', 1);
    await waitFor(() => expect(titlesIn('outline')).toEqual(['Probes']));
    expect(titlesIn('idea')).toEqual([]);
    expect(unwrap(await app!.router.invoke('writings:get', { id })).stage).toBe('outline');
  });

  it('a move main refuses snaps back to its column and shows the reason', async () => {
    let id = '';
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        id = unwrap(await a.router.invoke('writings:create', { title: 'Too early' })).id;
      },
    }));
    await screen.findByTestId('board-card');
    // idea -> published skips "ready": the stage rules in main refuse it.
    await moveByKeyboard('Too early', 4);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/“Too early” stays in Idea/);
    expect(alert.textContent).toMatch(/Only a piece in "ready" can be published/);
    await waitFor(() => expect(titlesIn('idea')).toEqual(['Too early']));
    expect(titlesIn('published')).toEqual([]);
    expect(unwrap(await app!.router.invoke('writings:get', { id })).stage).toBe('idea');
  });

  it('the flat list shows every piece with its stage chip, and the choice is kept for the profile', async () => {
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        unwrap(await a.router.invoke('writings:create', { title: 'Listed' }));
      },
    }));
    await screen.findByTestId('board-card');
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    const list = await screen.findByTestId('flat-list');
    expect(within(list).getByText('Idea')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Listed' })).toBeTruthy();
    const profiles = unwrap(await app!.router.invoke('profiles:list', {}));
    expect(localStorage.getItem(`workbench:writings-view:${profiles.current_id}`)).toBe('list');
  });

  it('a long column renders its first cards, counts them all, and shows more on "Show more"', async () => {
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        const clock = a.clock as FixedClock;
        for (let i = 0; i < 45; i++) {
          clock.advanceMs(1000);
          unwrap(await a.router.invoke('writings:create', { title: `Piece ${i}` }));
        }
      },
    }));
    await screen.findAllByTestId('board-card');
    const idea = screen.getByTestId('column-idea');
    expect(idea.getAttribute('data-count')).toBe('45');
    expect(within(idea).getByRole('heading').textContent).toContain('45');
    // Newest first: the first window is pieces 44..25.
    expect(titlesIn('idea')).toHaveLength(20);
    expect(titlesIn('idea')[0]).toBe('Piece 44');
    expect(within(idea).getByText('25 not shown yet')).toBeTruthy();
    fireEvent.click(within(idea).getByRole('button', { name: 'Show 20 more' }));
    expect(titlesIn('idea')).toHaveLength(40);
    fireEvent.click(within(idea).getByRole('button', { name: 'Show 5 more' }));
    expect(titlesIn('idea')).toHaveLength(45);
    expect(titlesIn('idea')[44]).toBe('Piece 0');
    expect(within(idea).queryByRole('button', { name: /Show \d+ more/ })).toBeNull();
  });

  it('a card moved into a long column stays in sight, even when its place is below the cards rendered', async () => {
    let last = '';
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        const clock = a.clock as FixedClock;
        for (let i = 0; i < 25; i++) {
          clock.advanceMs(1000);
          const { id } = unwrap(await a.router.invoke('writings:create', { title: `Outline ${i}`, type: 'research_reflection' }));
          unwrap(await a.router.invoke('writings:set-stage', { id, stage: 'outline' }));
        }
        clock.advanceMs(1000);
        last = unwrap(await a.router.invoke('writings:create', { title: 'Mover' })).id;
      },
    }));
    await screen.findAllByTestId('board-card');
    expect(titlesIn('outline')).toHaveLength(20);
    await moveByKeyboard('Mover', 1);
    // Main orders it after the 25 research reflections (no type comes last): 26th, below the first 20 rendered.
    await waitFor(() => expect(screen.getByTestId('column-outline').getAttribute('data-count')).toBe('26'));
    const order = unwrap(await app!.router.invoke('writings:list', {})).writings.filter((w) => w.stage === 'outline');
    expect(order.findIndex((w) => w.id === last)).toBe(25);
    await waitFor(() => expect(titlesIn('outline')).toHaveLength(21));
    expect(titlesIn('outline')[20]).toBe('Mover');
  });

  it('a click on a card title opens the piece in the app', async () => {
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        unwrap(await a.router.invoke('writings:create', { title: 'Open me' }));
      },
    }));
    await screen.findByTestId('board-card');
    const link = screen.getByRole('link', { name: 'Open me' });
    expect(link.getAttribute('href')).toMatch(/^\/writings\/[0-9a-f-]{36}$/);
    fireEvent.click(link);
    expect(await screen.findByText('editor of a piece')).toBeTruthy();
  });

  it('"New piece" pre-fills the venue from the type and offers a learning log only the personal site', async () => {
    ({ app } = await renderWithApp(ROUTES));
    await screen.findByText('No pieces yet');
    fireEvent.click(screen.getAllByRole('button', { name: 'New piece' })[0]!);
    const dialog = await screen.findByTestId('new-piece-dialog');
    const type = within(dialog).getByLabelText('Type') as HTMLSelectElement;
    const venue = within(dialog).getByLabelText('Venue') as HTMLSelectElement;
    fireEvent.change(type, { target: { value: 'research_reflection' } });
    expect(venue.value).toBe('forum_research');
    fireEvent.change(type, { target: { value: 'learning_log' } });
    expect(venue.value).toBe('personal');
    expect([...venue.options].map((o) => o.value)).toEqual(['', 'personal']);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'What I learned' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('editor of a piece')).toBeTruthy();
    const [piece] = unwrap(await app!.router.invoke('writings:list', {})).writings;
    expect(piece).toMatchObject({ title: 'What I learned', type: 'learning_log', venue: 'personal' });
  });

  it('a blank title is refused with the reason and nothing is created', async () => {
    ({ app } = await renderWithApp(ROUTES));
    await screen.findByText('No pieces yet');
    fireEvent.click(screen.getAllByRole('button', { name: 'New piece' })[0]!);
    const dialog = await screen.findByTestId('new-piece-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Give the piece a title/);
    expect(unwrap(await app!.router.invoke('writings:list', {})).writings).toEqual([]);
  });
});
