import { act, renderHook } from '@testing-library/react';
import { setTransport } from '../../src/renderer/src/lib/api';
import type { Transport } from '../../src/renderer/src/lib/transport';
import { usePendingWordCount } from '../../src/renderer/src/features/writings/use-pending-word-count';

/**
 * The editor's pending word count takes the count main pushes (`writings:word-counted`) instead of polling: it
 * applies a count for this piece and for the save that left it pending (or a newer one), ignores other pieces and
 * older saves, copes with the push arriving before the save's answer, takes a count from the page's read of the
 * piece (read again for every screen when the event stream reconnects: tests/app/query.test.tsx), and reads the
 * piece itself only once, when the page opens with a count pending; never on a timer.
 */
const ID = 'piece-1';
const T1 = '2026-11-28T10:00:00.000Z';
const T2 = '2026-11-28T10:00:05.000Z';

function fakeHost(stored: { word_count: number | null; updated_at: string }) {
  const listeners = new Set<(payload: unknown) => void>();
  const reconnects = new Set<() => void>();
  const calls: string[] = [];
  const transport: Transport = {
    invoke: (channel) => {
      calls.push(channel);
      return Promise.resolve({ ok: true, value: { id: ID, ...stored } });
    },
    on: (event, listener) => {
      if (event === 'writings:word-counted') listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReconnect: (listener) => {
      reconnects.add(listener);
      return () => reconnects.delete(listener);
    },
  };
  setTransport(transport);
  return {
    calls,
    push: (payload: { writing_id: string; word_count: number; updated_at: string }) =>
      act(() => listeners.forEach((l) => l(payload))),
    reconnect: async () => {
      await act(async () => {
        reconnects.forEach((l) => l());
        await new Promise((r) => setTimeout(r, 0));
      });
    },
  };
}

type Stored = { word_count: number | null; updated_at: string };

function mount(words: number | null, since: string, stored: Stored = { word_count: words, updated_at: since }) {
  const counted: number[] = [];
  const hook = renderHook(
    (p: { words: number | null; since: string; stored: Stored }) =>
      usePendingWordCount(ID, p.words, p.since, p.stored, (n) => counted.push(n)),
    { initialProps: { words, since, stored } },
  );
  return { counted, hook };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

it('applies a pushed count for this piece and this save, and never reads the piece on a timer', () => {
  const host = fakeHost({ word_count: null, updated_at: T2 });
  const { counted, hook } = mount(5, T1);
  hook.rerender({ words: null, since: T2, stored: { word_count: 5, updated_at: T1 } });
  act(() => void jest.advanceTimersByTime(10_000));
  expect(host.calls).toEqual([]);
  host.push({ writing_id: 'another', word_count: 7, updated_at: T2 });
  expect(counted).toEqual([]);
  host.push({ writing_id: ID, word_count: 1234, updated_at: T2 });
  expect(counted).toEqual([1234]);
  expect(host.calls).toEqual([]);
});

it('ignores a count for an older save than the one pending', () => {
  const host = fakeHost({ word_count: null, updated_at: T2 });
  const { counted, hook } = mount(5, T1);
  hook.rerender({ words: null, since: T2, stored: { word_count: 5, updated_at: T1 } });
  host.push({ writing_id: ID, word_count: 1000, updated_at: T1 });
  expect(counted).toEqual([]);
  host.push({ writing_id: ID, word_count: 1010, updated_at: T2 });
  expect(counted).toEqual([1010]);
});

it('applies a count pushed before the answer of the save it counted', () => {
  const host = fakeHost({ word_count: null, updated_at: T2 });
  const { counted, hook } = mount(5, T1);
  host.push({ writing_id: ID, word_count: 2222, updated_at: T2 });
  expect(counted).toEqual([]); // nothing pending yet
  hook.rerender({ words: null, since: T2, stored: { word_count: 5, updated_at: T1 } });
  expect(counted).toEqual([2222]);
});

it('takes a count from the page reading the piece again (as it does for every screen on reconnect), not an older one', async () => {
  const host = fakeHost({ word_count: 3333, updated_at: T2 });
  const { counted, hook } = mount(5, T1);
  hook.rerender({ words: null, since: T2, stored: { word_count: 5, updated_at: T1 } });
  expect(counted).toEqual([]); // the read the page opened with is older than the pending save
  hook.rerender({ words: null, since: T2, stored: { word_count: null, updated_at: T2 } });
  expect(counted).toEqual([]); // read again before main had counted: still pending
  hook.rerender({ words: null, since: T2, stored: { word_count: 3333, updated_at: T2 } });
  expect(counted).toEqual([3333]);
  expect(host.calls).toEqual([]); // the hook itself read nothing
});

it('opened with a count pending, reads the piece once (the count may have been pushed before the page listened)', async () => {
  const host = fakeHost({ word_count: 4444, updated_at: T1 });
  const { counted } = mount(null, T1);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(host.calls).toEqual(['writings:get']);
  expect(counted).toEqual([4444]);
});
