import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../src/renderer/src/app/ErrorBoundary';
import { lazyScreen } from '../../src/renderer/src/app/routes';

jest.setTimeout(30_000);

/** Issue 17 item 14: screens are lazy chunks; a chunk that fails to load can be fetched again with "Try again". */
describe('lazy route screens', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then the screen', async () => {
    let resolve!: (m: { Page: () => ReactElement }) => void;
    const element = lazyScreen(() => new Promise<{ Page: () => ReactElement }>((r) => (resolve = r)), 'Page');
    render(<ErrorBoundary>{element}</ErrorBoundary>);
    expect(screen.getByText('Loading screen…')).toBeTruthy();
    resolve({ Page: () => <h1>The screen</h1> });
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByText('Loading screen…')).toBeNull();
  });

  it('shows the screen as soon as its chunk arrives, with no timer to wait for', async () => {
    // With the clock stopped, the screen must still show: nothing here waits on a timer. (React.lazy + Suspense
    // revealed a loaded screen 300 ms after its fallback in Chromium, React 19's reveal throttle; act() skips that
    // throttle, so jsdom cannot show it: bench/writings-ui.bench.ts measures it.)
    jest.useFakeTimers();
    try {
      let resolve!: (m: { Page: () => ReactElement }) => void;
      const element = lazyScreen(() => new Promise<{ Page: () => ReactElement }>((r) => (resolve = r)), 'Page');
      render(<ErrorBoundary>{element}</ErrorBoundary>);
      expect(screen.getByText('Loading screen…')).toBeTruthy();
      await act(async () => {
        resolve({ Page: () => <h1>At once</h1> });
        await Promise.resolve();
      });
      expect(screen.getByRole('heading', { name: 'At once' })).toBeTruthy();
      // A second visit renders it directly, without the loading state.
      render(<ErrorBoundary>{element}</ErrorBoundary>);
      expect(screen.getAllByRole('heading', { name: 'At once' })).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed chunk shows the error banner, and Try again fetches it again', async () => {
    let reachable = false;
    let calls = 0;
    const element = lazyScreen(async () => {
      calls += 1;
      if (!reachable) throw new Error('Failed to fetch dynamically imported module');
      return { Page: () => <h1>Back again</h1> };
    }, 'Page');
    render(<ErrorBoundary>{element}</ErrorBoundary>);
    expect(await screen.findByText(/could not be shown/)).toBeTruthy();
    const failedCalls = calls;
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy();
    // React.lazy alone would keep the first failure forever; the chunk was fetched again.
    expect(calls).toBeGreaterThan(failedCalls);
  });
});
