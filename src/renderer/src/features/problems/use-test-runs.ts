import { useCallback, useRef, useState } from 'react';
import type { RunResult } from '@shared/domain/run-result';
import { errorMessage } from '../../lib/api';

export type RunKind = 'run' | 'submit';
/** A run's result; a submission also carries its stored attempt and the voice its review is written in. */
export type Outcome = { kind: RunKind; result: RunResult; attemptId?: string; voiceKey?: string };

/**
 * Runs per problem since this page was loaded. Module state on purpose: the resubmit guard counts runs
 * "within the same page load", so moving between pages inside the app does not reset it; a reload does.
 */
const runsThisLoad = new Map<string, number>();

/**
 * Test runs and submissions with the resubmit guard: the first run in a page load goes straight through, every
 * later one waits for a confirmation, except a submit of exactly the code whose verdict is on screen (main
 * reuses that verdict, nothing is re-run, so there is nothing to guess). Only one run at a time.
 */
export function useTestRuns(slug: string) {
  const [running, setRunning] = useState<RunKind | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<{ kind: RunKind; code: string; action: () => Promise<Outcome> } | null>(
    null,
  );
  const busy = useRef(false);
  /** The code of the last run whose verdict is complete (passed or failed), as main caches it. */
  const knownCode = useRef<string | null>(null);

  const execute = useCallback(
    async (kind: RunKind, code: string, action: () => Promise<Outcome>) => {
      if (busy.current) return;
      busy.current = true;
      runsThisLoad.set(slug, (runsThisLoad.get(slug) ?? 0) + 1);
      setRunning(kind);
      setError(undefined);
      try {
        const done = await action();
        const complete = done.result.status === 'passed' || done.result.status === 'failed';
        knownCode.current = complete ? code : null;
        setOutcome(done);
      } catch (err) {
        setError(errorMessage(err));
      } finally {
        busy.current = false;
        setRunning(null);
      }
    },
    [slug],
  );

  const request = useCallback(
    (kind: RunKind, code: string, action: () => Promise<Outcome>) => {
      if (busy.current) return;
      const reusesVerdict = kind === 'submit' && knownCode.current === code;
      if (!reusesVerdict && (runsThisLoad.get(slug) ?? 0) >= 1) setPending({ kind, code, action });
      else void execute(kind, code, action);
    },
    [execute, slug],
  );

  const confirm = useCallback(() => {
    const p = pending;
    setPending(null);
    if (p) void execute(p.kind, p.code, p.action);
  }, [execute, pending]);

  return {
    running,
    outcome,
    error,
    dismissError: () => setError(undefined),
    pendingKind: pending?.kind ?? null,
    request,
    confirm,
    cancel: () => setPending(null),
  };
}
