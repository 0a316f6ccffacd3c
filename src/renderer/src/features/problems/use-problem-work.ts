import { useCallback, useEffect, useRef, useState } from 'react';
import { PHASES, type Phase } from '@shared/domain/problem';
import {
  PHASE_TIME_MAX_MS,
  type Mode,
  type PhaseTimes,
  type WorkState,
} from '@shared/ipc/channels/problems';
import { api, errorMessage } from '../../lib/api';
import type { CodeReplacement } from './editor/CodeEditor';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
type ClientPatch = Partial<Pick<WorkState, 'phase_notes' | 'code' | 'notes' | 'confidence'>>;

/** Autosave soon after the last keystroke (within 2 s of the last keystroke, with a saved indicator). */
const SAVE_DELAY_MS = 600;

const later = (a: Phase, b: Phase): Phase => (PHASES.indexOf(b) > PHASES.indexOf(a) ? b : a);

/**
 * The page's work in progress: notes, code, phase and the time spent in each phase, saved to main shortly
 * after every change. Phase time is measured here, from the phase changes, because only the page knows when
 * the learner is looking at it; time while the window is hidden is not counted.
 */
export function useProblemWork(slug: string, mode: Mode, initial: WorkState) {
  const [work, setWork] = useState<WorkState>(initial);
  /** Code put into the editor from outside; the editor's own keystrokes never come back through it. */
  const [codeReplacement, setCodeReplacement] = useState<CodeReplacement>({ text: initial.code, version: 0 });
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const [saveError, setSaveError] = useState<string>();
  const workRef = useRef(work);
  const phaseStart = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef(false);
  const dirty = useRef(false);
  /** Set when the work is being thrown away (Start over): nothing may be written back after that. */
  const discarded = useRef(false);
  /** The save in flight (settles, never rejects) and the last save's error, for flush(). */
  const pending = useRef<Promise<void>>(Promise.resolve());
  const lastError = useRef<string | undefined>(undefined);

  const commit = useCallback((next: WorkState) => {
    workRef.current = next;
    setWork(next);
  }, []);

  /** Phase times including the running stretch of the current phase. */
  const liveTimes = useCallback((): PhaseTimes => {
    const w = workRef.current;
    const times: PhaseTimes = { ...w.phase_times_ms };
    if (phaseStart.current !== null) {
      const running = (times[w.phase] ?? 0) + (performance.now() - phaseStart.current);
      times[w.phase] = Math.min(PHASE_TIME_MAX_MS, Math.round(running));
    }
    return times;
  }, []);

  /** Moves the running stretch into the stored times (on phase change, hide, save). */
  const bank = useCallback(() => {
    if (phaseStart.current === null) return;
    const times = liveTimes();
    phaseStart.current = document.visibilityState === 'hidden' ? null : performance.now();
    commit({ ...workRef.current, phase_times_ms: times });
  }, [commit, liveTimes]);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (discarded.current) return;
    if (inFlight.current) {
      dirty.current = true;
      return;
    }
    bank();
    const w = workRef.current;
    inFlight.current = true;
    dirty.current = false;
    setSaveStatus('saving');
    let done: () => void = () => undefined;
    pending.current = new Promise<void>((resolve) => (done = resolve));
    try {
      await api.call('problems:save-work', {
        slug,
        mode,
        phase: w.phase,
        reached: w.reached,
        phase_notes: w.phase_notes,
        code: w.code,
        notes: w.notes,
        confidence: w.confidence,
        phase_times_ms: w.phase_times_ms,
      });
      setSaveStatus('saved');
      setSaveError(undefined);
      lastError.current = undefined;
    } catch (err) {
      setSaveStatus('error');
      setSaveError(errorMessage(err));
      lastError.current = errorMessage(err);
    } finally {
      inFlight.current = false;
      done();
      if (dirty.current) void save();
    }
  }, [bank, mode, slug]);

  /**
   * Saves now and resolves once main holds exactly what the page shows (waiting out a save in flight);
   * rejects with the save's error. Submit relies on it: the server submits the saved work.
   */
  const flush = useCallback(async (): Promise<void> => {
    while (inFlight.current) await pending.current;
    await save();
    while (inFlight.current) await pending.current;
    if (lastError.current)
      throw new Error(`Your work could not be saved, so nothing was submitted: ${lastError.current}`);
  }, [save]);

  const scheduleSave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [save]);

  const update = useCallback(
    (patch: ClientPatch) => {
      commit({ ...workRef.current, ...patch });
      scheduleSave();
    },
    [commit, scheduleSave],
  );

  /** Replaces the code from outside the editor (starting again from an earlier attempt), as one undoable edit. */
  const replaceCode = useCallback(
    (code: string) => {
      update({ code });
      setCodeReplacement((r) => ({ text: code, version: r.version + 1 }));
    },
    [update],
  );

  const goTo = useCallback(
    (phase: Phase) => {
      bank();
      const w = workRef.current;
      commit({ ...w, phase, reached: later(w.reached, phase) });
      void save();
    },
    [bank, commit, save],
  );

  /** Takes the server's copy of what it owns (logged lookups, hint counts) after a reveal. */
  const adoptServer = useCallback(
    (server: WorkState) => {
      const w = workRef.current;
      commit({
        ...w,
        hints_revealed: server.hints_revealed,
        hint_counts: server.hint_counts,
        looked_up_reference: server.looked_up_reference,
        looked_up_pitfalls: server.looked_up_pitfalls,
        started_at: server.started_at ?? null,
        ended_at: server.ended_at ?? null,
      });
    },
    [commit],
  );

  // Start the clock on load; stop it while hidden; save what we have when leaving the page.
  useEffect(() => {
    phaseStart.current = document.visibilityState === 'hidden' ? null : performance.now();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        bank();
        phaseStart.current = null;
        void save();
      } else if (phaseStart.current === null) {
        phaseStart.current = performance.now();
      }
    };
    const onPageHide = () => void save();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      void save();
    };
  }, [bank, save]);

  const discard = useCallback(() => {
    discarded.current = true;
    clearTimeout(timer.current);
  }, []);

  return { work, codeReplacement, saveStatus, saveError, update, replaceCode, goTo, adoptServer, liveTimes, save, flush, discard };
}
export type ProblemWork = ReturnType<typeof useProblemWork>;
