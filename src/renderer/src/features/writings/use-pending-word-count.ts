import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';

/** How often the editor asks for a count main makes after the save (a big body takes seconds to count). */
const POLL_MS = 1_000;

/**
 * While the shown count is pending (null: main counts a big body after its save), reads the piece again every
 * second until main has published the count, and hands it to `onCounted`. A newer save's answer replaces the
 * pending state (a number stops the polling; another null keeps it going).
 */
export function usePendingWordCount(id: string, words: number | null, onCounted: (count: number) => void): void {
  const latest = useRef(onCounted);
  latest.current = onCounted;
  useEffect(() => {
    if (words !== null) return;
    let stopped = false;
    const timer = setInterval(() => {
      void api.call('writings:get', { id }).then(
        (piece) => {
          if (!stopped && piece.word_count !== null) latest.current(piece.word_count);
        },
        () => undefined, // the next tick asks again; a deleted piece is the page's own error to show
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, words]);
}
