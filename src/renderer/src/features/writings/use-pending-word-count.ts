import { useEffect, useRef, useState } from 'react';
import type { EventPayload } from '@shared/ipc/events';
import { api } from '../../lib/api';

type Counted = EventPayload<'writings:word-counted'>;

/**
 * While the shown count is pending (null: main counts a big body after its save), takes the count main pushes
 * (`writings:word-counted`) and hands it to `onCounted`. `since` is the save whose answer left the count pending:
 * a pushed count for an older save is not the count of the text on screen. The event may arrive before that
 * save's answer (they travel apart), so the newest one is kept and applied when the answer comes. Events sent
 * while the event stream was down are lost: when it connects again every answer on screen is read again
 * (lib/query/events), so `stored`, the page's latest read of the piece, brings a count that was missed.
 */
export function usePendingWordCount(
  id: string,
  words: number | null,
  since: string,
  stored: { word_count: number | null; updated_at: string },
  onCounted: (count: number) => void,
): void {
  const latest = useRef(onCounted);
  latest.current = onCounted;
  const [pushed, setPushed] = useState<Counted | null>(null);

  // Subscribed for as long as the editor is open, pending or not: a count can come before the answer that waits for it.
  // Opened with a count pending, the piece is read once after subscribing: the read that opened it started the count,
  // which may have been pushed before this page listened.
  const openedPending = useRef(words === null);
  useEffect(() => {
    setPushed(null);
    const off = api.on('writings:word-counted', (event) => {
      if (event.writing_id === id) setPushed((prev) => newer(prev, event));
    });
    let stopped = false;
    if (openedPending.current) void readOnce(id, (counted) => !stopped && setPushed((prev) => newer(prev, counted)));
    return () => {
      stopped = true;
      off();
    };
  }, [id]);

  useEffect(() => {
    if (words === null && pushed && pushed.updated_at >= since) latest.current(pushed.word_count);
  }, [words, since, pushed]);

  // The fallback: a count pushed while the event stream was reconnecting was missed; the page's read of the piece,
  // fetched again on reconnect, carries it.
  const storedCount = stored.word_count;
  const storedAt = stored.updated_at;
  useEffect(() => {
    if (storedCount !== null) setPushed((prev) => newer(prev, { writing_id: id, word_count: storedCount, updated_at: storedAt }));
  }, [id, storedCount, storedAt]);
}

function newer(prev: Counted | null, next: Counted): Counted {
  return prev && prev.updated_at > next.updated_at ? prev : next;
}

/** Reads the piece; hands on its count when main has stored one. */
async function readOnce(id: string, found: (counted: Counted) => void): Promise<void> {
  try {
    const piece = await api.call('writings:get', { id });
    if (piece.word_count !== null) found({ writing_id: id, word_count: piece.word_count, updated_at: piece.updated_at });
  } catch {
    // A deleted piece is the page's own error to show; the next push or reconnect tries again.
  }
}
