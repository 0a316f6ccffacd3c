import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { NextAction } from '@shared/ipc/channels/home';
import { Alternatives } from '../../src/renderer/src/features/home/Alternatives';

const candidate = (i: number): NextAction =>
  ({
    kind: 'problem',
    title: `Problem ${i}`,
    url: `/problem/p-${i}`,
    external: false,
    why: `Reason ${i}`,
  }) as NextAction;

/**
 * Home's "all candidates" list is collapsed; it is built when the learner opens it, not on every start (with the
 * shipped content it was more than half of home's elements, on the path to home's first paint).
 */
describe("home's list of every candidate the picker weighed", () => {
  it('renders the summary with the count at once, and the list with its links once opened', () => {
    const all = Array.from({ length: 40 }, (_, i) => candidate(i));
    render(
      <MemoryRouter>
        <Alternatives items={[candidate(100)]} all={all} trackActive={false} />
      </MemoryRouter>,
    );
    const details = screen.getByTestId('all-candidates') as HTMLDetailsElement;
    expect(within(details).getByText('All candidates the picker weighed (40)')).toBeTruthy();
    expect(within(details).queryAllByRole('listitem')).toHaveLength(0);

    act(() => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    const links = within(details).getAllByRole('link');
    expect(links).toHaveLength(40);
    expect(links[3]!.getAttribute('href')).toBe('/problem/p-3');
    expect(within(details).getByText('Reason 39')).toBeTruthy();

    // Closed again, it stays built: reopening shows it at once.
    act(() => {
      details.open = false;
      fireEvent(details, new Event('toggle'));
    });
    expect(within(details).getAllByRole('listitem')).toHaveLength(40);
  });
});
