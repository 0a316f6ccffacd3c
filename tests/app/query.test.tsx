import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, setTransport } from '../../src/renderer/src/lib/api';
import {
  createQueryClient,
  QueryProvider,
  shouldRetry,
  TRACK_VIEWS,
  useChannelMutation,
  useChannelQuery,
} from '../../src/renderer/src/lib/query';
import type { Transport } from '../../src/renderer/src/lib/transport';
import { QueryView } from '../../src/renderer/src/components/QueryView';
import { fail, ok, type Result } from '../../src/shared/ipc/result';

/**
 * A transport that answers from a table and records every call, and whose events the test fires by hand:
 * enough to see what the data layer asks for and when.
 */
function scriptedTransport(answer: (channel: string, input: unknown) => Result<unknown>) {
  const calls: string[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const reconnects = new Set<() => void>();
  const transport: Transport = {
    invoke: async (channel, input) => {
      calls.push(channel);
      return answer(channel, input);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    onReconnect(listener) {
      reconnects.add(listener);
      return () => reconnects.delete(listener);
    },
  };
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));
  const reconnect = () => reconnects.forEach((l) => l());
  const count = (channel: string) => calls.filter((c) => c === channel).length;
  return { transport, emit, reconnect, count };
}

const renderWith = (ui: React.ReactElement) =>
  render(<QueryProvider client={createQueryClient({ retry: false })}>{ui}</QueryProvider>);

function TrackCount() {
  const list = useChannelQuery('tracks:list', {});
  return <QueryView query={list}>{(d) => <p>{d.tracks.length} tracks</p>}</QueryView>;
}

describe('retry policy', () => {
  it('retries only unavailable, and only a bounded number of times', () => {
    expect(shouldRetry(0, new ApiError('unavailable', 'down'))).toBe(true);
    expect(shouldRetry(1, new ApiError('unavailable', 'down'))).toBe(true);
    expect(shouldRetry(2, new ApiError('unavailable', 'down'))).toBe(false);
    for (const code of ['invalid_input', 'not_found', 'conflict', 'forbidden', 'limit_exceeded', 'internal'] as const) {
      expect(shouldRetry(0, new ApiError(code, 'no'))).toBe(false);
    }
    expect(shouldRetry(0, new Error('not an ApiError'))).toBe(false);
  });
});

describe('channel queries', () => {
  it('shares one request between widgets showing the same channel and input', async () => {
    const t = scriptedTransport(() => ok({ voices: [], lastUsed: 'default', last_used: 'default' }));
    setTransport(t.transport);
    function Voices({ label }: { label: string }) {
      const q = useChannelQuery('voices:list', {});
      return q.data ? <p>{label} loaded</p> : null;
    }
    renderWith(
      <>
        <Voices label="first" />
        <Voices label="second" />
      </>,
    );
    await screen.findByText('first loaded');
    await screen.findByText('second loaded');
    expect(t.count('voices:list')).toBe(1);
  });

  it('keeps the error code: not_found renders the screen for it, anything else a retry banner', async () => {
    let code: 'not_found' | 'conflict' = 'not_found';
    const t = scriptedTransport(() => fail(code, `failed with ${code}`));
    setTransport(t.transport);
    function Probe() {
      const q = useChannelQuery('tracks:get', { slug: 'nope' });
      return (
        <QueryView query={q} notFound={<p>no such track</p>}>
          {() => <p>loaded</p>}
        </QueryView>
      );
    }
    const view = renderWith(<Probe />);
    expect(await screen.findByText('no such track')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    view.unmount();

    code = 'conflict';
    renderWith(<Probe />);
    expect((await screen.findByRole('alert')).textContent).toContain('failed with conflict');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(t.count('tracks:get')).toBe(3));
  });

  it('refetches what a main-side event invalidates (tracks:changed), wired once at the root', async () => {
    let tracks = 1;
    const t = scriptedTransport(() => ok({ tracks: Array.from({ length: tracks }, () => ({})), active_slug: null }));
    setTransport(t.transport);
    renderWith(<TrackCount />);
    expect(await screen.findByText('1 tracks')).toBeTruthy();
    tracks = 2;
    act(() => t.emit('tracks:changed', {}));
    expect(await screen.findByText('2 tracks')).toBeTruthy();
    expect(t.count('tracks:list')).toBe(2);
    // Events that carry no data change do not refetch anything.
    act(() => t.emit('app:notice', { kind: 'info', message: 'hello' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(t.count('tracks:list')).toBe(2);
  });
});

describe('the event stream connecting again', () => {
  function ProfileCount() {
    const list = useChannelQuery('profiles:list', {});
    return <QueryView query={list}>{(d) => <p>{d.profiles.length} profiles</p>}</QueryView>;
  }

  it('reads every answer on screen again, whatever channel, since the events sent while it was down are lost', async () => {
    let n = 1;
    const t = scriptedTransport((channel) =>
      channel === 'tracks:list'
        ? ok({ tracks: Array.from({ length: n }, () => ({})), active_slug: null })
        : ok({ profiles: Array.from({ length: n }, () => ({})), active_id: null }),
    );
    setTransport(t.transport);
    renderWith(
      <>
        <TrackCount />
        <ProfileCount />
      </>,
    );
    expect(await screen.findByText('1 tracks')).toBeTruthy();
    expect(await screen.findByText('1 profiles')).toBeTruthy();
    n = 3;
    act(() => t.reconnect());
    expect(await screen.findByText('3 tracks')).toBeTruthy();
    expect(await screen.findByText('3 profiles')).toBeTruthy();
    expect([t.count('tracks:list'), t.count('profiles:list')]).toEqual([2, 2]);
  });
});

describe('channel mutations', () => {
  function ClearButton() {
    const clear = useChannelMutation('tracks:clear-active', { invalidates: TRACK_VIEWS });
    return (
      <>
        <button type="button" onClick={() => clear.mutate({})}>
          clear
        </button>
        {clear.error ? <p role="alert">{clear.error.code}</p> : null}
      </>
    );
  }

  it('invalidates the named channels after a success, and nothing after a failure', async () => {
    let clearFails = true;
    const t = scriptedTransport((channel) => {
      if (channel === 'tracks:clear-active')
        return clearFails ? fail('conflict', 'No track is active.') : ok({ active_track: null });
      return ok({ tracks: [], active_slug: null });
    });
    setTransport(t.transport);
    renderWith(
      <>
        <TrackCount />
        <ClearButton />
      </>,
    );
    await screen.findByText('0 tracks');
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect((await screen.findByRole('alert')).textContent).toBe('conflict');
    expect(t.count('tracks:list')).toBe(1);

    clearFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect(t.count('tracks:list')).toBe(2));
  });
});
