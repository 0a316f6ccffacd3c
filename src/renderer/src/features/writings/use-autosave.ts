import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { KEEPALIVE_MAX_BODY } from '../../lib/transport';

/** Saves start this long after the last keystroke, so "Saved at" shows well within 2 s of it. */
export const AUTOSAVE_DELAY_MS = 700;
/** After a failure the text is tried again on its own, sooner at first, then at most every 15 s. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000];

export type SaveState =
  | { kind: 'clean' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string };

/** word_count is null while main counts a big body after the save (writings:get has it once counted). */
export type SaveAnswer = { updated_at: string; word_count: number | null };
/** `keepalive`: the page may be going away; the request must outlive it (fetch keepalive in a browser tab). */
export type SaveOptions = { keepalive?: boolean };

/**
 * Autosave of one text. Nothing typed is lost: the editor keeps the text whatever happens; a save sends the
 * latest text, and if more was typed while it was in flight another save follows at once; a failed save is
 * retried on its own (and by "Retry") until main acknowledges the latest text. `flush` saves now (Ctrl+S,
 * leaving the page, the window closing).
 */
export function useAutosave(
  initial: string,
  save: (text: string, options?: SaveOptions) => Promise<SaveAnswer>,
  onSaved?: (answer: SaveAnswer) => void,
) {
  const [state, setState] = useState<SaveState>({ kind: 'clean' });
  const latest = useRef(initial);
  const acknowledged = useRef(initial);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failures = useRef(0);
  /** The text a keepalive save on leaving is carrying, until it is answered. */
  const leaving = useRef<string | null>(null);
  // After the screen is gone a last save may still go out (leaving the route), but nothing is retried.
  const disposed = useRef(false);
  const saveRef = useRef(save);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    saveRef.current = save;
    onSavedRef.current = onSaved;
  });

  const schedule = useCallback((delay: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, delay);
  }, []);

  const saveNow = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) return inFlight.current.then(() => saveNow());
    if (latest.current === acknowledged.current) return Promise.resolve();
    const text = latest.current;
    setState({ kind: 'saving' });
    const run = saveRef
      .current(text)
      .then(
        (answer) => {
          acknowledged.current = text;
          failures.current = 0;
          onSavedRef.current?.(answer);
          setState(latest.current === text ? { kind: 'saved', at: answer.updated_at } : { kind: 'pending' });
        },
        (err: unknown) => {
          const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)]!;
          failures.current++;
          setState({ kind: 'failed', message: errorMessage(err) });
          if (!disposed.current) schedule(delay, () => void saveNow());
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run.then(() => {
      // Typed while this save was in flight: that text goes next, without waiting for another keystroke.
      if (latest.current !== acknowledged.current && failures.current === 0) void saveNow();
    });
    return inFlight.current;
  }, [schedule]);

  /**
   * The page may be closing (pagehide, hidden tab, beforeunload): the latest text goes NOW as a keepalive request,
   * even while another save is in flight (a save chained after it would never start once the page is gone).
   * Answers whether the page can close without asking: nothing unsaved, or a body small enough for keepalive
   * (browsers cap it at 64 KiB; the text as JSON plus room for the id and keys).
   */
  const flushOnLeave = useCallback((): boolean => {
    clearTimeout(timer.current);
    if (latest.current === acknowledged.current) return true;
    const text = latest.current;
    const fits = new Blob([JSON.stringify(text)]).size + 200 <= KEEPALIVE_MAX_BODY;
    // beforeunload, pagehide and the hidden tab all fire on one close: send each text once.
    if (leaving.current === text) return fits;
    leaving.current = text;
    void saveRef.current(text, { keepalive: true }).then(
      (answer) => {
        acknowledged.current = text;
        failures.current = 0;
        onSavedRef.current?.(answer);
        setState(latest.current === text ? { kind: 'saved', at: answer.updated_at } : { kind: 'pending' });
      },
      (err: unknown) => {
        // Still here (the close was cancelled, or the network failed): the usual retries take over.
        setState({ kind: 'failed', message: errorMessage(err) });
        if (!disposed.current) schedule(RETRY_DELAYS_MS[0]!, () => void saveNow());
      },
    ).finally(() => {
      if (leaving.current === text) leaving.current = null;
    });
    return fits;
  }, [saveNow, schedule]);

  const change = useCallback(
    (text: string) => {
      latest.current = text;
      if (text === acknowledged.current) return;
      setState((s) => (s.kind === 'failed' || s.kind === 'saving' ? s : { kind: 'pending' }));
      // After a failure the retry timer is already running; a keystroke brings it forward to the usual delay.
      schedule(AUTOSAVE_DELAY_MS, () => void saveNow());
    },
    [saveNow, schedule],
  );

  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      clearTimeout(timer.current);
    };
  }, []);

  return {
    state,
    change,
    /** Saves whatever is not acknowledged yet, now. */
    flush: saveNow,
    flushOnLeave,
    /** True while some typed text is not acknowledged by main. */
    dirty: () => latest.current !== acknowledged.current,
    latest: () => latest.current,
  };
}
